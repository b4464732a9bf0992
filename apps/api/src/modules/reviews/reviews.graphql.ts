import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { PagingInputRef, defineConnection } from '../../graphql/connection';
import { ProfileRef } from '../profiles/profiles.graphql';
import {
  findEnterpriseReviews,
  findReview,
  findReviewDashboard,
  findReviewedProfile,
  findReviews,
  isReviewMine,
  writeReview,
  type EnterpriseReviewView,
  type ReviewDashboardView,
  type ReviewView,
} from './reviews.service';

const ReviewDashboardRef = builder.objectRef<ReviewDashboardView>('ReviewDashboard').implement({
  description: '평점 요약: start5Rate…start1Rate 는 각 점수 비율(%)',
  fields: (t) => ({
    avgScore: t.exposeFloat('avgScore'),
    totalReviewCnt: t.exposeInt('totalReviewCnt'),
    start5Rate: t.exposeFloat('start5Rate'),
    start4Rate: t.exposeFloat('start4Rate'),
    start3Rate: t.exposeFloat('start3Rate'),
    start2Rate: t.exposeFloat('start2Rate'),
    start1Rate: t.exposeFloat('start1Rate'),
  }),
});

const EnterpriseReviewRef = builder.objectRef<EnterpriseReviewView>('EnterpriseReview').implement({
  description: '받은 리뷰',
  fields: (t) => ({
    id: t.exposeID('id'),
    score: t.exposeInt('score'),
    context: t.exposeString('context'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    writerName: t.exposeString('writerName', {
      description: '작성자 닉네임 (가운데 가림, 예: 김*수)',
    }),
    announcementTitle: t.exposeString('announcementTitle', {
      nullable: true,
      description: '리뷰가 달린 공고 제목 대신 쓰는 업종 이름 (없으면 null)',
    }),
  }),
});

const EnterpriseReviewConnectionRef = defineConnection('EnterpriseReview', EnterpriseReviewRef);

builder.queryFields((t) => ({
  reviewDashboard: t.field({
    ...authRule.public,
    type: ReviewDashboardRef,
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findReviewDashboard(ctx, String(args.profileId)),
  }),
  enterpriseReviews: t.field({
    ...authRule.public,
    type: EnterpriseReviewConnectionRef,
    args: { profileId: t.arg.id({ required: true }), paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) =>
      findEnterpriseReviews(ctx, String(args.profileId), args.paging ?? {}),
  }),
}));

export const ReviewRef = builder.objectRef<ReviewView>('Review').implement({
  description: '리뷰',
  fields: (t) => ({
    id: t.exposeID('id'),
    score: t.exposeInt('score'),
    context: t.exposeString('context'),
    writerName: t.exposeString('writerName', { description: '작성자 닉네임 (가운데 가림)' }),
    profile: t.field({
      type: ProfileRef,
      description: '리뷰 받은 업체',
      resolve: (review, _args, ctx) => findReviewedProfile(ctx, review),
    }),
    announcementId: t.exposeID('announcementId', { nullable: true }),
    announcementTitle: t.exposeString('announcementTitle', {
      nullable: true,
      description: '공고 제목 (Announcement.title)',
    }),
    announcementApplyId: t.exposeID('announcementApplyId', { nullable: true }),
    isMine: t.boolean({ resolve: (review, _args, ctx) => isReviewMine(ctx.viewer, review) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ReviewConnectionRef = defineConnection('Review', ReviewRef);

builder.queryFields((t) => ({
  review: t.field({
    ...authRule.public,
    type: ReviewRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findReview(ctx, String(args.id)),
  }),
  reviews: t.field({
    ...authRule.public,
    type: ReviewConnectionRef,
    description: '업체가 받은 리뷰 (최신순)',
    args: { profileId: t.arg.id({ required: true }), paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => findReviews(ctx, String(args.profileId), args.paging ?? {}),
  }),
}));

builder.mutationFields((t) => ({
  writeReview: t.field({
    ...authRule.ownerOf('announcement'),
    type: ReviewRef,
    description:
      '리뷰 작성: 공고 작성자만, 선정된 지원에 한 번, 점수 1–5, 내용 REVIEW_CONTEXT_MIN–MAX자',
    args: {
      announcementApplyId: t.arg.id({ required: true }),
      score: t.arg.int({ required: true }),
      context: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      writeReview(ctx, {
        announcementApplyId: String(args.announcementApplyId),
        score: args.score,
        context: args.context,
      }),
  }),
}));
