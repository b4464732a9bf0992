import { SEOUL_TIME_ZONE } from '../constants';

export type DateInput = Date | string | number;

export interface SeoulDateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Made on first use: the first formatter with a time zone loads ICU's zone data (~10 ms on a
// desktop, several times that on a phone), which a page that shows no date should not pay while
// it starts (ADR 0017, 2026-11-28).
let seoulPartsFormat: Intl.DateTimeFormat | undefined;

function getSeoulPartsFormat(): Intl.DateTimeFormat {
  seoulPartsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SEOUL_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  return seoulPartsFormat;
}

/** Parses the inputs our API and forms produce; an unparseable value gives `undefined`. */
export function toValidDate(value: DateInput | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Wall-clock parts in Korea, whatever the time zone of the server or browser: users read
 * dates and deadlines in Korean time (SPEC §9).
 */
export function getSeoulDateParts(date: Date): SeoulDateParts {
  const parts: Record<string, number> = {};
  for (const part of getSeoulPartsFormat().formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Days since the epoch of the Korean calendar day containing `date`; differences count days. */
export function getSeoulDayNumber(date: Date): number {
  const { year, month, day } = getSeoulDateParts(date);
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

const SEOUL_OFFSET_MS = 9 * 3_600_000;

/**
 * The same wall-clock moment `months` calendar months later in Korea (no daylight saving there):
 * 1월 31일 + 1 → 2월 28일 (or 29일), the day clamped to the target month's last day. Subscription
 * periods use it, so a plan paid on the 31st renews on each month's last day.
 */
export function addSeoulMonths(date: Date, months: number): Date {
  const seoul = new Date(date.getTime() + SEOUL_OFFSET_MS);
  const year = seoul.getUTCFullYear();
  const month = seoul.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = new Date(seoul);
  shifted.setUTCFullYear(year, month, Math.min(seoul.getUTCDate(), lastDay));
  return new Date(shifted.getTime() - SEOUL_OFFSET_MS);
}
