import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, getTableName, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from './client';
import { migrate, MIGRATIONS_FOLDER } from './migrate';
import * as schema from './schema/index';
import { backfillChoseong } from './backfill';
import { toNameSearchColumns, toSearchQuery, toSearchVector } from './search';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});

afterAll(async () => {
  await handle?.close();
});

let sequence = 0;

async function createUser(email = `user${++sequence}@example.com`) {
  const [user] = await db
    .insert(schema.users)
    .values({ email, nickname: `회원${sequence}` })
    .returning();
  return user!;
}

async function createCompany(companyName: string) {
  const user = await createUser();
  const [profile] = await db
    .insert(schema.profiles)
    .values({
      userId: user.id,
      type: 'CORPORATION',
      uniqueId: `ABC${String(++sequence).padStart(6, '0')}`,
      companyName,
      searchBigrams: toSearchVector(companyName),
    })
    .returning();
  return { user, profile: profile! };
}

/** The PostgreSQL error behind Drizzle's wrapper: what the database refused, and why. */
async function rejectionOf(
  operation: Promise<unknown>,
): Promise<{ code?: string; constraint?: string }> {
  try {
    await operation;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return cause as { code?: string; constraint?: string };
  }
  throw new Error('the database accepted a row it should have refused');
}

async function explain(query: ReturnType<typeof sql>): Promise<string> {
  // Tiny test tables make a sequential scan cheapest; forbid it to see whether an index applies.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query}`);
    return result.rows.map((row) => Object.values(row).join('')).join('\n');
  });
}

function schemaTableNames(): string[] {
  return Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable));
}

async function publicTableNames(database: Database): Promise<string[]> {
  const result = await database.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  return result.rows.map((row) => row.tablename);
}

describe('migrations', () => {
  it('apply to a fresh PGlite database and create every table of the schema', async () => {
    const fresh = await createDatabase({ dataDir: 'memory://' });
    try {
      await migrate(fresh.db, fresh.driver);
      const expected = schemaTableNames();
      expect(expected.length).toBeGreaterThan(60);
      expect((await publicTableNames(fresh.db)).sort()).toEqual(expected.sort());
    } finally {
      await fresh.close();
    }
  });

  it('leave the test database with the same tables', async () => {
    expect((await publicTableNames(db)).sort()).toEqual(schemaTableNames().sort());
  });

  it('can run again on a migrated database without changing anything', async () => {
    await migrate(db, handle.driver);
    const applied = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(
      await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(applied.rows[0]?.count).toBe(journal.entries.length);
  });

  it('define relations that every relational query can load', async () => {
    const queries = db.query as unknown as Record<
      string,
      { findFirst(config: { with: Record<string, true> }): Promise<unknown> }
    >;
    for (const [name, table] of Object.entries(db._.schema!)) {
      const withAll = Object.fromEntries(
        Object.keys(table.relations).map((relation) => [relation, true as const]),
      );
      await expect(queries[name]!.findFirst({ with: withAll }), name).resolves.toBeUndefined();
    }
  });
});

describe('pg_trgm', () => {
  it('is loaded and compares Hangul text', async () => {
    const result = await db.execute(
      sql`select similarity('대한철근콘크리트', '철근콘크리트') as score, cardinality(show_trgm('콘크리트')) as grams`,
    );
    expect(Number(result.rows[0]?.score)).toBeGreaterThan(0.3);
    // Zero trigrams here would mean LC_CTYPE = C: the index would silently match nothing.
    expect(Number(result.rows[0]?.grams)).toBeGreaterThan(0);
  });

  it('serves an ILIKE search on a Hangul category name from the trigram index', async () => {
    await db.insert(schema.categories).values([
      { type: 'DEPTH_2', name: '철근·콘크리트공사', code: 'T-TRGM-1' },
      { type: 'DEPTH_2', name: '도장공사', code: 'T-TRGM-2' },
    ]);
    const search = sql`select name from categories where name ilike ${'%콘크리트%'}`;
    expect(await explain(search)).toContain('categories_name_trgm_idx');
    const found = await db
      .select({ name: schema.categories.name })
      .from(schema.categories)
      .where(sql`${schema.categories.name} ilike ${'%콘크리트%'}`);
    expect(found).toEqual([{ name: '철근·콘크리트공사' }]);
  });
});

describe('CHECK constraints', () => {
  it('refuse a negative point balance', async () => {
    const user = await createUser();
    const rejection = await rejectionOf(
      db.insert(schema.userPoints).values({ userId: user.id, nowPoint: -1 }),
    );
    // A negative balance breaks both the balance check and "the given part ≤ the balance".
    expect(rejection).toMatchObject({
      code: '23514',
      constraint: expect.stringMatching(/^user_points_(now|free)_point_check$/),
    });
  });

  it('refuse a review score of 6', async () => {
    const { profile } = await createCompany('평점건설');
    const reviewer = await createUser();
    const rejection = await rejectionOf(
      db.insert(schema.reviews).values({
        userId: reviewer.id,
        profileId: profile.id,
        score: 6,
        context: '최고예요',
      }),
    );
    expect(rejection).toMatchObject({ code: '23514', constraint: 'reviews_score_check' });
  });

  it('refuse posting day 8 but accept 30', async () => {
    const { user, profile } = await createCompany('게시기간건설');
    const announcement = (postingDay: number) => ({
      userId: user.id,
      profileId: profile.id,
      uniqueId: `B${++sequence}`,
      workType: 'NEW_WORK' as const,
      orderType: 'PRIVATE' as const,
      fieldInfo: 'RESIDENCE' as const,
      servicePriceType: 'OVER_1000_LESSTHEN_3000' as const,
      postingDay,
      postingEndAt: new Date(Date.now() + postingDay * 86_400_000),
    });
    const rejection = await rejectionOf(db.insert(schema.announcements).values(announcement(8)));
    expect(rejection).toMatchObject({
      code: '23514',
      constraint: 'announcements_posting_day_check',
    });
    await expect(db.insert(schema.announcements).values(announcement(30))).resolves.toBeDefined();
  });
});

describe('users.email', () => {
  it('is unique among live users', async () => {
    await createUser('same@example.com');
    const rejection = await rejectionOf(createUser('same@example.com'));
    expect(rejection).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
  });

  it('can be reused once the previous owner left (soft delete)', async () => {
    const leaver = await createUser('left@example.com');
    await db
      .update(schema.users)
      .set({ state: 'LEFT', deletedAt: new Date() })
      .where(eq(schema.users.id, leaver.id));
    const newcomer = await createUser('left@example.com');
    const live = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(eq(schema.users.email, 'left@example.com'), isNull(schema.users.deletedAt)));
    expect(live).toEqual([{ id: newcomer.id }]);
  });
});

