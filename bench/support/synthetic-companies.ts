import { toSearchBigrams, type Database } from '@gongsa/db';
import { sql } from 'drizzle-orm';
// The seed's company-name prefixes, so the bench searches names shaped like the demo's.
import { COMPANY_PREFIXES as PREFIXES } from '../../packages/db/src/seed/data/names';

/*
 * Company-like names for the search bench: prefix + trade word + suffix, from a seeded generator
 * so every run searches the same data. The trade words decide how selective each search term is
 * (철 matches four of them, 철근 and 콘크리트 one, 태양광 one).
 */

const TRADES = [
  '철근콘크리트',
  '인테리어',
  '방수',
  '도장',
  '전기',
  '설비',
  '토건',
  '조경',
  '철강',
  '창호',
  '타일',
  '석재',
  '건축',
  '철물',
  '미장',
  '금속',
  '냉난방',
  '소방',
  '통신',
  '리모델링',
  '도배',
  '철거',
  '비계',
  '포장',
  '준설',
  '상하수도',
  '기계',
  '엔지니어링',
  '하우징',
  '태양광',
] as const;

const SUFFIXES = [
  '건설',
  '산업',
  '종합건설',
  '이앤씨',
  '개발',
  '기업',
  '테크',
  '',
  '',
  '',
] as const;

function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function generateCompanyNames(total: number, seed = 20_261_102): string[] {
  const random = createRandom(seed);
  return Array.from({ length: total }, () => {
    const name = `${pick(PREFIXES, random)}${pick(TRADES, random)}${pick(SUFFIXES, random)}`;
    const form = random();
    if (form < 0.25) return `(주)${name}`;
    if (form < 0.35) return `${name} 주식회사`;
    return name;
  });
}

const BATCH_SIZE = 5_000;

/**
 * Inserts one user and one CORPORATION profile per name, with search_bigrams filled the way the
 * application fills it (toSearchBigrams). unique_id 'XBN' + number keeps clear of the demo
 * seed's A/B/C ids. Rows travel as one JSON parameter per batch, which both drivers accept.
 */
export async function insertSyntheticCompanies(db: Database, names: readonly string[]) {
  for (let start = 0; start < names.length; start += BATCH_SIZE) {
    const batch = names.slice(start, start + BATCH_SIZE).map((companyName, offset) => ({
      n: start + offset + 1,
      company_name: companyName,
      bigrams: toSearchBigrams(companyName),
    }));
    await db.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          as t(n integer, company_name text, bigrams text)
      ), new_users as (
        insert into users (email, nickname)
        select 'bench-' || n || '@bench.gongsa.test', company_name from input
        returning id, email
      )
      insert into profiles (user_id, type, unique_id, company_name, search_bigrams, si, sigungu)
      select u.id, 'CORPORATION', 'XBN' || lpad(i.n::text, 6, '0'), i.company_name,
             to_tsvector('simple', i.bigrams), '서울특별시', '서울특별시 강남구'
      from input i
      join new_users u on u.email = 'bench-' || i.n || '@bench.gongsa.test'
    `);
  }
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze profiles`);
}
