// Its own module, not constants.ts: the shell's first load reads constants (tabs, cookie and
// search keys) but never the 시/도 table, which only lists, filters and addresses need.

export interface Sido {
  /** Official name as written in addresses. */
  name: string;
  /** The short form used in filters, chips and region labels. */
  shortName: string;
}

/** The 17 first-level divisions in the official (행정안전부) order. */
export const SIDOS: readonly Sido[] = [
  { name: '서울특별시', shortName: '서울' },
  { name: '부산광역시', shortName: '부산' },
  { name: '대구광역시', shortName: '대구' },
  { name: '인천광역시', shortName: '인천' },
  { name: '광주광역시', shortName: '광주' },
  { name: '대전광역시', shortName: '대전' },
  { name: '울산광역시', shortName: '울산' },
  { name: '세종특별자치시', shortName: '세종' },
  { name: '경기도', shortName: '경기' },
  { name: '강원특별자치도', shortName: '강원' },
  { name: '충청북도', shortName: '충북' },
  { name: '충청남도', shortName: '충남' },
  { name: '전북특별자치도', shortName: '전북' },
  { name: '전라남도', shortName: '전남' },
  { name: '경상북도', shortName: '경북' },
  { name: '경상남도', shortName: '경남' },
  { name: '제주특별자치도', shortName: '제주' },
];
export const SIDO_NAMES: readonly string[] = SIDOS.map((sido) => sido.name);
export const SIDO_SHORT_NAMES: readonly string[] = SIDOS.map((sido) => sido.shortName);

/**
 * Addresses from older data and some postcode services still use the names before 강원 (2023)
 * and 전북 (2024) became special self-governing provinces.
 */
const FORMER_SIDO_NAMES: Readonly<Record<string, string>> = {
  강원도: '강원특별자치도',
  전라북도: '전북특별자치도',
  제주도: '제주특별자치도',
  세종시: '세종특별자치시',
};

/** Finds a 시/도 by its official, short or former name. */
export function findSido(name: string): Sido | undefined {
  const trimmed = name.trim();
  const official = FORMER_SIDO_NAMES[trimmed] ?? trimmed;
  return SIDOS.find((sido) => sido.name === official || sido.shortName === official);
}
