import { REVIEW_STATES } from '@gongsa/domain';
import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { PagingInputRef, defineConnection } from '../../graphql/connection';
import { ProfileRef } from '../profiles/profiles.graphql';
import {
  answerReview,
  findEnterpriseReviews,
  findMyReviewDashboard,
  findMyWrittenReviews,
  findReceivedReviews,
  findReview,
  findReviewDashboard,
  findReviewedProfile,
  findReviews,
  isReviewMine,
  writeReview,
  type EnterpriseReviewView,
  type ReviewAnswerView,
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

const ReviewAnswerRef = builder.objectRef<ReviewAnswerView>('ReviewAnswer').implement({
  description: '리뷰 받은 업체의 답변 (리뷰마다 한 번)',
  fields: (t) => ({
    content: t.exposeString('content'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ReviewStateRef = builder.enumType('ReviewState', {
  description:
    'VISIBLE 공개, HIDDEN 숨김, REPORTED 신고됨 (숨김·신고된 리뷰는 작성자에게만 보입니다)',
  values: REVIEW_STATES,
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
    answer: t.expose('answer', { type: ReviewAnswerRef, nullable: true }),
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
    state: t.expose('state', { type: ReviewStateRef }),
    answer: t.expose('answer', {
      type: ReviewAnswerRef,
      nullable: true,
      description: '업체의 답변 (없으면 null)',
    }),
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
  myReviewDashboard: t.field({
    ...authRule.member,
    type: ReviewDashboardRef,
    description: '내 업체의 평점 요약 (reviewDashboard 와 같은 계산, 받은 리뷰가 없으면 0)',
    resolve: (_root, _args, ctx) => findMyReviewDashboard(ctx),
  }),
  receivedReviews: t.field({
    ...authRule.member,
    type: ReviewConnectionRef,
    description: '내 업체가 받은 리뷰 (최신순, 공개된 리뷰: myReviewDashboard 가 세는 것)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => findReceivedReviews(ctx, args.paging ?? {}),
  }),
  myWriteReviews: t.field({
    ...authRule.member,
    type: ReviewConnectionRef,
    description: '내가 작성한 리뷰 (최신순)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => findMyWrittenReviews(ctx, args.paging ?? {}),
  }),
}));

builder.mutationFields((t) => ({
  answerReview: t.field({
    ...authRule.ownerOf('profile'),
    type: ReviewRef,
    description:
      '받은 리뷰에 답변: 리뷰 받은 업체만, 리뷰마다 한 번 (두 번째는 BAD_USER_INPUT), 내용 REVIEW_ANSWER_MIN–MAX자',
    args: {
      reviewId: t.arg.id({ required: true }),
      content: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      answerReview(ctx, { reviewId: String(args.reviewId), content: args.content }),
  }),
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
