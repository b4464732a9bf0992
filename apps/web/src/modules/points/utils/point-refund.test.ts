import { describe, expect, it } from 'vitest';
import {
  describeRefundConfirmation,
  describeRefundRule,
  describeRefundSummary,
  describeWithdrawal,
} from './point-refund';
import { validateRefundForm } from './refund-validation';

const INFO = {
  point: 12000,
  feeFreePoint: 10000,
  fee: 200,
  refundAmount: 11800,
  feeRatePercent: 10,
  feeFreeDays: 7,
  minimumPoint: 1000,
};

describe('refund summary', () => {
  it('lists the quote the API made', () => {
    expect(describeRefundSummary(INFO)).toEqual([
      ['환불 가능 포인트', '12,000P'],
      ['수수료 없는 포인트', '10,000P'],
      ['수수료', '200원'],
      ['입금 예정 금액', '11,800원'],
    ]);
  });

  it('states the rule with the API numbers', () => {
    const rule = describeRefundRule({
      ...INFO,
      feeFreeDays: 5,
      feeRatePercent: 12,
      minimumPoint: 2000,
    });
    expect(rule).toHaveLength(2);
    expect(rule[0]).toContain('최근 5일 안에 충전한 포인트');
    expect(rule[0]).toContain('12% 수수료');
    expect(rule[1]).toContain('2,000P 이상');
  });

  it('confirms the points and the amount to be paid', () => {
    expect(describeRefundConfirmation(INFO)).toEqual({
      title: '12,000포인트를 환불 신청합니다.',
      message:
        '입금 예정 금액 11,800원 (수수료 200원). 신청한 포인트는 환불이 끝날 때까지 쓸 수 없어요.',
    });
  });
});

describe('refund history rows', () => {
  const ROW = {
    state: 'REQUESTED' as const,
    point: 12000,
    fee: 200,
    refundAmount: 11800,
    requestingDate: '2026-11-27T15:10:00.000Z',
    processingDate: null,
    failReason: null,
    bankName: '신한은행',
    accountNumber: '110*****3057',
    accountHolder: '홍길동',
  };

  it('shows a new request with its dates (Korean time), amounts and masked account', () => {
    expect(describeWithdrawal(ROW)).toEqual({
      stateLabel: '신청',
      tone: 'pending',
      requestedText: '2026.11.28',
      processedText: null,
      pointText: '12,000P',
      feeText: '200원',
      amountText: '11,800원',
      accountText: '신한은행 110*****3057 (홍길동)',
      failReason: null,
    });
  });

  it('shows why a payout failed, only for a failed one', () => {
    const failed = describeWithdrawal({
      ...ROW,
      state: 'FAILED',
      processingDate: '2026-11-29T01:00:00.000Z',
      failReason: '예금주가 다릅니다.',
    });
    expect(failed).toMatchObject({
      stateLabel: '실패',
      tone: 'failed',
      processedText: '처리일 2026.11.29',
      failReason: '예금주가 다릅니다.',
    });
    expect(
      describeWithdrawal({ ...ROW, state: 'COMPLETED', failReason: '이전 사유' }).failReason,
    ).toBe(null);
  });
});

describe('refund form validation (the API schema)', () => {
  it('accepts an account typed with hyphens', () => {
    expect(
      validateRefundForm({
        bankCode: '088',
        accountNumber: '110-482-193057',
        accountHolder: '홍길동',
      }),
    ).toEqual({});
  });

  it('gives each wrong field its Korean message', () => {
    expect(validateRefundForm({ bankCode: '', accountNumber: '123', accountHolder: ' ' })).toEqual({
      bankCode: '은행을 선택해 주세요.',
      accountNumber: '계좌번호는 10자리 이상이어야 합니다.',
      accountHolder: '예금주를 입력해 주세요.',
    });
  });
});
