import { findSido } from '@gongsa/domain';

export type GeocodeQuery = {
  /** The road or parcel address as the wizard sends it; may lack the region in the manual fallback. */
  address: string;
  /** '서울특별시 강남구' as chosen in the wizard. */
  sigungu?: string | null;
};

export type GeocodeResult = {
  latitude: number;
  longitude: number;
  /** True when the point stands for an area (a 시/도 centre, a whole road), not the address itself. */
  isApproximate: boolean;
};

/**
 * Turns an address into coordinates. Never throws: an address it cannot place, or a provider
 * that fails, answers null, because coordinates only improve a request and must not block it.
 */
export interface Geocoder {
  geocode(query: GeocodeQuery): Promise<GeocodeResult | null>;
}

export type GeocoderConfig =
  { driver: 'local' } | { driver: 'http'; baseUrl: string; apiKey: string };

function readFirstWord(text: string | null | undefined): string {
  return text?.trim().split(/\s+/)[0] ?? '';
}

/**
 * The text to look up: the address alone when it already starts with a 시/도, otherwise the
 * 시/군/구 in front of it, since the manual fallback lets a user type '테헤란로 123' only.
 */
export function toGeocodeText(query: GeocodeQuery): string {
  const address = query.address.trim();
  const sigungu = query.sigungu?.trim() ?? '';
  if (sigungu === '' || findSido(readFirstWord(address))) return address;
  return address === '' ? sigungu : `${sigungu} ${address}`;
}

/** The official 시/도 name the query is in: the first word of sigungu, else of the address. */
export function findQuerySidoName(query: GeocodeQuery): string | null {
  const sido = findSido(readFirstWord(query.sigungu)) ?? findSido(readFirstWord(query.address));
  return sido?.name ?? null;
}
