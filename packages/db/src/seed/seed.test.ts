import { verify } from '@node-rs/argon2';
import { and, eq, getTableName, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle } from '../client';
import * as schema from '../schema/index';
import { toSearchQuery } from '../search';
import { createTestDatabase } from '../testing';
import { isValidBusinessNumber } from './business-number';
import { DEMO_ACCOUNTS, seedDemo, seedReference } from './index';

let handle: DatabaseHandle;
let db: Database;
let countsAfterFirstRun: Record<string, number>;

const TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

async function countAllTables(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row?.value ?? 0;
  }
  return counts;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedReference(db);
  await seedDemo(db);
  countsAfterFirstRun = await countAllTables();
});

afterAll(async () => {
  await handle?.close();
});

async function listGungus(si: string): Promise<string[]> {
  const rows = await db
    .select({ gungu: schema.regions.gungu })
    .from(schema.regions)
    .where(and(eq(schema.regions.type, 'GUNGU'), eq(schema.regions.si, si)))
    .orderBy(schema.regions.priority);
  return rows.map((row) => row.gungu ?? '');
}

describe('seedReference: regions', () => {
  it('lists the 17 시/도 under their current names', async () => {
    const rows = await db
      .select({ si: schema.regions.si })
      .from(schema.regions)
      .where(eq(schema.regions.type, 'SI'))
      .orderBy(schema.regions.priority);
    expect(rows.map((row) => row.si)).toEqual([
      '서울특별시',
      '부산광역시',
      '대구광역시',
      '인천광역시',
      '광주광역시',
      '대전광역시',
      '울산광역시',
      '세종특별자치시',
      '경기도',
      '강원특별자치도',
      '충청북도',
      '충청남도',
      '전북특별자치도',
      '전라남도',
      '경상북도',
      '경상남도',
      '제주특별자치도',
    ]);
  });

  it('has every 시/군/구 of a few 시/도', async () => {
    expect(await listGungus('서울특별시')).toHaveLength(25);
    expect(await listGungus('부산광역시')).toHaveLength(16);
    expect(await listGungus('대구광역시')).toContain('군위군');
    expect(await listGungus('대구광역시')).toHaveLength(9);
    expect(await listGungus('광주광역시')).toHaveLength(5);
    expect(await listGungus('강원특별자치도')).toHaveLength(18);
    expect(await listGungus('전라남도')).toHaveLength(22);
    expect(await listGungus('제주특별자치도')).toEqual(['제주시', '서귀포시']);
    expect(await listGungus('세종특별자치시')).toEqual(['세종특별자치시']);
  });

  it('lists cities with 일반구 through their districts', async () => {
    const gyeonggi = await listGungus('경기도');
    expect(gyeonggi).toEqual(
      expect.arrayContaining(['수원시 장안구', '성남시 분당구', '부천시 원미구', '용인시 수지구']),
    );
    expect(gyeonggi).not.toContain('수원시');
    expect(await listGungus('인천광역시')).toContain('미추홀구');
    expect(await listGungus('경상남도')).toContain('창원시 마산합포구');
  });

  it('links every 시/군/구 to its 시/도', async () => {
    const orphans = await db.execute<{ count: number }>(sql`
      select count(*)::int as count from regions child
      left join regions parent on parent.id = child.parent_id
      where child.type = 'GUNGU' and (parent.id is null or parent.si <> child.si or parent.type <> 'SI')`);
    expect(orphans.rows[0]?.count).toBe(0);
  });
});

describe('seedReference: categories', () => {
  it('builds a 3-level tree with a parent chain for every leaf', async () => {
    const result = await db.execute<{ type: string; count: number; orphans: number }>(sql`
      select c.type, count(*)::int as count,
        count(*) filter (where
          (c.type = 'DEPTH_1' and c.parent_id is not null) or
          (c.type = 'DEPTH_2' and (p.type is distinct from 'DEPTH_1')) or
          (c.type = 'DEPTH_3' and (p.type is distinct from 'DEPTH_2' or gp.type is distinct from 'DEPTH_1'))
        )::int as orphans
      from categories c
      left join categories p on p.id = c.parent_id
      left join categories gp on gp.id = p.parent_id
      group by c.type order by c.type`);
    const byType = Object.fromEntries(result.rows.map((row) => [row.type, row]));
    expect(byType.DEPTH_1?.count).toBe(6);
    expect(byType.DEPTH_2?.count).toBeGreaterThanOrEqual(40);
    expect(byType.DEPTH_3?.count).toBeGreaterThanOrEqual(150);
    expect(result.rows.map((row) => row.orphans)).toEqual([0, 0, 0]);
  });

  it('gives every trade between 3 and 8 leaves', async () => {
    const result = await db.execute<{ name: string; leaves: number }>(sql`
      select p.name, count(c.id)::int as leaves from categories p
      left join categories c on c.parent_id = p.id
      where p.type = 'DEPTH_2' group by p.name`);
    for (const row of result.rows) {
      expect(row.leaves, row.name).toBeGreaterThanOrEqual(3);
      expect(row.leaves, row.name).toBeLessThanOrEqual(8);
    }
  });

  it('puts 도배 under 실내건축 under 전문공사', async () => {
    const result = await db.execute<{ path: string }>(sql`
      select gp.name || ' > ' || p.name || ' > ' || c.name as path from categories c
      join categories p on p.id = c.parent_id join categories gp on gp.id = p.parent_id
      where c.name = '도배'`);
    expect(result.rows.map((row) => row.path)).toEqual(['전문공사 > 실내건축 > 도배']);
  });
});

