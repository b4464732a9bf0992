import { ITEM_TYPES } from '@gongsa/domain';
import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import {
  findMyRegularPayment,
  type PaymentItemView,
  type RegularPaymentView,
} from './subscriptions.service';

export const ItemTypeRef = builder.enumType('ItemType', {
  description: 'POINT 포인트 상품, SUBSCRIPTION 구독 상품',
  values: ITEM_TYPES,
});

export const PaymentItemRef = builder.objectRef<PaymentItemView>('PaymentItem').implement({
  description: '구매할 수 있는 상품 (포인트 충전 또는 구독)',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: ItemTypeRef, resolve: (item) => item.type }),
    auth: t.exposeString('auth', { nullable: true, description: '구독이 주는 권한' }),
    name: t.exposeString('name'),
    priority: t.exposeInt('priority'),
    point: t.exposeInt('point'),
    freePoint: t.exposeInt('freePoint'),
    price: t.exposeInt('price', { description: '원' }),
    isUse: t.exposeBoolean('isUse'),
  }),
});

export const RegularPaymentRef = builder.objectRef<RegularPaymentView>('RegularPayment').implement({
  description: '정기 결제(구독). isCanceled 이면 만료일까지 유지되고 갱신되지 않습니다.',
  fields: (t) => ({
    id: t.exposeID('id'),
    item: t.field({ type: PaymentItemRef, resolve: (payment) => payment.item }),
    isCanceled: t.exposeBoolean('isCanceled'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.queryField('myRegularPayment', (t) =>
  t.field({
    ...authRule.member,
    type: RegularPaymentRef,
    nullable: true,
    description: '현재 이용 중인 구독 (로그인 필요). 없으면 null',
    resolve: (_root, _args, ctx) => findMyRegularPayment(ctx),
  }),
);
