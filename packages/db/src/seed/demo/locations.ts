import { ADDRESS_DETAILS, ROAD_NAMES } from '../data/names';
import { SIDO_LIST, type SidoSeed } from '../data/regions';
import { type Random } from '../random';

export interface DemoAddress {
  si: string;
  siShortName: string;
  gungu: string;
  /**
   * '시/도 시/군/구' as profiles.sigungu and announcements.sigungu store it; 세종 (whose only
   * GUNGU row repeats the 시/도 name) is just '세종특별자치시'.
   */
  sigungu: string;
  address: string;
  addressDetail: string;
  postCode: string;
  latitude: number;
  longitude: number;
  /** 시군구 code, for building a 법정동 code; null when the district code is synthetic. */
  gunguCode: string | null;
}

/** Share of the population (and so of demo companies and requests) per 시/도, in percent. */
const SIDO_WEIGHTS: Readonly<Record<string, number>> = {
  서울: 19,
  부산: 6.5,
  대구: 4.6,
  인천: 5.8,
  광주: 2.7,
  대전: 2.8,
  울산: 2.1,
  세종: 0.8,
  경기: 26,
  강원: 3,
  충북: 3.1,
  충남: 4.1,
  전북: 3.4,
  전남: 3.5,
  경북: 5,
  경남: 6.4,
  제주: 1.3,
};

/** First two digits of the 5-digit postcodes of each 시/도 (inclusive range). */
const POSTCODE_PREFIXES: Readonly<Record<string, readonly [number, number]>> = {
  서울: [1, 8],
  부산: [46, 49],
  대구: [41, 43],
  인천: [21, 23],
  광주: [61, 62],
  대전: [34, 35],
  울산: [44, 45],
  세종: [30, 30],
  경기: [10, 18],
  강원: [24, 26],
  충북: [27, 29],
  충남: [31, 33],
  전북: [54, 56],
  전남: [57, 59],
  경북: [36, 40],
  경남: [50, 53],
  제주: [63, 63],
};

export const AREA_CODES: Readonly<Record<string, string>> = {
  서울: '02',
  부산: '051',
  대구: '053',
  인천: '032',
  광주: '062',
  대전: '042',
  울산: '052',
  세종: '044',
  경기: '031',
  강원: '033',
  충북: '043',
  충남: '041',
  전북: '063',
  전남: '061',
  경북: '054',
  경남: '055',
  제주: '064',
};

/** How far (degrees) demo points spread around the 시/도 centre: cities are compact. */
function getJitter(sido: SidoSeed): [number, number] {
  if (sido.shortName === '서울') return [0.05, 0.08];
  if (sido.shortName === '제주') return [0.08, 0.3];
  if (sido.name.endsWith('광역시') || sido.shortName === '세종') return [0.06, 0.07];
  return [0.3, 0.35];
}

export function findSido(shortName: string): SidoSeed {
  const sido = SIDO_LIST.find((candidate) => candidate.shortName === shortName);
  if (!sido) throw new Error(`Unknown 시/도 ${shortName}`);
  return sido;
}

export function pickSido(random: Random): SidoSeed {
  const shortName = random.pickWeighted(
    Object.entries(SIDO_WEIGHTS).map(([name, weight]) => [name, weight] as const),
  );
  return findSido(shortName);
}

export function createAddress(random: Random, sido: SidoSeed, gunguName?: string): DemoAddress {
  const gungu = gunguName
    ? sido.gungus.find(([, name]) => name === gunguName)
    : random.pick(sido.gungus);
  if (!gungu) throw new Error(`Unknown 시/군/구 ${gunguName ?? ''} in ${sido.name}`);
  const [gunguCode, gunguLabel] = gungu;
  const isSejong = gunguLabel === sido.name;
  const road = random.pick(ROAD_NAMES);
  const street = random.chance(0.35)
    ? `${road}${random.int(1, 80)}번길 ${random.int(1, 60)}`
    : `${road} ${random.int(1, 480)}`;
  const sigungu = isSejong ? sido.name : `${sido.name} ${gunguLabel}`;
  const [prefixMin, prefixMax] = POSTCODE_PREFIXES[sido.shortName] ?? [1, 1];
  const [latitudeJitter, longitudeJitter] = getJitter(sido);
  return {
    si: sido.name,
    siShortName: sido.shortName,
    gungu: gunguLabel,
    sigungu,
    address: `${sigungu} ${street}`,
    addressDetail: random.pick(ADDRESS_DETAILS),
    postCode: `${String(random.int(prefixMin, prefixMax)).padStart(2, '0')}${String(random.int(0, 999)).padStart(3, '0')}`,
    latitude: round(sido.latitude + (random.next() * 2 - 1) * latitudeJitter, 6),
    longitude: round(sido.longitude + (random.next() * 2 - 1) * longitudeJitter, 6),
    gunguCode: /^\d{5}$/.test(gunguCode) ? gunguCode : null,
  };
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
