import { findSido } from '@gongsa/domain';
import type { DaumPostcodeResult } from '../../profile/utils/daum-postcode';

/** The widget answers more than the profile form reads; these are what a site address keeps. */
export type DaumSiteResult = DaumPostcodeResult & { bcode?: string };

export type SiteAddress = {
  sigungu: string;
  address: string;
  bCode: string;
  bun: string;
  ji: string;
};

/** '서울 강남구 역삼동 823-4' → 번 823, 지 4 (a 산 parcel keeps its numbers; no number → ''). */
export function readParcelNumbers(jibunAddress: string): { bun: string; ji: string } {
  const last = jibunAddress.trim().split(/\s+/).pop() ?? '';
  const match = /^(?:산)?(\d{1,4})(?:-(\d{1,4}))?$/.exec(last);
  if (!match) return { bun: '', ji: '' };
  return { bun: match[1] ?? '', ji: match[2] ?? '' };
}

/**
 * A postcode-widget result as the announcement's site: the road address (or the parcel address
 * the user chose), '시/도 시/군/구' for the region filter, the 법정동 code and 번/지. The widget
 * has no coordinates, so latitude and longitude stay empty.
 */
export function toSiteAddress(data: DaumSiteResult): SiteAddress {
  const picked = data.userSelectedType === 'J' ? data.jibunAddress : data.roadAddress;
  const address = picked || data.address;
  const { bun, ji } = readParcelNumbers(data.jibunAddress || '');
  return {
    // The widget writes short 시/도 names ('서울'); the region filter uses the official ones.
    sigungu: composeSigungu(findSido(data.sido)?.name ?? data.sido, data.sigungu),
    address: data.buildingName ? `${address} (${data.buildingName})` : address,
    bCode: /^\d{10}$/.test(data.bcode ?? '') ? (data.bcode ?? '') : '',
    bun,
    ji,
  };
}

/** '서울특별시 강남구' from the manual selects; a 시/도 without districts (세종) stands alone. */
export function composeSigungu(si: string, gungu: string): string {
  return [si, gungu].filter(Boolean).join(' ');
}

/** Splits a stored '서울특별시 강남구' back into the manual selects. */
export function splitSigungu(sigungu: string): { si: string; gungu: string } {
  const [si = '', ...rest] = sigungu.trim().split(/\s+/).filter(Boolean);
  return { si, gungu: rest.join(' ') };
}
