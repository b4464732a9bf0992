/** Test fixtures for notifications, written straight to the database (a repository). */
import { categories, devices, follows, notificationOutbox, users } from '@gongsa/db';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../app/database';

/** The leaf's trade (DEPTH_2) and top group, as a company's category_ids holds them with it. */
export async function selectCategoryLineageForTest(
  db: Database,
  leafId: number,
): Promise<number[]> {
  const [leaf] = await db.select().from(categories).where(eq(categories.id, leafId));
  const [trade] = await db.select().from(categories).where(eq(categories.id, leaf!.parentId!));
  return [leafId, trade!.id, trade!.parentId!];
}

/**
 * `count` company accounts in one statement each (users, profiles, devices): business profiles
 * with the given trades and place, `keyword` on, a push token `token-<userId>` each.
 */
export async function insertCompaniesForTest(
  db: Database,
  options: {
    count: number;
    categoryIds: number[];
    latitude?: number | null;
    longitude?: number | null;
    locationRange?: number | null;
    isKeywordNoti?: boolean;
    categoryRange?: number[];
    type?: 'CORPORATION' | 'CONSUMER';
    withDevice?: boolean;
  },
): Promise<number[]> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const inserted = await db.execute<{ id: string }>(sql`
    insert into ${users} (email, name, nickname, phone_number, is_keyword_noti,
      notification_location_range, notification_category_range)
    select 'bulk-' || ${tag} || '-' || g || '@gongsa.test', '업체' || g, '업체' || g,
      '0105' || lpad(g::text, 7, '0'), ${options.isKeywordNoti ?? true},
      ${options.locationRange ?? null}::integer, ${JSON.stringify(options.categoryRange ?? [])}::jsonb
    from generate_series(1, ${options.count}) g
    returning id`);
  const userIds = inserted.rows.map((row) => Number(row.id));
  const ids = sql`array[${sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`;
  const categoryIds = sql`array[${sql.join(
    options.categoryIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`;
  await db.execute(sql`
    insert into profiles (user_id, type, unique_id, company_name, latitude, longitude, category_ids)
    select u, ${options.type ?? 'CORPORATION'}::profile_type,
      'BLK' || lpad((u % 1000000)::text, 6, '0'), '벌크건설' || u,
      ${options.latitude ?? null}::float8, ${options.longitude ?? null}::float8, ${categoryIds}
    from unnest(${ids}) u`);
  if (options.withDevice ?? true) {
    await db.execute(sql`
      insert into ${devices} (user_id, fcm_registration_token, os)
      select u, 'token-' || u, 'web' from unnest(${ids}) u`);
  }
  return userIds;
}

export async function insertFollowForTest(db: Database, followerId: number, followingId: number) {
  await db.insert(follows).values({ followerId, followingId });
}

export async function countOutboxForTest(db: Database): Promise<{ total: number; keys: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      keys: sql<number>`count(distinct ${notificationOutbox.dedupKey})::int`,
    })
    .from(notificationOutbox);
  return row!;
}

/** Jobs of a queue ever created (waiting, done or archived). */
export async function countJobsForTest(db: Database, name: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select ((select count(*) from pgboss.job where name = ${name})
      + (select count(*) from pgboss.archive where name = ${name}))::int as count`);
  return Number(result.rows[0]!.count);
}

export async function selectJobStartAfterForTest(db: Database, name: string): Promise<Date[]> {
  const result = await db.execute<{ start_after: string | Date }>(sql`
    select start_after from pgboss.job where name = ${name} and state = 'created' order by start_after`);
  return result.rows.map((row) => new Date(row.start_after));
}
