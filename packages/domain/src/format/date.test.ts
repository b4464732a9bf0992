import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDeadline,
  formatRelativeTime,
} from './date';

describe('formatDate', () => {
  it('shows YYYY.MM.DD in Korean time whatever the input type', () => {
    // 15:30 UTC is 00:30 the next day in Seoul.
    expect(formatDate(new Date('2024-03-01T15:30:00Z'))).toBe('2024.03.02');
    expect(formatDate('2024-03-01T14:59:59Z')).toBe('2024.03.01');
    expect(formatDate(Date.UTC(2024, 11, 31, 15, 0, 0))).toBe('2025.01.01');
    expect(formatDate('2024-01-05')).toBe('2024.01.05');
  });

  it('pads month and day', () => {
    expect(formatDate('2009-02-03T03:00:00+09:00')).toBe('2009.02.03');
  });

  it('handles the epoch and far dates', () => {
    expect(formatDate(0)).toBe('1970.01.01');
    expect(formatDate('2999-12-31T12:00:00+09:00')).toBe('2999.12.31');
  });

  it.each([null, undefined, '', 'not a date', Number.NaN])(
    'returns an empty string for %j',
    (input) => {
      expect(formatDate(input)).toBe('');
    },
  );
});

describe('formatDateTime', () => {
  it('shows YYYY.MM.DD HH:mm on a 24-hour clock in Korean time', () => {
    expect(formatDateTime('2024-03-01T15:30:00Z')).toBe('2024.03.02 00:30');
    expect(formatDateTime('2024-03-01T05:07:00Z')).toBe('2024.03.01 14:07');
    expect(formatDateTime('2024-03-01T14:59:00Z')).toBe('2024.03.01 23:59');
  });

  it('returns an empty string for a missing date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('garbage')).toBe('');
  });
});

describe('formatDeadline', () => {
  const now = new Date('2024-03-01T23:00:00+09:00');

  it('counts Korean calendar days, not 24-hour periods', () => {
    // Only one hour away, but tomorrow on the calendar.
    expect(formatDeadline('2024-03-02T00:00:00+09:00', now)).toBe('D-1');
    expect(formatDeadline('2024-03-04T10:00:00+09:00', now)).toBe('D-3');
    expect(formatDeadline('2024-03-31T23:59:59+09:00', now)).toBe('D-30');
  });

  it('says 오늘 마감 on the last day while time remains', () => {
    expect(formatDeadline('2024-03-01T23:59:59+09:00', now)).toBe('오늘 마감');
    expect(formatDeadline('2024-03-01T23:00:01+09:00', now)).toBe('오늘 마감');
  });

  it('says 마감 once the deadline has passed', () => {
    expect(formatDeadline('2024-03-01T23:00:00+09:00', now)).toBe('마감');
    expect(formatDeadline('2024-02-01T00:00:00+09:00', now)).toBe('마감');
  });

  it('returns an empty string without an end date', () => {
    expect(formatDeadline(null, now)).toBe('');
    expect(formatDeadline('nope', now)).toBe('');
  });
});

describe('formatCountdown', () => {
  const now = new Date('2024-03-01T12:00:00+09:00');

  it('shows the time left in Korean', () => {
    expect(formatCountdown('2024-03-01T13:05:03+09:00', now)).toBe('1시간 5분 3초 남음');
    expect(formatCountdown('2024-03-01T12:00:45+09:00', now)).toBe('45초 남음');
    expect(formatCountdown('2024-03-03T12:00:00+09:00', now)).toBe('48시간 남음');
  });

  it('rounds a partial second up rather than showing 0초', () => {
    expect(formatCountdown(new Date(now.getTime() + 1), now)).toBe('1초 남음');
  });

  it('says 마감 at and after the deadline', () => {
    expect(formatCountdown(now, now)).toBe('마감');
    expect(formatCountdown('2024-03-01T11:00:00+09:00', now)).toBe('마감');
    expect(formatCountdown(undefined, now)).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2024-03-10T12:00:00+09:00');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it.each([
    [0, '방금 전'],
    [59_999, '방금 전'],
    [60_000, '1분 전'],
    [5 * 60_000 + 30_000, '5분 전'],
    [59 * 60_000, '59분 전'],
    [3_600_000, '1시간 전'],
    [3 * 3_600_000 + 59 * 60_000, '3시간 전'],
    [23 * 3_600_000, '23시간 전'],
    [24 * 3_600_000, '1일 전'],
    [2 * 86_400_000 + 5 * 3_600_000, '2일 전'],
    [6 * 86_400_000, '6일 전'],
  ])('shows %i ms ago as %s', (elapsed, shown) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(shown);
  });

  it('shows the date from a week on', () => {
    expect(formatRelativeTime(ago(7 * 86_400_000), now)).toBe('2024.03.03');
    expect(formatRelativeTime('2023-01-15T09:00:00+09:00', now)).toBe('2023.01.15');
  });

  it('reads a slightly future time (clock skew) as 방금 전', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5_000), now)).toBe('방금 전');
  });

  it('returns an empty string for a missing date', () => {
    expect(formatRelativeTime(null, now)).toBe('');
  });
});
