import { findSido } from '../sidos';

export const ANNOUNCEMENT_UNTITLED = '작성 중인 견적 요청';

/** '서울특별시 강남구' → '서울 강남구': titles use the short 시/도 name like the filters. */
export function formatAnnouncementRegion(sigungu: string | null | undefined): string {
  const [first, ...rest] = (sigungu ?? '').trim().split(/\s+/).filter(Boolean);
  if (first === undefined) return '';
  return [findSido(first)?.shortName ?? first, ...rest].join(' ');
}

/**
 * The card and list title: region, first trade and how many more, e.g. '서울 강남구 철근공사 외 2건'.
 * A draft without trades has no subject yet.
 */
export function formatAnnouncementTitle({
  sigungu,
  categoryNames,
}: {
  sigungu: string | null | undefined;
  categoryNames: readonly string[];
}): string {
  const [firstName, ...others] = categoryNames;
  if (firstName === undefined) return ANNOUNCEMENT_UNTITLED;
  const subject = others.length > 0 ? `${firstName} 외 ${others.length}건` : firstName;
  const region = formatAnnouncementRegion(sigungu);
  return region ? `${region} ${subject}` : subject;
}

/**
 * The site's address as one line. An address from the postcode search already starts with its
 * 시/도 ('서울 강남구 테헤란로 152'); one typed in the wizard's fallback does not ('테헤란로 152'),
 * so the chosen '시/도 시/군/구' is put in front of it.
 */
export function formatSiteAddress({
  sigungu,
  address,
  addressDetail,
}: {
  sigungu?: string | null;
  address?: string | null;
  addressDetail?: string | null;
}): string {
  const region = sigungu?.trim() ?? '';
  const street = address?.trim() ?? '';
  const firstWord = street.split(/\s+/)[0] ?? '';
  const hasRegion = street !== '' && findSido(firstWord) !== undefined;
  const line =
    hasRegion || region === '' ? street || region : street ? `${region} ${street}` : region;
  return [line, addressDetail?.trim() ?? ''].filter((part) => part !== '').join(' ');
}
