import { describe, expect, it } from 'vitest';
import { describePointHistory, readPointHistoryFilter, toPointHistoryTypes } from './point-history';

describe('point history rows', () => {
  it('shows a charge with a plus sign, the label and Korean time', () => {
    expect(
      describePointHistory({
        type: 'FREE',
        point: 1500,
        balanceAfter: 2500,
        createdAt: '2026-11-21T15:05:00.000Z',
      }),
    ).toEqual({
      typeLabel: '무료 지급',
      pointText: '+1,500P',
      isIncrease: true,
      balanceText: '2,500P',
      dateText: '2026.11.22 00:05',
    });
  });

  it('shows a use with a minus sign', () => {
    const view = describePointHistory({
      type: 'USE',
      point: -100,
      balanceAfter: 0,
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(view.typeLabel).toBe('사용');
    expect(view.pointText).toBe('-100P');
    expect(view.isIncrease).toBe(false);
    expect(view.balanceText).toBe('0P');
  });
});

describe('the ledger filters', () => {
  it('reads ?kind= and falls back to 전체', () => {
    expect(readPointHistoryFilter('used')).toBe('used');
    expect(readPointHistoryFilter('USED')).toBe('all');
    expect(readPointHistoryFilter(null)).toBe('all');
  });

  it('asks the API for the types of each filter', () => {
    expect(toPointHistoryTypes('all')).toBeNull();
    expect(toPointHistoryTypes('earned')).toEqual(['CHARGE', 'FREE']);
    expect(toPointHistoryTypes('refund')).toEqual(['WITHDRAW', 'REFUND', 'CANCEL']);
  });
});
