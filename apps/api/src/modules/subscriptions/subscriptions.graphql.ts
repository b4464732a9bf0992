import { ITEM_TYPES, SUBSCRIPTION_STATES } from '@gongsa/domain';
import { NotFoundError } from '../../errors';
import { parseClientId } from '../../platform/ids';
import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import {
  cancelRegularPayment,
  createPaymentMethod,
  createSubscription,
  deletePaymentMethod,
  findMyPaymentMethod,
  findMyRegularPayment,
  SUBSCRIPTION_MESSAGES,
  type PaymentItemView,
  type PaymentMethodView,
  type RegularPaymentView,
} from './subscriptions.service';

const SubscriptionStateRef = builder.enumType('SubscriptionState', {
  description:
    'PENDING 첫 결제 중, ACTIVE 이용 중, PAST_DUE 갱신 결제 재시도 중(이용 가능), ENDED 종료',
  values: SUBSCRIPTION_STATES,
});

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
    state: t.field({ type: SubscriptionStateRef, resolve: (payment) => payment.state }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: '이용 가능 기한' }),
    nextBillingAt: t.expose('nextBillingAt', {
      type: 'DateTime',
      nullable: true,
      description: '다음 결제일 (해지했으면 null)',
    }),
    cardName: t.exposeString('cardName', { nullable: true }),
    cardNumber: t.exposeString('cardNumber', { nullable: true, description: '가린 카드 번호' }),
  }),
});

const PaymentMethodRef = builder.objectRef<PaymentMethodView>('PaymentMethod').implement({
  description: '정기 결제용 카드 (SPEC §3 Payment method). 번호는 가려서만 보관합니다',
  fields: (t) => ({
    id: t.exposeID('id'),
    cardName: t.exposeString('cardName'),
    cardNumber: t.exposeString('cardNumber', { description: '1234-****-****-3456' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PaymentMethodInputRef = builder.inputType('PaymentMethodInput', {
  description: '카드 정보: 결제 대행사에 한 번 전달되고 저장하지 않습니다',
  fields: (t) => ({
    cardNumber: t.string({ required: true }),
    expiry: t.string({ required: true, description: 'MM/YY' }),
    idNo: t.string({ required: true, description: '생년월일 6자리 또는 사업자등록번호 10자리' }),
    cardPassword: t.string({ required: true, description: '카드 비밀번호 앞 2자리' }),
  }),
});

builder.queryField('myPaymentMethod', (t) =>
  t.field({
    ...authRule.member,
    type: PaymentMethodRef,
    nullable: true,
    description: '등록한 카드 (로그인 필요). 없으면 null',
    resolve: (_root, _args, ctx) => findMyPaymentMethod(ctx),
  }),
);

builder.mutationFields((t) => ({
  createPaymentMethod: t.field({
    ...authRule.member,
    type: PaymentMethodRef,
    description: '정기 결제 카드 등록 (이미 있으면 새 카드로 바꾸고 구독도 새 카드로 옮깁니다)',
    args: { input: t.arg({ type: PaymentMethodInputRef, required: true }) },
    resolve: (_root, args, ctx) => createPaymentMethod(ctx, args.input),
  }),
  deletePaymentMethod: t.field({
    ...authRule.member,
    type: 'Boolean',
    description: '등록한 카드 삭제. 갱신될 구독에 쓰이는 동안은 거절됩니다',
    resolve: (_root, _args, ctx) => deletePaymentMethod(ctx),
  }),
  createSubscription: t.field({
    ...authRule.member,
    type: RegularPaymentRef,
    description: '구독 신청: 첫 달을 바로 결제하고 이용을 시작합니다',
    args: {
      itemId: t.arg.id({ required: true }),
      paymentMethodId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      createSubscription(ctx, {
        itemId: parseClientId(
          args.itemId,
          () => new NotFoundError(SUBSCRIPTION_MESSAGES.itemNotFound),
        ),
        paymentMethodId: parseClientId(
          args.paymentMethodId,
          () => new NotFoundError(SUBSCRIPTION_MESSAGES.methodNotFound),
        ),
      }),
  }),
  cancelRegularPayment: t.field({
    ...authRule.member,
    type: RegularPaymentRef,
    description: '구독 해지: 다음 결제부터 멈추고 이용 기한까지는 그대로 이용합니다',
    resolve: (_root, _args, ctx) => cancelRegularPayment(ctx),
  }),
}));

builder.queryField('myRegularPayment', (t) =>
  t.field({
    ...authRule.member,
    type: RegularPaymentRef,
    nullable: true,
    description: '현재 이용 중인 구독 (로그인 필요). 없으면 null',
    resolve: (_root, _args, ctx) => findMyRegularPayment(ctx),
  }),
);
