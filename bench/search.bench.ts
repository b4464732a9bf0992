/*
 * Korean name search: the SQL shape of categoriesByName (apps/api categories.repository.ts) on the
 * seeded categories, then the same shape on company names at a larger, synthetic scale. Each case
 * runs 50 timed iterations after a warm-up; EXPLAIN ANALYZE shows which index served it.
 */
import { categories, profiles, toBigramQuery, type Database } from '@gongsa/db';
import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { searchCategoriesByName } from '../apps/api/src/modules/categories/categories.repository';
import { CATEGORY_SEARCH_LIMIT } from '../apps/api/src/modules/categories/categories.service';
import {
  describeBenchDatabase,
  openTestDatabase,
  readBenchDriver,
  readServerVersion,
} from './support/database';
import { runBenchScript, type BenchReport, type Section } from './support/report';
import { computePercentile, formatMs, measureMs } from './support/stats';
import { generateCompanyNames, insertSyntheticCompanies } from './support/synthetic-companies';

const WARM_UP_ITERATIONS = 5;
const TIMED_ITERATIONS = 50;
const SYNTHETIC_COMPANIES = Number(process.env.BENCH_SYNTHETIC_COMPANIES ?? 20_000);
/** One page of a company list. */
const COMPANY_PAGE_SIZE = 20;

type Strategy = 'repository' | 'ilike-only' | 'word-similarity';

type SearchCase = { label: string; term: string; strategy: Strategy };

const CASES: SearchCase[] = [
  { label: '1 syllable: ILIKE (repository)', term: '철', strategy: 'repository' },
  {
    label: '2 syllables: bigram tsvector @@ + ILIKE recheck (repository)',
    term: '철근',
    strategy: 'repository',
  },
  { label: '2 syllables: plain ILIKE, no bigram column', term: '철근', strategy: 'ilike-only' },
  {
    label: '3 syllables: ILIKE on gin_trgm_ops (repository)',
    term: '태양광',
    strategy: 'repository',
  },
  {
    label: '4 syllables: ILIKE on gin_trgm_ops (repository)',
    term: '콘크리트',
    strategy: 'repository',
  },
  {
    label: '4 syllables: pg_trgm word similarity (<%)',
    term: '콘크리트',
    strategy: 'word-similarity',
  },
];

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** matchWord of categories.repository.ts, generalised to any name + search_bigrams pair. */
function buildMatch(strategy: Strategy, term: string, name: PgColumn, bigrams: PgColumn): SQL {
  if (strategy === 'word-similarity') return sql`${term} <% ${name}`;
  const contains = ilike(name, `%${escapeLike(term)}%`);
  const bigramQuery =
    strategy === 'repository' && Array.from(term).length === 2 ? toBigramQuery(term) : null;
  return bigramQuery === null
    ? contains
    : (and(sql`${bigrams} @@ to_tsquery('simple', ${bigramQuery})`, contains) as SQL);
}

function buildRank(strategy: Strategy, term: string, name: PgColumn): SQL {
  return strategy === 'word-similarity'
    ? sql`word_similarity(${term}, ${name}) desc`
    : sql`case when ${name} = ${term} then 0 when ${name} ilike ${`${escapeLike(term)}%`} then 1 else 2 end`;
}

const parent = alias(categories, 'parent');
const grandparent = alias(categories, 'grandparent');

