import { PROFILE_TYPE_LABELS, isProfileType } from '@gongsa/domain';

type Ordered = { index: number; isFirst: boolean };

/** The representative entry (isFirst), else the first by index; null for an empty list. */
export function pickPrimary<T extends Ordered>(items: ReadonlyArray<T>): T | null {
  const sorted = [...items].sort((left, right) => left.index - right.index);
  return sorted.find((item) => item.isFirst) ?? sorted[0] ?? null;
}

/** Representative first, then the rest in their saved order. */
export function orderPrimaryFirst<T extends Ordered>(items: ReadonlyArray<T>): T[] {
  const primary = pickPrimary(items);
  const rest = [...items]
    .sort((left, right) => left.index - right.index)
    .filter((item) => item !== primary);
  return primary ? [primary, ...rest] : rest;
}

export function joinAddress(address: { address: string; addressDetail?: string | null }): string {
  return [address.address, address.addressDetail?.trim()].filter(Boolean).join(' ');
}

/** A map search for the address; the road address alone finds the place, the detail confuses it. */
export function buildMapSearchHref(address: string): string {
  return `https://map.kakao.com/?q=${encodeURIComponent(address.trim())}`;
}

/**
 * Homepage and SNS links are typed by the company, often without a scheme ('www.example.com').
 * Only http(s) links are made clickable, so a stored 'javascript:' text can never run.
 */
export function toExternalHref(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** 'www.example.com/blog' — the link text without scheme or trailing slash. */
export function formatLinkText(href: string): string {
  return href.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

export function formatProfileTypeLabel(type: string): string {
  return isProfileType(type) ? PROFILE_TYPE_LABELS[type] : '';
}

export function formatStaffCount(count: number | null | undefined): string {
  if (count === null || count === undefined || !Number.isFinite(count)) return '';
  return `${count.toLocaleString('ko-KR')}명`;
}

/** '2008-03-15' → '2008.03.15'; anything else as typed. */
export function formatEstablishedDay(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : trimmed;
}

/** The detail page; also the path a logged-out visitor returns to after logging in. */
export function buildCompanyPath(id: string): string {
  return `/company/${encodeURIComponent(id)}`;
}

export function buildEstimateRequestHref(profileId: string): string {
  return `/bid/upload1?invitationProfileId=${encodeURIComponent(profileId)}`;
}

export function buildCompanyReportHref(profileId: string): string {
  return `/report/company/${encodeURIComponent(profileId)}`;
}
