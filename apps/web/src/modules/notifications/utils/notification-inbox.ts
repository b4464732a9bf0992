import { NOTIFICATION_LOCATION_RANGES, type NotificationLocationRange } from '@gongsa/domain';

/** /myPage/noti?tab=…: the two views of the inbox and the settings. Others open 전체. */
export const NOTIFICATION_TABS = [
  { value: 'all', label: '전체' },
  { value: 'unread', label: '읽지 않음' },
  { value: 'settings', label: '알림 설정' },
] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number]['value'];

export const NOTIFICATION_PAGE_PATH = '/myPage/noti';

export function readNotificationTab(value: string | null | undefined): NotificationTab {
  return NOTIFICATION_TABS.find((tab) => tab.value === value)?.value ?? 'all';
}

export function buildNotificationHref(tab: NotificationTab): string {
  return tab === 'all' ? NOTIFICATION_PAGE_PATH : `${NOTIFICATION_PAGE_PATH}?tab=${tab}`;
}

/** Past this the badge says "99+": the number stops helping. */
const BADGE_MAX = 99;

/** The badge's text: '3', '99+'. */
export function formatUnreadBadge(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** What a screen reader hears for the badge: '읽지 않은 알림 3개'. */
export function describeUnreadCount(count: number): string {
  return count > BADGE_MAX ? `읽지 않은 알림 ${BADGE_MAX}개 이상` : `읽지 않은 알림 ${count}개`;
}

/**
 * Where a notification leads, when it is a page of this site: a path ('/bid/12'), never another
 * origin or a protocol-relative '//host' (the url is data, so it is checked before following).
 */
export function readNotificationPath(url: string | null | undefined): string | null {
  // Browsers drop tabs and line breaks inside a URL ('/\t/evil.com' is '//evil.com'): any control
  // character or backslash makes it no path of ours.
  // eslint-disable-next-line no-control-regex
  if (!url || !url.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(url)) return null;
  // '//host' resolves to another origin, so the origin check below refuses it too.
  const base = 'https://gongsa.invalid';
  return new URL(url, base).origin === base ? url : null;
}

/** 거리 choices: the fixed distances, then 전국 (null). */
export type LocationRangeChoice = NotificationLocationRange | null;

export const LOCATION_RANGE_CHOICES: ReadonlyArray<{
  value: string;
  km: LocationRangeChoice;
  label: string;
}> = [
  ...NOTIFICATION_LOCATION_RANGES.map((km) => ({ value: String(km), km, label: `${km}km 이내` })),
  { value: 'all', km: null, label: '전국' },
];

export function toLocationRangeChoice(km: number | null | undefined): string {
  return LOCATION_RANGE_CHOICES.find((choice) => choice.km === (km ?? null))?.value ?? 'all';
}
