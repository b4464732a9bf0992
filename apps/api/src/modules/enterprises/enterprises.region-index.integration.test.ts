/*
 * Trade + 시/도 — the common /company filter — answered through the (시/도, 추천순, id, trades)
 * btree of migration 0009 (an ordered walk that stops after a page, an index-only capped count)
 * must answer exactly what the other plans answer: the same pages in the same order, the same
 * cursors, the same counts, also right after a company changes its region or trades.
 * The test database is small, so the planner would rarely pick that index on its own: each check
 * runs once with the default plan and once with sequential and bitmap scans switched off (which
 * leaves the btree), inside a transaction.
 */
import { profileCategories, profiles, syncProfileCategoryIds, users } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../app/database';
import { encodeCursor, toPageRequest } from '../../platform/pagination';
import { selectLeafCategoryIdsForTest } from '../../testing/companies.repository';
import {
  countEnterprises,
  countEnterprisesUpTo,
  selectEnterprisePage,
  type EnterpriseListFilter,
} from './enterprises.repository';

const REGIONS = ['서울특별시', '부산광역시', '경기도'] as const;
const COMPANY_COUNT = 60;
const PAGE_SIZE = 7;

type Plan = 'default' | 'btree';

describe('trade + 시/도 through the region btree (migration 0009)', () => {
  let database: DatabaseHandle;
  let tradeIds: number[] = [];

  /** Runs read on the given plan: 'btree' leaves only index scans to the planner. */
  async function onPlan<T>(plan: Plan, read: (db: Database) => Promise<T>): Promise<T> {
    if (plan === 'default') return read(database.db);
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return read(tx as unknown as Database);
    });
  }

  /** Every page of the list (추천순) as ids, the cursors' sort values, and the capped count. */
  async function readList(plan: Plan, filter: EnterpriseListFilter) {
    return onPlan(plan, async (db) => {
      const pages: { id: number; sortKey: number }[][] = [];
      let after: string | undefined;
      for (;;) {
        const request = toPageRequest({ first: PAGE_SIZE, ...(after ? { after } : {}) });
        const rows = await selectEnterprisePage(db, {
          filter,
          sort: 'RECOMMENDED',
          origin: null,
          request,
          isCardOnly: true,
        });
        const page = rows.slice(0, PAGE_SIZE).map((row) => ({ id: row.id, sortKey: row.sortKey }));
        pages.push(page);
        if (rows.length <= PAGE_SIZE) break;
        const last = page[page.length - 1]!;
        after = encodeCursor({ sortValue: last.sortKey, id: last.id, sortKey: 'RECOMMENDED' });
      }
      return {
        pages,
        cappedCount: await countEnterprisesUpTo(db, filter, 10),
        exactCount: await countEnterprises(db, filter),
      };
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'reference' });
    tradeIds = await selectLeafCategoryIdsForTest(database.db, 3);
    for (let index = 0; index < COMPANY_COUNT; index += 1) {
      const [user] = await database.db
        .insert(users)
        .values({ email: `region-index-${index}@gongsa.test`, nickname: `지역${index}` })
        .returning({ id: users.id });
      const [profile] = await database.db
        .insert(profiles)
        .values({
          userId: user!.id,
          type: index % 11 === 0 ? 'CONSUMER' : 'CORPORATION',
          uniqueId: `RGN${String(index).padStart(6, '0')}`,
          companyName: `지역건설${index}`,
          // Few distinct progress and rating values: many ties, broken by id.
          progress: (index % 4) * 25,
          rating: (index % 3) + 0.5,
          si: REGIONS[index % REGIONS.length],
          sigungu: `${REGIONS[index % REGIONS.length]} 중구`,
          isView: index % 13 !== 0,
        })
        .returning({ id: profiles.id });
      await database.db
        .insert(profileCategories)
        .values(
          tradeIds
            .filter((_, position) => (index + position) % 2 === 0)
            .map((categoryId) => ({ profileId: profile!.id, categoryId })),
        );
      await syncProfileCategoryIds(database.db, [profile!.id]);
    }
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('answers the same pages, cursors and counts on the btree as on the default plan', async () => {
    const filters: EnterpriseListFilter[] = [
      { categoryIds: [tradeIds[0]!], siList: ['서울특별시'] },
      { categoryIds: [tradeIds[1]!, tradeIds[2]!], siList: ['부산광역시'] },
      { siList: ['경기도'] },
    ];
    for (const filter of filters) {
      const expected = await readList('default', filter);
      expect(expected.pages.flat().length).toBeGreaterThan(PAGE_SIZE);
      expect(expected.exactCount).toBe(expected.pages.flat().length);
      expect(expected.cappedCount).toBe(Math.min(expected.exactCount, 11));
      expect(await readList('btree', filter)).toEqual(expected);
    }
  });

  it('counts and lists a company in its new region and trades right after it changes them', async () => {
    const filter: EnterpriseListFilter = { categoryIds: [tradeIds[0]!], siList: ['서울특별시'] };
    const before = await readList('btree', filter);
    const [moving] = await database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.si, '부산광역시'))
      .orderBy(asc(profiles.id))
      .limit(1);
    const movingId = moving!.id;
    expect(before.pages.flat().map((row) => row.id)).not.toContain(movingId);

    await database.db
      .update(profiles)
      .set({ si: '서울특별시', sigungu: '서울특별시 중구', progress: 100, rating: 5 })
      .where(eq(profiles.id, movingId));
    await database.db
      .insert(profileCategories)
      .values({ profileId: movingId, categoryId: tradeIds[0]! })
      .onConflictDoNothing();
    await syncProfileCategoryIds(database.db, [movingId]);

    for (const plan of ['default', 'btree'] as const) {
      const after = await readList(plan, filter);
      expect(after.exactCount).toBe(before.exactCount + 1);
      expect(after.cappedCount).toBe(Math.min(after.exactCount, 11));
      // Progress 100 and rating 5 put it first in 추천순.
      expect(after.pages[0]![0]!.id).toBe(movingId);
    }
  });

  /** profile_listed_categories as migration 0012's trigger must keep it, from profiles itself. */
  async function readListedCategories() {
    const kept = await database.db.execute<{ row: string }>(sql`
      select concat_ws(':', category_id, si, profile_id) as row from profile_listed_categories
      order by 1`);
    const derived = await database.db.execute<{ row: string }>(sql`
      select concat_ws(':', category_id, si, id) as row
      from profiles, unnest(category_ids) as category_id
      where deleted_at is null and is_view and type <> 'CONSUMER'
      order by 1`);
    return { kept: kept.rows.map((r) => r.row), derived: derived.rows.map((r) => r.row) };
  }

  it('keeps the one-trade count table exact through leaving, hiding, type, trade and region changes (migration 0012)', async () => {
    const filters: EnterpriseListFilter[] = [
      { categoryIds: [tradeIds[1]!] },
      { categoryIds: [tradeIds[1]!], siList: ['부산광역시'] },
      { categoryIds: [tradeIds[1]!], siList: ['부산광역시', '경기도'] },
    ];
    const expectCountsMatchPages = async () => {
      const table = await readListedCategories();
      expect(table.kept.length).toBeGreaterThan(0);
      expect(table.kept).toEqual(table.derived);
      for (const filter of filters) {
        const list = await readList('default', filter);
        expect(list.exactCount).toBe(list.pages.flat().length);
        expect(list.cappedCount).toBe(Math.min(list.exactCount, 11));
      }
    };
    await expectCountsMatchPages();

    const listed = await database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        sql`${profiles.categoryIds} && array[${tradeIds[1]!}]::bigint[] and ${profiles.isView}
        and ${profiles.deletedAt} is null and ${profiles.type} <> 'CONSUMER'`,
      )
      .orderBy(asc(profiles.id))
      .limit(5);
    const [leaving, hiding, becomingConsumer, droppingTrade, moving] = listed.map((row) => row.id);
    const before = await readList('default', filters[0]!);

    await database.db
      .update(profiles)
      .set({ deletedAt: new Date() })
      .where(eq(profiles.id, leaving!));
    await database.db.update(profiles).set({ isView: false }).where(eq(profiles.id, hiding!));
    await database.db
      .update(profiles)
      .set({ type: 'CONSUMER' })
      .where(eq(profiles.id, becomingConsumer!));
    await database.db
      .delete(profileCategories)
      .where(eq(profileCategories.profileId, droppingTrade!));
    await syncProfileCategoryIds(database.db, [droppingTrade!]);
    await database.db
      .update(profiles)
      .set({ si: '경기도', sigungu: '경기도 중구' })
      .where(eq(profiles.id, moving!));
    // An update that touches none of the columns keeps the rows (the trigger does not fire).
    await database.db.update(profiles).set({ progress: 50 }).where(eq(profiles.id, moving!));

    await expectCountsMatchPages();
    expect((await readList('default', filters[0]!)).exactCount).toBe(before.exactCount - 4);

    // Coming back lists the company again, and a removed row goes with its profile.
    await database.db.update(profiles).set({ deletedAt: null }).where(eq(profiles.id, leaving!));
    await database.db.update(profiles).set({ isView: true }).where(eq(profiles.id, hiding!));
    await expectCountsMatchPages();
    expect((await readList('default', filters[0]!)).exactCount).toBe(before.exactCount - 2);
    await database.db.delete(profiles).where(eq(profiles.id, hiding!));
    await expectCountsMatchPages();
  });

  it('counts one trade from the kept table, which a TRUNCATE of profiles empties too', async () => {
    const rollback = new Error('rollback');
    const filter: EnterpriseListFilter = { categoryIds: [tradeIds[1]!], siList: ['경기도'] };
    const seen = await database.db
      .transaction(async (tx) => {
        const db = tx as unknown as Database;
        const before = await countEnterprises(db, filter);
        // A row only the kept table has: the one-trade count must read it (profiles do not).
        await db.execute(sql`insert into profile_listed_categories (category_id, si, profile_id)
          values (${tradeIds[1]!}, '경기도', -1)`);
        const withExtraRow = {
          exact: await countEnterprises(db, filter),
          capped: await countEnterprisesUpTo(db, filter, 1_000),
        };
        await db.execute(sql`truncate profiles cascade`);
        const left = await db.execute<{ count: number }>(
          sql`select count(*)::int as count from profile_listed_categories`,
        );
        throw Object.assign(rollback, {
          seen: { before, withExtraRow, leftAfterTruncate: left.rows[0]!.count },
        });
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
        return (error as Error & { seen: unknown }).seen as {
          before: number;
          withExtraRow: { exact: number; capped: number };
          leftAfterTruncate: number;
        };
      });
    expect(seen.before).toBeGreaterThan(0);
    expect(seen.withExtraRow).toEqual({ exact: seen.before + 1, capped: seen.before + 1 });
    expect(seen.leftAfterTruncate).toBe(0);
  });
});
