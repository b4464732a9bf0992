import { POINT_HISTORY_TYPES } from '@gongsa/domain';
import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { PagingInputRef, defineConnection } from '../../graphql/connection';
import {
  findMyPointHistories,
  findMyPointInfo,
  type PointHistoryView,
  type PointInfoView,
} from './points.service';

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
    ...authRule.member,
    type: PointInfoRef,
    description: '내 포인트 (로그인 필요)',
    resolve: (_root, _args, ctx) => findMyPointInfo(ctx),
  }),
);

export const PointHistoryTypeRef = builder.enumType('PointHistoryType', {
  values: POINT_HISTORY_TYPES,
});

const PointHistoryRef = builder.objectRef<PointHistoryView>('PointHistory').implement({
  description: '포인트 내역 한 줄',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: PointHistoryTypeRef, resolve: (row) => row.type }),
    reason: t.exposeString('reason'),
    point: t.exposeInt('point', { description: '증감 (사용은 음수)' }),
    balanceAfter: t.exposeInt('balanceAfter'),
    targetId: t.id({ nullable: true, resolve: (row) => row.targetId }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PointHistoryConnectionRef = defineConnection('PointHistory', PointHistoryRef);

builder.queryField('myPoints', (t) =>
  t.field({
    ...authRule.member,
    type: PointHistoryConnectionRef,
    description: '포인트 내역 (최근 순, 로그인 필요). types 를 주면 그 종류만',
    args: {
      paging: t.arg({ type: PagingInputRef }),
      types: t.arg({ type: [PointHistoryTypeRef] }),
    },
    resolve: (_root, args, ctx) => findMyPointHistories(ctx, args.paging ?? {}, args.types ?? null),
  }),
);
