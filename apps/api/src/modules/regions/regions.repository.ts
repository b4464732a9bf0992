import { regions, escapeLike } from '@gongsa/db';
import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type RegionRow = {
  id: number;
  type: 'SI' | 'GUNGU';
  si: string;
  gungu: string | null;
  code: string | null;
};

export async function selectSigunguList(
  db: Database,
  si: string,
  keyword: string | null,
): Promise<RegionRow[]> {
  return db
    .select({
      id: regions.id,
      type: regions.type,
      si: regions.si,
      gungu: regions.gungu,
      code: regions.code,
    })
    .from(regions)
    .where(
      and(
        eq(regions.type, 'GUNGU'),
        eq(regions.si, si),
        isNull(regions.deletedAt),
        keyword ? ilike(regions.gungu, `%${escapeLike(keyword)}%`) : undefined,
      ),
    )
    .orderBy(asc(regions.priority), asc(regions.gungu), asc(regions.id));
}

/** True when the 시/군/구 is a live region of the 시/도 (full names, as sigunguList answers). */
export async function isLiveSigungu(db: Database, si: string, gungu: string): Promise<boolean> {
  const [row] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(
      and(
        eq(regions.type, 'GUNGU'),
        eq(regions.si, si),
        eq(regions.gungu, gungu),
        isNull(regions.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
