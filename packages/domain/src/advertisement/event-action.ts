import { getSeoulDateParts } from '../format/seoul-time';

/** What recordEventAction records (SPEC §7): a page's view of something, a click on it. */
export const EVENT_ACTION_TYPES = ['VIEW', 'CLICK'] as const;
export type EventActionType = (typeof EVENT_ACTION_TYPES)[number];

/** The top banners' slot on the home page (banners.location). */
export const HOME_TOP_BANNER_LOCATION = 'HOME_TOP';

/**
 * A slug names what an action is about: lowercase letters and digits, then also `.`, `_`, `-`
 * and `:` (a namespace and an id, as in `banner:12`), at most 100 characters.
 */
const EVENT_SLUG_PATTERN = /^[a-z0-9][a-z0-9._:-]{0,99}$/;

export const EVENT_ACTION_MESSAGES = {
  badSlug: '이벤트 이름은 영문 소문자와 숫자, . _ - : 로 100자 이내여야 합니다.',
  badActionType: `행동 종류는 ${EVENT_ACTION_TYPES.join(', ')} 중 하나여야 합니다.`,
} as const;

export type AdEventKind = 'banner' | 'advertisement';

/** The slug a click on a banner or an advertisement is recorded under (`banner:12`). */
export function toAdEventSlug(kind: AdEventKind, id: string | number): string {
  return `${kind}:${id}`;
}

/** The banner or advertisement a slug names, or null for any other slug. */
export function parseAdEventSlug(slug: string): { kind: AdEventKind; id: number } | null {
  const match = /^(banner|advertisement):([1-9]\d{0,15})$/.exec(slug);
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { kind: match[1] as AdEventKind, id } : null;
}

export type EventActionCheck =
  | { isValid: true; slug: string; actionType: EventActionType }
  | { isValid: false; field: 'slug' | 'actionType'; message: string };

/** The one check of recordEventAction's input, with the Korean sentence a refusal shows. */
export function checkEventAction(slug: string, actionType: string): EventActionCheck {
  const trimmed = slug.trim();
  if (!EVENT_SLUG_PATTERN.test(trimmed)) {
    return { isValid: false, field: 'slug', message: EVENT_ACTION_MESSAGES.badSlug };
  }
  if (!(EVENT_ACTION_TYPES as readonly string[]).includes(actionType)) {
    return { isValid: false, field: 'actionType', message: EVENT_ACTION_MESSAGES.badActionType };
  }
  return { isValid: true, slug: trimmed, actionType: actionType as EventActionType };
}

/** The Korean calendar day of `now` as YYYY-MM-DD: the day ad periods (date columns) are read in. */
export function toSeoulDateString(now: Date): string {
  const { year, month, day } = getSeoulDateParts(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
