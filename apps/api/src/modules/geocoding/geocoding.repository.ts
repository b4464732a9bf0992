import { SIDO_LIST } from '@gongsa/db';

export type Coordinates = { latitude: number; longitude: number };

/** The approximate centre of a 시/도 from the region reference data, by official name. */
export function findSidoCentre(sidoName: string): Coordinates | null {
  const sido = SIDO_LIST.find((candidate) => candidate.name === sidoName);
  return sido ? { latitude: sido.latitude, longitude: sido.longitude } : null;
}
