import { builder } from '../../builder';
import { PagingInputRef, defineConnection } from '../../graphql/connection';
import {
  findEnterpriseReviews,
  findReviewDashboard,
  type EnterpriseReviewView,
  type ReviewDashboardView,
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
    type: ReviewDashboardRef,
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findReviewDashboard(ctx, String(args.profileId)),
  }),
  enterpriseReviews: t.field({
    type: EnterpriseReviewConnectionRef,
    args: { profileId: t.arg.id({ required: true }), paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) =>
      findEnterpriseReviews(ctx, String(args.profileId), args.paging ?? {}),
  }),
}));
