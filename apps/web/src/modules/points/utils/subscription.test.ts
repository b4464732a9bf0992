import { describe, expect, it } from 'vitest';
import {
  describeCancelConfirmation,
  describeRegularPayment,
  describeSubscriptionPlan,
  formatCardLabel,
} from './subscription';

const ACTIVE = {
  state: 'ACTIVE' as const,
  isCanceled: false,
  // 2026-12-27 00:30 in Korean time: the date is Seoul's, not UTC's.
  expiresAt: '2026-12-26T15:30:00.000Z',
  nextBillingAt: '2026-12-26T15:30:00.000Z',
  cardName: '신한카드',
  cardNumber: '4111-****-****-1111',
};

describe('subscription plans on sale', () => {
  it('shows the monthly price, what the plan grants and the charge notice', () => {
    expect(
      describeSubscriptionPlan({ name: '기업정보 구독', price: 9900, auth: 'FINANCIAL_INFO_FREE' }),
    ).toEqual({
      priceText: '9,900원/월',
      grantText: '모든 기업 재무·신용 정보 무료 열람',
      chargeNotice: '매월 9,900원이 결제됩니다.',
    });
  });

  it('says nothing it cannot name about an unknown permission', () => {
    expect(
      describeSubscriptionPlan({ name: '다른 구독', price: 1000, auth: 'OTHER' }).grantText,
    ).toBe(null);
    expect(describeSubscriptionPlan({ name: '다른 구독', price: 1000 }).grantText).toBe(null);
  });
});

describe('the plan card', () => {
  it('shows an active plan with its next charge in Korean time and its card', () => {
    expect(describeRegularPayment(ACTIVE)).toEqual({
      stateLabel: '이용 중',
      tone: 'active',
      note: null,
      nextBillingText: '2026.12.27',
      cardText: '신한카드 4111-****-****-1111',
    });
  });

  it('shows a cancelled plan as ending, with its last day and no next charge', () => {
    expect(describeRegularPayment({ ...ACTIVE, isCanceled: true, nextBillingAt: null })).toEqual({
      stateLabel: '구독 종료 예정',
      tone: 'ending',
      note: '2026.12.27까지 이용할 수 있어요.',
      nextBillingText: null,
      cardText: '신한카드 4111-****-****-1111',
    });
  });

  it('explains a renewal being retried (access continues)', () => {
    const view = describeRegularPayment({ ...ACTIVE, state: 'PAST_DUE' });
    expect(view.stateLabel).toBe('결제 재시도 중');
    expect(view.tone).toBe('warning');
    expect(view.note).toContain('계속 이용할 수 있어요');
    expect(view.nextBillingText).toBe('2026.12.27');
  });

  it('has no card text when the card was removed', () => {
    expect(describeRegularPayment({ ...ACTIVE, cardName: null, cardNumber: null }).cardText).toBe(
      null,
    );
    expect(formatCardLabel('현대카드', null)).toBe('현대카드');
  });

  it('says in the cancel confirmation that access lasts until the period ends', () => {
    expect(describeCancelConfirmation(ACTIVE)).toBe(
      '해지해도 2026.12.27까지는 계속 이용할 수 있고, 그 뒤로는 결제되지 않아요.',
    );
  });
});