describe('bigram search', () => {
  it("finds the two-syllable term '철근' inside '대한철근콘크리트' through the tsvector index", async () => {
    await createCompany('대한철근콘크리트');
    await createCompany('한빛도장');
    const query = toSearchQuery('철근')!;
    const found = await db
      .select({ companyName: schema.profiles.companyName })
      .from(schema.profiles)
      .where(sql`${schema.profiles.searchBigrams} @@ ${query}`);
    expect(found).toEqual([{ companyName: '대한철근콘크리트' }]);
    const plan = await explain(sql`select id from profiles where search_bigrams @@ ${query}`);
    expect(plan).toContain('profiles_search_bigrams_idx');
  });
});

describe('초성 search', () => {
  it('finds a two-jamo query through the bigram index and a longer one through pg_trgm', async () => {
    const { profile } = await createCompany('초성철근건설');
    await db
      .update(schema.profiles)
      .set(toNameSearchColumns('초성철근건설'))
      .where(eq(schema.profiles.id, profile.id));
    const query = toSearchQuery('ㅊㄱ')!;
    const found = await db
      .select({ id: schema.profiles.id })
      .from(schema.profiles)
      .where(
        sql`${schema.profiles.searchBigrams} @@ ${query} and ${schema.profiles.choseong} ilike '%ㅊㄱ%'`,
      );
    expect(found).toEqual([{ id: profile.id }]);
    const bigramPlan = await explain(sql`select id from profiles where search_bigrams @@ ${query}`);
    expect(bigramPlan).toContain('profiles_search_bigrams_idx');
    const trigramPlan = await explain(
      sql`select id from profiles where choseong ilike ${'%ㅊㅅㅊㄱ%'}`,
    );
    expect(trigramPlan).toContain('profiles_choseong_trgm_idx');
  });

  it('backfills choseong for names written without it, once', async () => {
    const { profile } = await createCompany('백필도장');
    const [category] = await db
      .insert(schema.categories)
      .values({ type: 'DEPTH_1', name: '백필공사', code: `BACKFILL-${++sequence}` })
      .returning();
    await backfillChoseong(db);
    const [filled] = await db
      .select({ choseong: schema.profiles.choseong })
      .from(schema.profiles)
      .where(eq(schema.profiles.id, profile.id));
    expect(filled).toEqual({ choseong: 'ㅂㅍㄷㅈ' });
    const [filledCategory] = await db
      .select({ choseong: schema.categories.choseong })
      .from(schema.categories)
      .where(eq(schema.categories.id, category!.id));
    expect(filledCategory).toEqual({ choseong: 'ㅂㅍㄱㅅ' });
    const found = await db
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(sql`${schema.categories.searchBigrams} @@ ${toSearchQuery('ㅂㅍ')!}`);
    expect(found).toEqual([{ id: category!.id }]);
    expect(await backfillChoseong(db)).toBe(0);
  });
});
