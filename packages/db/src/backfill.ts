import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from './client';
import { categories } from './schema/categories';
import { profiles } from './schema/profiles';
import { toNameSearchColumns } from './search';

const BACKFILL_BATCH_SIZE = 500;

/*
 * Migration 0002 added `choseong` and 초성 bigrams, but 초성 are computed in JavaScript (es-hangul),
 * so SQL cannot fill rows that existed before it. This fills every row whose name is set and whose
 * choseong is still null; once done it finds nothing, so running it on every start is cheap.
 */
async function backfillTable(
  db: Database,
  table: typeof profiles | typeof categories,
  nameColumn: typeof profiles.companyName | typeof categories.name,
): Promise<number> {
  let updated = 0;
  // Walk by id: names without 초성 stay null, so re-reading "the first null rows" could stall on them.
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select({ id: table.id, name: nameColumn })
      .from(table)
      .where(and(isNull(table.choseong), isNotNull(nameColumn), gt(table.id, lastId)))
      .orderBy(asc(table.id))
      .limit(BACKFILL_BATCH_SIZE);
    const filled = rows.filter((row) => toNameSearchColumns(row.name).choseong !== null);
    for (const row of filled) {
      await db.update(table).set(toNameSearchColumns(row.name)).where(eq(table.id, row.id));
    }
    updated += filled.length;
    if (rows.length < BACKFILL_BATCH_SIZE) return updated;
    lastId = rows.at(-1)?.id ?? lastId;
  }
}

/** Fills `choseong` and the 초성 bigrams of profiles and categories written before migration 0002. */
export async function backfillChoseong(db: Database): Promise<number> {
  const profileCount = await backfillTable(db, profiles, profiles.companyName);
  const categoryCount = await backfillTable(db, categories, categories.name);
  return profileCount + categoryCount;
}
