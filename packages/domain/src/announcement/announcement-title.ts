import { findSido } from '../constants';

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
