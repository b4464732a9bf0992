import { getSeoulDayNumber, toValidDate, type DateInput } from '../format/seoul-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Within this many hours the card counts hours instead of saying '오늘 마감' or 'D-1'. */
export const DEADLINE_HOURS_SHOWN = 6;

export interface AnnouncementDeadline {
  /** 'D-3', '오늘 마감', '3시간 남음', '25분 남음' or '마감'; '' without an end date. */
  label: string;
  isClosed: boolean;
  /** Less than a day left: the card highlights the label. */
  isUrgent: boolean;
}

/**
 * The posting deadline as users read it on a card: whole hours or minutes when only a few
 * hours remain (more telling than 'D-1' at 23:00 for 01:00 tomorrow), '오늘 마감' later the
 * same Korean calendar day, 'D-n' in Korean calendar days otherwise, and '마감' once passed.
 */
export function describeAnnouncementDeadline(
  endsAt: DateInput | null | undefined,
  now: DateInput = new Date(),
): AnnouncementDeadline {
  const end = toValidDate(endsAt);
  const current = toValidDate(now);
  if (!end || !current) return { label: '', isClosed: false, isUrgent: false };
  const remainingMs = end.getTime() - current.getTime();
  if (remainingMs <= 0) return { label: '마감', isClosed: true, isUrgent: false };
  const isUrgent = remainingMs < DAY_MS;
  if (remainingMs < HOUR_MS) {
    // Rounded up so the card never reads '0분 남음' while time remains.
    return { label: `${Math.ceil(remainingMs / MINUTE_MS)}분 남음`, isClosed: false, isUrgent };
  }
  if (remainingMs < DEADLINE_HOURS_SHOWN * HOUR_MS) {
    return { label: `${Math.floor(remainingMs / HOUR_MS)}시간 남음`, isClosed: false, isUrgent };
  }
  const days = getSeoulDayNumber(end) - getSeoulDayNumber(current);
  return { label: days <= 0 ? '오늘 마감' : `D-${days}`, isClosed: false, isUrgent };
}

/** Just the label of {@link describeAnnouncementDeadline}. */
export function formatAnnouncementDeadline(
  endsAt: DateInput | null | undefined,
  now: DateInput = new Date(),
): string {
  return describeAnnouncementDeadline(endsAt, now).label;
}
