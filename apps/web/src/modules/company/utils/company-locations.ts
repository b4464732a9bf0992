import { findSido } from '@gongsa/domain';

/**
 * Region filter values (SPEC §2 `locations`): '서울특별시' is the whole 시/도, '서울특별시 강남구' one
 * 시/군/구. 세종특별자치시 has no 시/군/구, so its only district row names the 시/도 itself.
 */
export function formatLocation(si: string, gungu: string | null | undefined): string {
  return gungu && gungu !== si ? `${si} ${gungu}` : si;
}

/** The 시/도 a location value belongs to ('서울특별시 강남구' → '서울특별시'). */
export function readLocationSi(location: string): string {
  const [si = ''] = location.split(' ');
  return si;
}

/** Whether a location value is a whole 시/도. */
export function isWholeSi(location: string): boolean {
  return !location.includes(' ');
}

/**
 * Ticks or unticks '전체' of a 시/도: ticking it replaces the 시/도's districts by the whole 시/도,
 * since the whole already contains them.
 */
export function toggleWholeSi(locations: readonly string[], si: string): string[] {
  if (locations.includes(si)) return locations.filter((location) => location !== si);
  return [...locations.filter((location) => readLocationSi(location) !== si), si];
}

/** Ticks or unticks one 시/군/구; ticking it narrows a whole-시/도 choice down to the district. */
export function toggleDistrict(locations: readonly string[], location: string): string[] {
  if (locations.includes(location)) return locations.filter((value) => value !== location);
  const si = readLocationSi(location);
  return [...locations.filter((value) => value !== si), location];
}

/** Chip text: '서울 전체', '서울 강남구'. */
export function labelLocation(location: string): string {
  const si = readLocationSi(location);
  const shortName = findSido(si)?.shortName ?? si;
  const rest = location.slice(si.length).trim();
  return rest ? `${shortName} ${rest}` : `${shortName} 전체`;
}
