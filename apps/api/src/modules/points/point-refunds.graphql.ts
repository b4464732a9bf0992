import { WITHDRAWAL_STATES } from '@gongsa/domain';
import { builder } from '../../builder';
import { defineConnection, PagingInputRef } from '../../graphql/connection';
import { authRule } from '../../platform/authz/auth-rules';
import {
  findMyPointRefundInfo,
  findMyPointRefunds,
  requestPointRefund,
  type PointRefundInfoView,
  type PointRefundView,
} from './point-refunds.service';

const WithdrawalStateRef = builder.enumType('WithdrawalState', {
  description:
    'REQUESTED 신청, PROCESSING 처리중, COMPLETED 완료, FAILED 실패(포인트 반환), CANCELED 취소',
  values: WITHDRAWAL_STATES,
});

const PointRefundInfoRef = builder.objectRef<PointRefundInfoView>('PointRefundInfo').implement({
  description:
    '지금 환불을 신청하면: point 환불될 유료 포인트, feeFreePoint 그중 수수료 없는 포인트, fee 수수료(원), refundAmount 입금액(원). 규칙: 최근 feeFreeDays 일 안에 충전하고 쓰지 않은 포인트는 수수료 없음, 나머지는 feeRatePercent% 수수료, minimumPoint 이상부터 신청',
  fields: (t) => ({
    point: t.exposeInt('point'),
    feeFreePoint: t.exposeInt('feeFreePoint'),
    fee: t.exposeInt('fee'),
    refundAmount: t.exposeInt('refundAmount'),
    isRequestable: t.exposeBoolean('isRequestable'),
    message: t.exposeString('message', { nullable: true, description: '신청할 수 없는 이유' }),
    refundProcessingPoint: t.exposeInt('refundProcessingPoint'),
    feeRatePercent: t.exposeInt('feeRatePercent'),
    feeFreeDays: t.exposeInt('feeFreeDays'),
    minimumPoint: t.exposeInt('minimumPoint'),
  }),
});

const WithdrawalRef = builder.objectRef<PointRefundView>('Withdrawal').implement({
  description: '포인트 환불 신청 (SPEC §3 Withdrawal). 계좌번호는 가려서 보여 줍니다',
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.field({ type: WithdrawalStateRef, resolve: (row) => row.state }),
    point: t.exposeInt('point'),
    fee: t.exposeInt('fee', { description: '원' }),
    refundAmount: t.exposeInt('refundAmount', { description: '입금액(원)' }),
    requestingDate: t.expose('requestingDate', { type: 'DateTime' }),
    processingDate: t.expose('processingDate', { type: 'DateTime', nullable: true }),
    failReason: t.exposeString('failReason', { nullable: true }),
    bankName: t.exposeString('bankName', { nullable: true }),
    accountNumber: t.exposeString('accountNumber', { nullable: true }),
    accountHolder: t.exposeString('accountHolder', { nullable: true }),
  }),
});

const WithdrawalConnectionRef = defineConnection('Withdrawal', WithdrawalRef);

const PointRefundInputRef = builder.inputType('PointRefundInput', {
  fields: (t) => ({
    bankCode: t.string({ required: true, description: '은행 코드 (bankCodes 의 code)' }),
    accountNumber: t.string({ required: true }),
    accountHolder: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  myPointRefundInfo: t.field({
    ...authRule.member,
    type: PointRefundInfoRef,
    description: '지금 환불할 수 있는 포인트와 수수료 (로그인 필요)',
    resolve: (_root, _args, ctx) => findMyPointRefundInfo(ctx),
  }),
  myPointRefunds: t.field({
    ...authRule.member,
    type: WithdrawalConnectionRef,
    description: '내 환불 신청 (최근 순, 로그인 필요)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => findMyPointRefunds(ctx, args.paging ?? {}),
  }),
}));

builder.mutationField('reqPointRefund', (t) =>
  t.field({
    ...authRule.member,
    type: WithdrawalRef,
    description:
      '남은 유료 포인트 전부를 환불 신청합니다 (보너스·무료 포인트 제외). 신청한 포인트는 바로 환불 처리 중으로 옮겨져 쓸 수 없습니다',
    args: { input: t.arg({ type: PointRefundInputRef, required: true }) },
    resolve: (_root, args, ctx) => requestPointRefund(ctx, args.input),
  }),
);
