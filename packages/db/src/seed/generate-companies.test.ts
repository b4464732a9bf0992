import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '../client';
import { syncProfileCategoryIds } from '../profile-category-ids';
import { toChoseong, toSearchQuery } from '../search';
import { createTestDatabase } from '../testing';
import { generateCompanies, type GenerateCompaniesResult } from './generate-companies';

const COUNT = 120;

let handle: DatabaseHandle;
let result: GenerateCompaniesResult;

async function selectRows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return (await handle.db.execute<T>(query)).rows;
}

beforeAll(async () => {
  handle = await createTestDatabase({ seed: 'reference' });
  // Two small batches, so the second one must continue the first one's ids.
  result = await generateCompanies(handle.db, { count: COUNT, batchSize: 50 });
});

afterAll(async () => {
  await handle?.close();
});

describe('generateCompanies', () => {
  it('inserts one listed business profile per user, with what the /company filters read', async () => {
    expect(result.users).toBe(COUNT);
    expect(result.profiles).toBe(COUNT);
    const [summary] = await selectRows<{
      profiles: number;
      consumers: number;
      withoutCategory: number;
      withoutLocation: number;
      withoutChoseong: number;
    }>(sql`
      select count(*)::int as profiles,
        count(*) filter (where type = 'CONSUMER')::int as consumers,
        count(*) filter (where not exists (
          select 1 from profile_categories pc where pc.profile_id = profiles.id))::int as "withoutCategory",
        count(*) filter (where si is null or sigungu is null or latitude is null)::int as "withoutLocation",
        count(*) filter (where choseong is null or search_bigrams is null)::int as "withoutChoseong"
      from profiles`);
    expect(summary).toEqual({
      profiles: COUNT,
      consumers: 0,
      withoutCategory: 0,
      withoutLocation: 0,
      withoutChoseong: 0,
    });
  });

  it('links companies to DEPTH_3 categories only and copies the newest financial year', async () => {
    const nonLeaves = await selectRows(sql`
      select 1 from profile_categories pc join categories c on c.id = pc.category_id
      where c.type <> 'DEPTH_3'`);
    expect(nonLeaves).toHaveLength(0);
    const mismatches = await selectRows(sql`
      select p.id from profiles p
      join lateral (select sales_amount from enterprise_financials f
        where f.profile_id = p.id order by year desc limit 1) latest on true
      where p.latest_sales_amount is distinct from latest.sales_amount`);
    expect(mismatches).toHaveLength(0);
    expect(result.enterpriseFinancials).toBeGreaterThan(COUNT);
  });

  it('fills category_ids exactly as syncProfileCategoryIds computes them', async () => {
    const read = () =>
      selectRows<{ id: number; categoryIds: unknown }>(
        sql`select id, category_ids::text as "categoryIds" from profiles order by id`,
      );
    const generated = await read();
    expect(generated.every((row) => row.categoryIds !== '{}')).toBe(true);
    await syncProfileCategoryIds(handle.db);
    expect(await read()).toEqual(generated);
  });

  it('stores the name search columns the API searches (bigrams and 초성)', async () => {
    const [company] = await selectRows<{ companyName: string; choseong: string }>(
      sql`select company_name as "companyName", choseong from profiles order by id limit 1`,
    );
    expect(company?.choseong).toBe(toChoseong(company?.companyName));
    const word = Array.from(company?.companyName.replace(/\(주\)|주식회사|\s/g, '') ?? '')
      .slice(0, 2)
      .join('');
    const query = toSearchQuery(word);
    expect(query).not.toBeNull();
    const found = await selectRows(
      sql`select id from profiles where search_bigrams @@ ${query} and company_name ilike ${`%${word}%`}`,
    );
    expect(found.length).toBeGreaterThan(0);
  });

  it('appends on a second run without clashing ids and moves the sequences past them', async () => {
    await generateCompanies(handle.db, { count: 10, seed: 7 });
    const [counts] = await selectRows<{ users: number; profiles: number }>(
      sql`select (select count(*)::int from users) as users, (select count(*)::int from profiles) as profiles`,
    );
    expect(counts).toEqual({ users: COUNT + 10, profiles: COUNT + 10 });
    const [inserted] = await selectRows<{ id: number | string }>(
      sql`insert into users (email) values ('after-generate@bench.gongsa.test') returning id`,
    );
    expect(Number(inserted?.id)).toBe(COUNT + 11);
  });
});
