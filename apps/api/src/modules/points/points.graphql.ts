import { builder } from '../../builder';
import { findMyPointInfo, type PointInfoView } from './points.service';

export const PointInfoRef = builder.objectRef<PointInfoView>('PointInfo').implement({
  description: '포인트 잔액',
  fields: (t) => ({
    nowPoint: t.exposeInt('nowPoint', { description: '사용 가능 포인트' }),
    totalPoint: t.exposeInt('totalPoint', { description: '누적 적립 포인트' }),
    refundProcessingPoint: t.exposeInt('refundProcessingPoint', {
      description: '환불 처리 중 포인트',
    }),
    refundedTotalPoint: t.exposeInt('refundedTotalPoint', { description: '누적 환불 포인트' }),
  }),
});

builder.queryField('myPointInfo', (t) =>
  t.field({
    type: PointInfoRef,
    description: '내 포인트 (로그인 필요)',
    resolve: (_root, _args, ctx) => findMyPointInfo(ctx),
  }),
);