describe('seedReference: other reference data', () => {
  it('ranks credit grades from AAA (1) to D (22)', async () => {
    const rows = await db
      .select({ name: schema.criGrades.name, priority: schema.criGrades.priority })
      .from(schema.criGrades)
      .orderBy(schema.criGrades.priority);
    expect(rows).toHaveLength(22);
    expect(rows[0]).toEqual({ name: 'AAA', priority: 1 });
    expect(rows[21]).toEqual({ name: 'D', priority: 22 });
  });

  it('has the licence kinds and bank codes', async () => {
    const licenseNames = (
      await db.select({ name: schema.licenses.name }).from(schema.licenses)
    ).map((row) => row.name);
    expect(licenseNames).toEqual(
      expect.arrayContaining(['토목건축공사업', '실내건축공사업', '전기공사업', '정보통신공사업']),
    );
    const [kakao] = await db
      .select({ name: schema.bankCodes.name })
      .from(schema.bankCodes)
      .where(eq(schema.bankCodes.code, '090'));
    expect(kakao?.name).toBe('카카오뱅크');
  });

  it('stores one live serviceManage row with the terms and legal details', async () => {
    const rows = await db
      .select()
      .from(schema.serviceManage)
      .where(isNull(schema.serviceManage.deletedAt));
    expect(rows).toHaveLength(1);
    const [service] = rows;
    expect(service?.companyName).toBe('(주)공사마켓');
    expect(isValidBusinessNumber(service?.businessLicense ?? '')).toBe(true);
    expect(service?.serviceTerms).toContain('제1조 (목적)');
    expect(service?.refundTerms).toContain('청약철회');
    expect(service?.privacyPolicy).toContain('개인정보 보호책임자');
  });

  it('sells point packages and the premium subscription', async () => {
    const rows = await db
      .select({ type: schema.items.type, name: schema.items.name, price: schema.items.price })
      .from(schema.items);
    expect(rows).toEqual(
      expect.arrayContaining([
        { type: 'POINT', name: '포인트 10,000', price: 10_000 },
        { type: 'SUBSCRIPTION', name: '프리미엄 구독', price: 39_000 },
      ]),
    );
  });
});

