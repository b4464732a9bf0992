import { getSeoulDateParts, getSeoulDayNumber, toValidDate, type DateInput } from './seoul-time';
import { formatDuration } from './duration';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'YYYY.MM.DD' in Korean time; '' for a missing or invalid date. */
export function formatDate(value: DateInput | null | undefined): string {
  const date = toValidDate(value);
  if (!date) return '';
  const { year, month, day } = getSeoulDateParts(date);
  return `${year}.${pad(month)}.${pad(day)}`;
}

/** 'YYYY.MM.DD HH:mm' (24-hour) in Korean time; '' for a missing or invalid date. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const date = toValidDate(value);
  if (!date) return '';
  const { year, month, day, hour, minute } = getSeoulDateParts(date);
  return `${year}.${pad(month)}.${pad(day)} ${pad(hour)}:${pad(minute)}`;
}

/**
 * Deadline badge counted in Korean calendar days: 'D-3' while days remain, '오늘 마감' on the
 * last day, '마감' once the moment has passed. '' for a missing end date.
 */
export function formatDeadline(
  endsAt: DateInput | null | undefined,
  now: DateInput = new Date(),
): string {
  const end = toValidDate(endsAt);
  const current = toValidDate(now);
  if (!end || !current) return '';
  if (end.getTime() <= current.getTime()) return '마감';
  const days = getSeoulDayNumber(end) - getSeoulDayNumber(current);
  return days === 0 ? '오늘 마감' : `D-${days}`;
}

/** Live countdown such as '2시간 5분 3초 남음'; '마감' once the moment has passed. */
export function formatCountdown(
  endsAt: DateInput | null | undefined,
  now: DateInput = new Date(),
): string {
  const end = toValidDate(endsAt);
  const current = toValidDate(now);
  if (!end || !current) return '';
  const remainingMs = end.getTime() - current.getTime();
  if (remainingMs <= 0) return '마감';
  // Rounded up so the counter never shows '0초 남음' while time still remains.
  return `${formatDuration(Math.ceil(remainingMs / 1000), 's')} 남음`;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const RELATIVE_DAYS_MAX = 7;

/**
 * '방금 전', 'N분 전', 'N시간 전', 'N일 전'; from a week on the exact date is more useful than
 * '5주 전', so it switches to YYYY.MM.DD. A time slightly in the future (clock skew between
 * server and browser) reads '방금 전'.
 */
export function formatRelativeTime(
  value: DateInput | null | undefined,
  now: DateInput = new Date(),
): string {
  const date = toValidDate(value);
  const current = toValidDate(now);
  if (!date || !current) return '';
  const elapsedMs = current.getTime() - date.getTime();
  if (elapsedMs < MINUTE_MS) return '방금 전';
  if (elapsedMs < HOUR_MS) return `${Math.floor(elapsedMs / MINUTE_MS)}분 전`;
  if (elapsedMs < DAY_MS) return `${Math.floor(elapsedMs / HOUR_MS)}시간 전`;
  const days = Math.floor(elapsedMs / DAY_MS);
  return days < RELATIVE_DAYS_MAX ? `${days}일 전` : formatDate(date);
}
