import { describe, expect, it } from 'vitest';
import { describeAnnouncementDeadline, formatAnnouncementDeadline } from './deadline';

describe('formatAnnouncementDeadline', () => {
  const now = new Date('2024-03-01T10:00:00+09:00');

  it('counts Korean calendar days while more than a day remains', () => {
    expect(formatAnnouncementDeadline('2024-03-04T09:00:00+09:00', now)).toBe('D-3');
    expect(formatAnnouncementDeadline('2024-03-02T23:59:00+09:00', now)).toBe('D-1');
    expect(formatAnnouncementDeadline('2024-03-31T18:00:00+09:00', now)).toBe('D-30');
  });

  it('says 오늘 마감 later the same day when more than a few hours remain', () => {
    expect(formatAnnouncementDeadline('2024-03-01T23:59:59+09:00', now)).toBe('오늘 마감');
    expect(formatAnnouncementDeadline('2024-03-01T16:00:00+09:00', now)).toBe('오늘 마감');
  });

  it('counts whole hours in the last hours, even across midnight', () => {
    expect(formatAnnouncementDeadline('2024-03-01T13:30:00+09:00', now)).toBe('3시간 남음');
    expect(formatAnnouncementDeadline('2024-03-01T15:59:59+09:00', now)).toBe('5시간 남음');
    const lateEvening = new Date('2024-03-01T23:00:00+09:00');
    expect(formatAnnouncementDeadline('2024-03-02T01:00:00+09:00', lateEvening)).toBe('2시간 남음');
  });

  it('counts minutes in the last hour, rounding up', () => {
    expect(formatAnnouncementDeadline('2024-03-01T10:25:00+09:00', now)).toBe('25분 남음');
    expect(formatAnnouncementDeadline(new Date(now.getTime() + 1), now)).toBe('1분 남음');
    expect(formatAnnouncementDeadline('2024-03-01T10:59:59+09:00', now)).toBe('60분 남음');
  });

  it('says 마감 at and after the deadline', () => {
    expect(formatAnnouncementDeadline(now, now)).toBe('마감');
    expect(formatAnnouncementDeadline('2024-02-01T10:00:00+09:00', now)).toBe('마감');
  });

  it('returns an empty label without a valid end date', () => {
    expect(formatAnnouncementDeadline(null, now)).toBe('');
    expect(formatAnnouncementDeadline('nope', now)).toBe('');
  });
});

describe('describeAnnouncementDeadline', () => {
  const now = new Date('2024-03-01T10:00:00+09:00');

  it('marks less than a day left as urgent and a passed deadline as closed', () => {
    expect(describeAnnouncementDeadline('2024-03-02T09:00:00+09:00', now)).toEqual({
      label: 'D-1',
      isClosed: false,
      isUrgent: true,
    });
    expect(describeAnnouncementDeadline('2024-03-03T10:00:00+09:00', now)).toEqual({
      label: 'D-2',
      isClosed: false,
      isUrgent: false,
    });
    expect(describeAnnouncementDeadline('2024-03-01T09:00:00+09:00', now)).toEqual({
      label: '마감',
      isClosed: true,
      isUrgent: false,
    });
  });
});