describe('seedDemo', () => {
  it('changes nothing when the seeds run again', async () => {
    await seedReference(db);
    await seedDemo(db);
    expect(await countAllTables()).toEqual(countsAfterFirstRun);
  });

  it('lists approved demo products in the mall and keeps one waiting for review', async () => {
    const rows = await db
      .select({ state: schema.innovationProducts.reviewState, value: sql<number>`count(*)::int` })
      .from(schema.innovationProducts)
      .groupBy(schema.innovationProducts.reviewState);
    expect(Object.fromEntries(rows.map((row) => [row.state, row.value]))).toEqual({
      APPROVED: 5,
      PENDING: 1,
    });
  });

  it('has at least 200 companies and 100 requests in every state', async () => {
    const [companies] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(schema.profiles)
      .where(sql`${schema.profiles.type} <> 'CONSUMER'`);
    expect(companies?.value).toBeGreaterThanOrEqual(200);
    const states = await db
      .select({ state: schema.announcements.state, value: sql<number>`count(*)::int` })
      .from(schema.announcements)
      .groupBy(schema.announcements.state);
    const total = states.reduce((sum, row) => sum + row.value, 0);
    expect(total).toBeGreaterThanOrEqual(100);
    expect(states.map((row) => row.state).sort()).toEqual([
      'CANCELED',
      'CHOOSING',
      'CHOSEN',
      'CLOSED',
      'RECRUITING',
    ]);
  });

  it("stores every demo company's categories with their ancestors in profiles.category_ids", async () => {
    const result = await db.execute<{ profiles: number; mismatches: number }>(sql`
      select count(*)::int as profiles,
        count(*) filter (where p.category_ids is distinct from coalesce((
          select array_agg(distinct a.id order by a.id)
          from profile_categories pc
          join categories c on c.id = pc.category_id
          left join categories parent on parent.id = c.parent_id
          cross join lateral (values (c.id), (c.parent_id), (parent.parent_id)) a(id)
          where pc.profile_id = p.id and a.id is not null
        ), '{}'::bigint[]))::int as mismatches
      from profiles p
      where exists (select 1 from profile_categories pc where pc.profile_id = p.id)`);
    expect(result.rows[0]?.profiles).toBeGreaterThan(100);
    expect(result.rows[0]?.mismatches).toBe(0);
  });

  it('lets every printed demo account log in with its password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db
        .select({ passwordHash: schema.users.passwordHash, role: schema.users.role })
        .from(schema.users)
        .where(eq(schema.users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(user?.role).toBe(account.role);
      expect(await verify(user?.passwordHash ?? '', account.password), account.email).toBe(true);
    }
  });

  it('gives each demo account of a profile type a profile of that type', async () => {
    const rows = await db
      .select({ email: schema.users.email, type: schema.profiles.type })
      .from(schema.users)
      .innerJoin(schema.profiles, eq(schema.profiles.userId, schema.users.id));
    const typeByEmail = new Map(rows.map((row) => [row.email, row.type]));
    for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.profileType)) {
      expect(typeByEmail.get(account.email), account.email).toBe(account.profileType);
    }
  });

  it('places companies and requests in real 시/군/구', async () => {
    const result = await db.execute<{ place: string }>(sql`
      select distinct place from (
        select sigungu as place from profiles where sigungu is not null
        union all select sigungu from announcements
      ) places
      where place not in (
        select case when si = gungu then si else si || ' ' || gungu end from regions where type = 'GUNGU'
      )`);
    expect(result.rows).toEqual([]);
  });

  it('keeps the denormalised rating, review and portfolio counts true', async () => {
    const result = await db.execute<{ count: number }>(sql`
      select count(*)::int as count from profiles p
      left join lateral (
        select count(*) as visible, coalesce(round(avg(score), 2), 0) as average
        from reviews r where r.profile_id = p.id and r.state = 'VISIBLE'
      ) r on true
      left join lateral (select count(*) as total from portfolios f where f.profile_id = p.id) f on true
      where p.review_count <> r.visible or p.rating <> r.average or p.portfolio_count <> f.total`);
    expect(result.rows[0]?.count).toBe(0);
  });

  it('gives companies valid business numbers, financial years and credit grades', async () => {
    const rows = await db
      .select({
        type: schema.profiles.type,
        businessNumber: schema.profiles.businessNumber,
        criGradeId: schema.profiles.criGradeId,
      })
      .from(schema.profiles)
      .where(sql`${schema.profiles.type} <> 'CONSUMER'`);
    expect(rows.every((row) => isValidBusinessNumber(row.businessNumber ?? ''))).toBe(true);
    expect(rows.filter((row) => row.type === 'CORPORATION').every((row) => row.criGradeId)).toBe(
      true,
    );
    const years = await db
      .selectDistinct({ year: schema.enterpriseFinancials.year })
      .from(schema.enterpriseFinancials)
      .orderBy(schema.enterpriseFinancials.year);
    expect(years.map((row) => row.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
  });

  it('finds companies by a two-syllable trade word through the bigram index', async () => {
    const query = toSearchQuery('철근');
    expect(query).not.toBeNull();
    const rows = await db
      .select({ companyName: schema.profiles.companyName })
      .from(schema.profiles)
      .where(sql`${schema.profiles.searchBigrams} @@ ${query}`);
    expect(rows.map((row) => row.companyName)).toContain('(주)대한철근건설');
  });

  it('keeps open requests open and gives chosen ones a selected company', async () => {
    const open = await db
      .select({ postingEndAt: schema.announcements.postingEndAt })
      .from(schema.announcements)
      .where(eq(schema.announcements.state, 'RECRUITING'));
    expect(open.every((row) => row.postingEndAt.getTime() > Date.now())).toBe(true);
    const withoutSelection = await db.execute<{ count: number }>(sql`
      select count(*)::int as count from announcements a
      where a.state = 'CHOSEN' and not exists (
        select 1 from announcement_applies p where p.announcement_id = a.id and p.state = 'SELECTED')`);
    expect(withoutSelection.rows[0]?.count).toBe(0);
  });

  it('gives the demo accounts wallets, a subscription and notifications', async () => {
    const wallets = await db
      .select({ email: schema.users.email, nowPoint: schema.userPoints.nowPoint })
      .from(schema.userPoints)
      .innerJoin(schema.users, eq(schema.users.id, schema.userPoints.userId));
    expect(wallets).toEqual(
      expect.arrayContaining([
        { email: 'corp@gongsa.test', nowPoint: 28_500 },
        { email: 'consumer@gongsa.test', nowPoint: 3_000 },
      ]),
    );
    const [subscription] = await db
      .select({ isCanceled: schema.subscriptions.isCanceled })
      .from(schema.subscriptions)
      .innerJoin(schema.users, eq(schema.users.id, schema.subscriptions.userId))
      .where(eq(schema.users.email, 'subscriber@gongsa.test'));
    expect(subscription?.isCanceled).toBe(false);
    const [unread] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(schema.notifications)
      .innerJoin(schema.users, eq(schema.users.id, schema.notifications.userId))
      .where(
        and(eq(schema.users.email, 'consumer@gongsa.test'), eq(schema.notifications.isRead, false)),
      );
    expect(unread?.value).toBeGreaterThan(0);
  });
});
