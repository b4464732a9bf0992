import { ORDER_STATES } from '@gongsa/domain';
import { builder } from '../../builder';
import { NotFoundError } from '../../errors';
import { authRule } from '../../platform/authz/auth-rules';
import { parseClientId } from '../../platform/ids';
import { ItemTypeRef, PaymentItemRef } from '../subscriptions/subscriptions.graphql';
import {
  confirmOrder,
  createOrder,
  findMyOrder,
  listPaymentItems,
  ORDER_MESSAGES,
  type OrderConfirmationView,
  type OrderReceiptView,
  type OrderView,
} from './orders.service';

export const OrderStateRef = builder.enumType('OrderState', {
  description:
    'READY 결제 대기(승인 확인 중 포함), SUCCESS 결제 완료, FAILED 결제 실패, CANCELED 결제 취소',
  values: ORDER_STATES,
});

const PaymentFormFieldRef = builder
  .objectRef<OrderView['formFields'][number]>('PaymentFormField')
  .implement({
    description: '결제창으로 보내는 양식의 한 칸',
    fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
  });

const OrderRef = builder.objectRef<OrderView>('Order').implement({
  description:
    '결제창에 보낼 주문 (SPEC §3 Order). 금액과 상품은 서버가 정합니다. windowUrl 로 formFields 를 POST 합니다.',
  fields: (t) => ({
    GoodsName: t.exposeString('goodsName'),
    Amt: t.exposeString('amt', { description: '원' }),
    MID: t.exposeString('mid'),
    EdiDate: t.exposeString('ediDate', { description: 'YYYYMMDDHHMISS (Asia/Seoul)' }),
    Moid: t.exposeString('moid'),
    SignData: t.exposeString('signData'),
    windowUrl: t.exposeString('windowUrl'),
    acceptCharset: t.exposeString('acceptCharset', {
      description: '결제창 양식의 문자 집합 (form accept-charset)',
    }),
    formFields: t.field({ type: [PaymentFormFieldRef], resolve: (order) => order.formFields }),
  }),
});

const OrderConfirmationRef = builder
  .objectRef<OrderConfirmationView>('OrderConfirmation')
  .implement({
    description: '결제 승인 결과 (SPEC §3 Order confirmation)',
    fields: (t) => ({
      amount: t.exposeInt('amount', { description: '원' }),
      moid: t.exposeString('moid'),
      state: t.field({ type: OrderStateRef, resolve: (order) => order.state }),
      payMethod: t.exposeString('payMethod', { nullable: true }),
      paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
      message: t.exposeString('message', {
        nullable: true,
        description: '실패 사유, 또는 승인 확인 중일 때의 안내',
      }),
    }),
  });

/** The payment window's post, field for field (NicePay's names); the web route relays it as is. */
const OrderConfirmInputRef = builder.inputType('OrderConfirmInput', {
  description: '결제창이 돌려준 값 그대로 (거래 ID, 토큰, 승인·망취소 주소, 서명 포함)',
  fields: (t) => ({
    AuthResultCode: t.string(),
    AuthResultMsg: t.string(),
    AuthToken: t.string(),
    PayMethod: t.string(),
    MID: t.string(),
    Moid: t.string(),
    Amt: t.string(),
    ReqReserved: t.string(),
    TxTid: t.string(),
    NextAppURL: t.string(),
    NetCancelURL: t.string(),
    Signature: t.string(),
  }),
});

builder.queryField('allPaymentItems', (t) =>
  t.field({
    ...authRule.public,
    type: [PaymentItemRef],
    description: '판매 중인 상품 (type 을 주면 그 종류만), 노출 순서대로',
    args: { type: t.arg({ type: ItemTypeRef }) },
    resolve: (_root, args, ctx) => listPaymentItems(ctx, args.type ?? null),
  }),
);

const OrderReceiptRef = builder.objectRef<OrderReceiptView>('OrderReceipt').implement({
  description: '내 주문 한 건 (영수증)',
  fields: (t) => ({
    moid: t.exposeString('moid', { description: '주문번호' }),
    goodsName: t.exposeString('goodsName'),
    amount: t.exposeInt('amount', { description: '원' }),
    point: t.exposeInt('point', { description: '충전 포인트' }),
    freePoint: t.exposeInt('freePoint', { description: '보너스 포인트' }),
    state: t.field({ type: OrderStateRef, resolve: (order) => order.state }),
    payMethod: t.exposeString('payMethod', { nullable: true, description: 'CARD, BANK …' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    failReason: t.exposeString('failReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('myOrder', (t) =>
  t.field({
    ...authRule.ownerOf('order'),
    type: OrderReceiptRef,
    description: '내 주문 (주문번호로, 로그인 필요). 남의 주문번호는 없는 주문과 같이 NOT_FOUND',
    args: { moid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => findMyOrder(ctx, args.moid),
  }),
);

builder.mutationFields((t) => ({
  createOrder: t.field({
    ...authRule.member,
    type: OrderRef,
    description: '포인트 상품 주문 만들기 (로그인 필요). 반환: 결제창에 보낼 서명된 주문',
    args: { itemId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      createOrder(ctx, {
        itemId: parseClientId(args.itemId, () => new NotFoundError(ORDER_MESSAGES.itemNotFound)),
      }),
  }),
  requestOrderConfirm: t.field({
    ...authRule.public,
    type: OrderConfirmationRef,
    description:
      '결제창 결과로 결제를 승인하고 포인트를 충전합니다. 결제 대행사의 서명이 권한이므로 로그인 없이 부를 수 있고, 같은 주문번호는 몇 번을 불러도 한 번만 충전됩니다.',
    args: { input: t.arg({ type: OrderConfirmInputRef, required: true }) },
    resolve: (_root, args, ctx) => {
      const posted: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(args.input)) {
        if (typeof value === 'string') posted[name] = value;
      }
      return confirmOrder(ctx, posted);
    },
  }),
}));
