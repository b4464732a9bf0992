import { describe, expect, it } from 'vitest';
import { describeOrderReceipt, describePaymentItem, formatPayMethod } from './order-receipt';

describe('point packs and receipts', () => {
  it('describes a pack: points, bonus only when there is one, price in 원, the total credited', () => {
    expect(
      describePaymentItem({ name: '1만', point: 10000, freePoint: 500, price: 11000 }),
    ).toEqual({
      pointText: '10,000P',
      bonusText: '+500P',
      priceText: '11,000원',
      totalText: '10,500P',
    });
    expect(
      describePaymentItem({ name: '1천', point: 1000, freePoint: 0, price: 1100 }).bonusText,
    ).toBeNull();
  });

  it('names the payment methods in Korean', () => {
    expect(formatPayMethod('CARD')).toBe('신용카드');
    expect(formatPayMethod('BANK')).toBe('계좌이체');
    expect(formatPayMethod('VBANK')).toBe('VBANK');
    expect(formatPayMethod(null)).toBe('-');
  });

  it('lists a paid order’s receipt, paid at in Korean time', () => {
    expect(
      describeOrderReceipt({
        moid: 'GM1',
        goodsName: '포인트 10,000P',
        amount: 11000,
        point: 10000,
        freePoint: 500,
        payMethod: 'CARD',
        paidAt: '2026-11-27T15:05:00.000Z',
      }),
    ).toEqual([
      ['상품', '포인트 10,000P'],
      ['결제 금액', '11,000원'],
      ['충전 포인트', '10,000P'],
      ['보너스', '+500P'],
      ['결제 수단', '신용카드'],
      ['결제 일시', '2026.11.28 00:05'],
      ['주문번호', 'GM1'],
    ]);
  });
});
