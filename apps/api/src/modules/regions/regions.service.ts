import type { AppDependencies } from '../../context';
import { selectSigunguList, type RegionRow } from './regions.repository';

export type RegionView = RegionRow;

/** The 시/군/구 of one 시/도 (full name, e.g. 서울특별시), optionally filtered by a keyword. */
export async function listSigungu(
  deps: Pick<AppDependencies, 'db'>,
  si: string,
  keyword: string | null | undefined,
): Promise<RegionView[]> {
  const normalizedSi = si.normalize('NFC').trim();
  if (normalizedSi === '') return [];
  const normalizedKeyword = keyword?.normalize('NFC').trim() || null;
  return selectSigunguList(deps.db, normalizedSi, normalizedKeyword);
}