/** searchCategoriesByName for a one-word phrase: same joins, filter, order and limit. */
function buildCategorySearch(db: Database, searchCase: SearchCase) {
  const { strategy, term } = searchCase;
  return db
    .select({
      id: categories.id,
      name: categories.name,
      parentName: parent.name,
      grandparentName: grandparent.name,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .leftJoin(grandparent, eq(grandparent.id, parent.parentId))
    .where(
      and(
        isNull(categories.deletedAt),
        buildMatch(strategy, term, categories.name, categories.searchBigrams),
      ),
    )
    .orderBy(
      buildRank(strategy, term, categories.name),
      desc(categories.type),
      asc(categories.code),
    )
    .limit(CATEGORY_SEARCH_LIMIT);
}

function buildCategoryCount(db: Database, searchCase: SearchCase) {
  return db
    .select({ value: count() })
    .from(categories)
    .where(
      and(
        isNull(categories.deletedAt),
        buildMatch(searchCase.strategy, searchCase.term, categories.name, categories.searchBigrams),
      ),
    );
}

/** The same shape on profiles.company_name, one page of companies. */
function buildCompanySearch(db: Database, searchCase: SearchCase) {
  const { strategy, term } = searchCase;
  return db
    .select({ id: profiles.id, companyName: profiles.companyName })
    .from(profiles)
    .where(
      and(
        isNull(profiles.deletedAt),
        buildMatch(strategy, term, profiles.companyName, profiles.searchBigrams),
      ),
    )
    .orderBy(buildRank(strategy, term, profiles.companyName), asc(profiles.id))
    .limit(COMPANY_PAGE_SIZE);
}

function buildCompanyCount(db: Database, searchCase: SearchCase) {
  return db
    .select({ value: count() })
    .from(profiles)
    .where(
      and(
        isNull(profiles.deletedAt),
        buildMatch(
          searchCase.strategy,
          searchCase.term,
          profiles.companyName,
          profiles.searchBigrams,
        ),
      ),
    );
}

type Target = {
  search: (db: Database, searchCase: SearchCase) => { getSQL(): SQL } & PromiseLike<unknown[]>;
  count: (db: Database, searchCase: SearchCase) => PromiseLike<Array<{ value: number }>>;
};

const CATEGORY_TARGET: Target = { search: buildCategorySearch, count: buildCategoryCount };
const COMPANY_TARGET: Target = { search: buildCompanySearch, count: buildCompanyCount };

type CaseResult = {
  searchCase: SearchCase;
  matches: number;
  returned: number;
  p50: number;
  p95: number;
  plan: string;
  scans: string;
};

/** The scan nodes of a plan, e.g. "Bitmap Index Scan on profiles_search_bigrams_idx". */
function summarizeScans(plan: string): string {
  const scans = plan
    .split('\n')
    .map((line) => line.replace(/^[\s->]+/, '').replace(/\s+\(.*$/, ''))
    .filter((line) => /Scan( using| on|$)/.test(line));
  return [...new Set(scans)].join('; ');
}

async function explain(db: Database, query: SQL): Promise<string> {
  const result = await db.execute<{ 'QUERY PLAN': string }>(
    sql`explain (analyze, costs off, timing off, summary off) ${query}`,
  );
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function runCase(db: Database, target: Target, searchCase: SearchCase): Promise<CaseResult> {
  for (let index = 0; index < WARM_UP_ITERATIONS; index += 1) {
    await target.search(db, searchCase);
  }
  const samples: number[] = [];
  let returned = 0;
  for (let index = 0; index < TIMED_ITERATIONS; index += 1) {
    const { ms, value } = await measureMs(async () => target.search(db, searchCase));
    samples.push(ms);
    returned = value.length;
  }
  const [matches] = await target.count(db, searchCase);
  const plan = await explain(db, target.search(db, searchCase).getSQL());
  return {
    searchCase,
    matches: matches?.value ?? 0,
    returned,
    p50: computePercentile(samples, 50),
    p95: computePercentile(samples, 95),
    plan,
    scans: summarizeScans(plan),
  };
}

/** The bench's copy of the query must return what the API's repository returns. */
async function checkAgainstRepository(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const searchCase of CASES.filter((candidate) => candidate.strategy === 'repository')) {
    const [ours, theirs] = await Promise.all([
      buildCategorySearch(db, searchCase),
      searchCategoriesByName(
        db,
        { words: [searchCase.term], phrase: searchCase.term },
        CATEGORY_SEARCH_LIMIT,
      ),
    ]);
    const ourIds = ours.map((row) => row.id).join(',');
    const theirIds = theirs.map((row) => row.id).join(',');
    if (ourIds !== theirIds) problems.push(`${searchCase.term}: bench ${ourIds} ≠ API ${theirIds}`);
  }
  return problems;
}

function toSection(
  heading: string,
  paragraphs: string[],
  results: CaseResult[],
  options: { withPlans: boolean },
): Section {
  return {
    heading,
    paragraphs,
    table: {
      columns: ['case', 'term', 'matches', 'returned', 'p50 ms', 'p95 ms', 'scans (EXPLAIN)'],
      numericColumns: [2, 3, 4, 5],
      rows: results.map((result) => [
        result.searchCase.label,
        result.searchCase.term,
        result.matches,
        result.returned,
        formatMs(result.p50),
        formatMs(result.p95),
        result.scans,
      ]),
    },
    blocks: (options.withPlans ? results : []).map((result) => ({
      title: `EXPLAIN ANALYZE — ${result.searchCase.label}, '${result.searchCase.term}':`,
      text: result.plan,
    })),
  };
}

async function countTable(db: Database, table: typeof categories | typeof profiles) {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

function findResult(results: CaseResult[], strategy: Strategy, term: string): CaseResult {
  const result = results.find(
    (candidate) => candidate.searchCase.strategy === strategy && candidate.searchCase.term === term,
  );
  if (!result) throw new Error(`no result for ${strategy} ${term}`);
  return result;
}

async function runSearchBench(): Promise<BenchReport> {
  const driver = readBenchDriver();
  const handle = await openTestDatabase('demo');
  try {
    const { db } = handle;
    const version = await readServerVersion(db);
    const mismatches = await checkAgainstRepository(db);

    const categoryCount = await countTable(db, categories);
    const categoryResults: CaseResult[] = [];
    for (const searchCase of CASES) {
      categoryResults.push(await runCase(db, CATEGORY_TARGET, searchCase));
    }

    const names = generateCompanyNames(SYNTHETIC_COMPANIES);
    const insert = await measureMs(() => insertSyntheticCompanies(db, names));
    const companyCount = await countTable(db, profiles);
    const companyResults: CaseResult[] = [];
    for (const searchCase of CASES) {
      companyResults.push(await runCase(db, COMPANY_TARGET, searchCase));
    }

    const bigram = findResult(companyResults, 'repository', '철근');
    const plainIlike = findResult(companyResults, 'ilike-only', '철근');
    const trigram = findResult(companyResults, 'repository', '콘크리트');
    const oneSyllable = findResult(companyResults, 'repository', '철');
    const method = `${WARM_UP_ITERATIONS} warm-up then ${TIMED_ITERATIONS} timed iterations per case, sequential, measured in the bench process around the Drizzle call (so driver round-trip and row decoding are included). Percentiles are nearest-rank.`;

    return {
      title: `Name search (${driver})`,
      highlights: [
        `${companyCount.toLocaleString('en-US')} companies, p50: 철 (ILIKE) ${formatMs(oneSyllable.p50)} ms; 철근 bigram ${formatMs(bigram.p50)} ms vs plain ILIKE ${formatMs(plainIlike.p50)} ms; 콘크리트 trigram ILIKE ${formatMs(trigram.p50)} ms`,
        `plain ILIKE takes ${(plainIlike.p50 / bigram.p50).toFixed(1)}× the bigram query's p50 for 철근, and 철 (no bigram, no trigram) ${(oneSyllable.p50 / trigram.p50).toFixed(1)}× the trigram query's for 콘크리트`,
        `plans on the companies: 철근 bigram → ${bigram.scans}; plain ILIKE → ${plainIlike.scans}; 콘크리트 → ${trigram.scans}`,
      ],
      sections: [
        {
          heading: 'Setup',
          paragraphs: [
            `${describeBenchDatabase(driver)}, migrated and seeded with reference + demo data (createTestDatabase({ seed: 'demo' })). Server: ${version}.`,
            `Synthetic scale: ${SYNTHETIC_COMPANIES.toLocaleString('en-US')} generated company names (prefix + trade word + suffix, seeded generator) inserted as users + CORPORATION profiles with search_bigrams from toSearchBigrams, then VACUUM ANALYZE: ${formatMs(insert.ms)} ms.`,
            mismatches.length === 0
              ? "The bench's category query returned the same rows, in the same order, as the API's searchCategoriesByName for every repository case."
              : `The bench's category query differs from the API's searchCategoriesByName: ${mismatches.join('; ')}.`,
            method,
          ],
        },
        toSection(
          `Seeded categories (${categoryCount} rows), categoriesByName shape, limit ${CATEGORY_SEARCH_LIMIT}`,
          [
            'Two self-joins for the ancestor chain, ordered exact → prefix → rest, leaves first, as the API does. At this size the planner is free to ignore the indexes, so only the scan nodes are listed.',
          ],
          categoryResults,
          { withPlans: false },
        ),
        toSection(
          `Companies (${companyCount.toLocaleString('en-US')} profiles), same shape on company_name, limit ${COMPANY_PAGE_SIZE}`,
          [
            'profiles_search_bigrams_idx (GIN on the bigram tsvector) and profiles_company_name_trgm_idx (GIN gin_trgm_ops) are the indexes in play.',
            'Word similarity uses pg_trgm’s default threshold (0.6) and orders by word_similarity. It finds fewer companies than ILIKE because pg_trgm pads each word with spaces: inside a compound name such as 대한철근콘크리트건설 only 2 of the 5 trigrams of 콘크리트 match, so it counts only where the term touches a word boundary.',
          ],
          companyResults,
          { withPlans: true },
        ),
      ],
    };
  } finally {
    await handle.close();
  }
}

await runBenchScript(runSearchBench);
