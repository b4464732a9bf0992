import { sql } from 'drizzle-orm';
import { type Database, type Transaction } from '../client';
import { toChoseong, toNameSearchBigrams } from '../search';
import { COMPANY_PREFIXES, REGIONAL_PREFIXES } from './data/names';
import { getTradeProfile, TRADE_WEIGHTS } from './demo/catalog';
import { createCompanyRegistry, generateCompany, type GeneratedCompany } from './demo/companies';
import { pickSido } from './demo/locations';
import { createPersonName } from './demo/people';
import { type DemoBusinessType } from './demo/types';
import { createRandom, type Random } from './random';

/*
 * Bulk company data for benchmarks: N companies shaped like the demo's (generateCompany: trades,
 * DEPTH_3 categories, licences, an address with 시/도·시/군/구 and coordinates, five financial years,
 * a credit grade) plus review and portfolio counts, inserted straight into the tables the /company
 * list reads. Each batch travels as one JSON parameter per table (jsonb_to_recordset), which both
 * drivers accept and which is far cheaper than thousands of bound parameters. Ids are allocated
 * here, above the current maximum, so child rows need no round trip to learn their parent's id.
 *
 * Not part of seedDemo: 100,000 companies take about a minute and have no place in tests.
 */

export interface GenerateCompaniesOptions {
  /** How many companies (users + business profiles). */
  count: number;
  /** Same seed, same companies. */
  seed?: number;
  /** Companies per INSERT batch. */
  batchSize?: number;
  /** The "today" that join dates and portfolio dates count back from. */
  now?: Date;
  onProgress?: (inserted: number, total: number) => void;
}

export interface GenerateCompaniesResult {
  users: number;
  profiles: number;
  profileCategories: number;
  profileLicenses: number;
  profileAddresses: number;
  enterpriseFinancials: number;
  enterpriseCredits: number;
  elapsedMs: number;
}

export const GENERATED_COMPANY_EMAIL_DOMAIN = 'bench.gongsa.test';
const DEFAULT_SEED = 20_261_122;
const DEFAULT_BATCH_SIZE = 2_000;
const DEFAULT_NOW = new Date(Date.UTC(2026, 10, 1));

/** Share of each business type among listed companies. */
const TYPE_WEIGHTS: ReadonlyArray<readonly [DemoBusinessType, number]> = [
  ['CORPORATION', 55],
  ['PRIVATE_BUSINESS', 33],
  ['ENGINEER', 12],
];

/** Endings real firms append to prefix + trade word; '' keeps plain names common. */
const NAME_ENDINGS = [
  '',
  '',
  '',
  '',
  '건설',
  '산업',
  '개발',
  '기술',
  '이앤씨',
  '테크',
  '엔지니어링',
  '시스템',
  '종합',
] as const;

type ColumnType =
  'bigint' | 'bigint[]' | 'integer' | 'text' | 'boolean' | 'date' | 'timestamptz' | 'jsonb';

interface TableSpec {
  name: string;
  columns: ReadonlyArray<readonly [column: string, type: ColumnType | 'float8' | 'numeric']>;
  /** SELECT expressions that differ from the plain column, e.g. a tsvector built from text. */
  expressions?: Readonly<Record<string, string>>;
}

const USERS: TableSpec = {
  name: 'users',
  columns: [
    ['id', 'bigint'],
    ['email', 'text'],
    ['name', 'text'],
    ['realname', 'text'],
    ['nickname', 'text'],
    ['phone_number', 'text'],
    ['joined_at', 'timestamptz'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
    ['last_login_at', 'timestamptz'],
    ['latitude', 'float8'],
    ['longitude', 'float8'],
    ['is_marketing_noti', 'boolean'],
    ['is_allow_geolocation', 'boolean'],
    ['is_allow_third_party', 'boolean'],
  ],
};

const PROFILES: TableSpec = {
  name: 'profiles',
  columns: [
    ['id', 'bigint'],
    ['user_id', 'bigint'],
    ['type', 'text'],
    ['unique_id', 'text'],
    ['progress', 'integer'],
    ['rate_of_creation', 'integer'],
    ['is_nice_certified', 'boolean'],
    ['can_issue', 'boolean'],
    ['is_view', 'boolean'],
    ['latitude', 'float8'],
    ['longitude', 'float8'],
    ['business_number', 'text'],
    ['business_number_verified_at', 'timestamptz'],
    ['company_code', 'text'],
    ['company_type', 'text'],
    ['company_name', 'text'],
    ['main_business', 'text'],
    ['fax_number', 'text'],
    ['created_day', 'date'],
    ['staff_count', 'integer'],
    ['settle_account_day', 'text'],
    ['description', 'text'],
    ['is_tax_bill_issue', 'boolean'],
    ['is_rent_ledger_submit_possible', 'boolean'],
    ['main_business_price', 'bigint'],
    ['owner_name', 'text'],
    ['phone_number', 'text'],
    ['email', 'text'],
    ['manager_name', 'text'],
    ['manager_phone_number', 'text'],
    ['manager_email', 'text'],
    ['main_category_id', 'bigint'],
    ['main_sub_category_id', 'bigint'],
    ['si', 'text'],
    ['sigungu', 'text'],
    ['cri_grade_id', 'bigint'],
    ['latest_sales_amount', 'bigint'],
    ['rating', 'numeric'],
    ['review_count', 'integer'],
    ['portfolio_count', 'integer'],
    ['search_bigrams', 'text'],
    ['choseong', 'text'],
    ['category_ids', 'bigint[]'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  expressions: {
    type: 'type::profile_type',
    search_bigrams: "to_tsvector('simple', search_bigrams)",
  },
};

const PROFILE_CATEGORIES: TableSpec = {
  name: 'profile_categories',
  columns: [
    ['profile_id', 'bigint'],
    ['category_id', 'bigint'],
  ],
};

const PROFILE_LICENSES: TableSpec = {
  name: 'profile_licenses',
  columns: [
    ['profile_id', 'bigint'],
    ['license_id', 'bigint'],
    ['registration_number', 'text'],
  ],
};

const PROFILE_ADDRESSES: TableSpec = {
  name: 'profile_addresses',
  columns: [
    ['profile_id', 'bigint'],
    ['sort_index', 'integer'],
    ['is_first', 'boolean'],
    ['post_code', 'text'],
    ['address', 'text'],
    ['address_detail', 'text'],
    ['sigungu', 'text'],
    ['latitude', 'float8'],
    ['longitude', 'float8'],
  ],
};

const ENTERPRISE_FINANCIALS: TableSpec = {
  name: 'enterprise_financials',
  columns: [
    ['profile_id', 'bigint'],
    ['year', 'integer'],
    ['sales_amount', 'bigint'],
    ['business_sales_amount', 'bigint'],
    ['assets', 'bigint'],
    ['liabilities', 'bigint'],
    ['capital_stock', 'bigint'],
    ['operating_profit', 'bigint'],
    ['net_income', 'bigint'],
  ],
};

const ENTERPRISE_CREDITS: TableSpec = {
  name: 'enterprise_credits',
  columns: [
    ['profile_id', 'bigint'],
    ['cri_grade_id', 'bigint'],
    ['public_amount', 'bigint'],
    ['private_amount', 'bigint'],
    ['evaluated_at', 'date'],
    ['fault_info', 'jsonb'],
  ],
};

type Row = Record<string, unknown>;

/** INSERT … SELECT FROM jsonb_to_recordset($1): one parameter however many rows. */
async function insertJsonRows(tx: Transaction, spec: TableSpec, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  // Identifiers and types come from the constant specs above, never from input.
  const names = spec.columns.map(([column]) => column);
  const definitions = spec.columns.map(([column, type]) => `${column} ${type}`).join(', ');
  const selects = names.map((column) => spec.expressions?.[column] ?? column).join(', ');
  await tx.execute(
    sql`insert into ${sql.raw(spec.name)} (${sql.raw(names.join(', '))}) select ${sql.raw(selects)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(${sql.raw(definitions)})`,
  );
}

async function loadIdMap(
  tx: Transaction,
  table: string,
  key: string,
): Promise<Map<string, number>> {
  const result = await tx.execute<{ id: number | string; key: string }>(
    sql`select id, ${sql.raw(key)} as key from ${sql.raw(table)}`,
  );
  return new Map(result.rows.map((row) => [row.key, Number(row.id)]));
}

async function readMaxId(tx: Transaction, table: string): Promise<number> {
  const result = await tx.execute<{ max: number | string | null }>(
    sql`select max(id) as max from ${sql.raw(table)}`,
  );
  return Number(result.rows[0]?.max ?? 0);
}

async function loadTexts(tx: Transaction, query: string): Promise<string[]> {
  const result = await tx.execute<{ value: string }>(sql.raw(query));
  return result.rows.map((row) => row.value);
}

function requireId(map: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined)
    throw new Error(`generateCompanies: ${what} ${key} not found (run seedReference first)`);
  return id;
}

function pickType(random: Random): DemoBusinessType {
  return random.pickWeighted(TYPE_WEIGHTS);
}

function pickTrade(random: Random, type: DemoBusinessType): string {
  return random.pickWeighted(
    TRADE_WEIGHTS.filter(([, , types]) => types.includes(type)).map(
      ([code, weight]) => [code, weight] as const,
    ),
  );
}

/**
 * A name like the ones on real directories: prefix + trade word + ending in the usual corporate
 * forms, or the owner's name + trade word for one-person businesses. Duplicates are allowed, as
 * in reality (the same name in two cities); the demo's unique-name generator runs out of
 * combinations long before 100,000.
 */
function createName(
  random: Random,
  type: DemoBusinessType,
  tradeCode: string,
  siShortName: string,
  ownerName: string,
): string {
  const word = random.pick(getTradeProfile(tradeCode).words);
  if (type !== 'CORPORATION' && random.chance(0.25)) return `${ownerName}${word}`;
  const regional = REGIONAL_PREFIXES[siShortName] ?? [];
  const prefix =
    regional.length > 0 && random.chance(0.2)
      ? random.pick(regional)
      : random.pick(COMPANY_PREFIXES);
  const ending = random.pick(NAME_ENDINGS);
  const core = word.endsWith(ending) ? `${prefix}${word}` : `${prefix}${word}${ending}`;
  if (type !== 'CORPORATION') return core;
  const form = random.next();
  return form < 0.55
    ? `(주)${core}`
    : form < 0.8
      ? `주식회사 ${core}`
      : form < 0.9
        ? `${core}(주)`
        : core;
}

/** About half the companies have reviews; scores lean high, as on most review platforms. */
function createReviewStats(random: Random): { rating: number; reviewCount: number } {
  if (!random.chance(0.55)) return { rating: 0, reviewCount: 0 };
  const reviewCount = Math.max(1, Math.round(random.logUniform(1, 180)));
  const rating = Math.min(5, Math.max(1, 5 - random.logUniform(0.05, 3)));
  return { rating: Math.round(rating * 100) / 100, reviewCount };
}

interface ReferenceIds {
  categories: Map<string, number>;
  /** Category id → parent id (null for DEPTH_1). */
  categoryParents: Map<number, number | null>;
  licenses: Map<string, number>;
  criGrades: Map<string, number>;
}

const TABLES = {
  users: USERS,
  profiles: PROFILES,
  profileCategories: PROFILE_CATEGORIES,
  profileLicenses: PROFILE_LICENSES,
  profileAddresses: PROFILE_ADDRESSES,
  enterpriseFinancials: ENTERPRISE_FINANCIALS,
  enterpriseCredits: ENTERPRISE_CREDITS,
} as const;

type TableKey = keyof typeof TABLES;

function createBatch(): Record<TableKey, Row[]> {
  return {
    users: [],
    profiles: [],
    profileCategories: [],
    profileLicenses: [],
    profileAddresses: [],
    enterpriseFinancials: [],
    enterpriseCredits: [],
  };
}

/** What syncProfileCategoryIds stores: every category of the profile with its ancestors, sorted. */
function collectCategoryIds(codes: readonly string[], ref: ReferenceIds): number[] {
  const ids = new Set<number>();
  for (const code of codes) {
    let id: number | null | undefined = requireId(ref.categories, code, 'category');
    while (id !== null && id !== undefined && !ids.has(id)) {
      ids.add(id);
      id = ref.categoryParents.get(id);
    }
  }
  return [...ids].sort((a, b) => a - b);
}

const FAULT_INFO_COLUMNS = ['처분일', '처분기관', '처분내용', '처분사유'];

function toRows(
  company: GeneratedCompany,
  ids: { userId: number; profileId: number },
  reviewStats: { rating: number; reviewCount: number },
  ref: ReferenceIds,
  out: Record<TableKey, Row[]>,
): void {
  const { user, profile } = company;
  const { userId, profileId } = ids;
  const address = profile.address;
  const latest = profile.financials[profile.financials.length - 1];
  out.users.push({
    id: userId,
    email: user.email,
    name: user.name,
    realname: user.name,
    nickname: user.nickname,
    phone_number: user.phoneNumber,
    joined_at: user.joinedAt.toISOString(),
    created_at: user.joinedAt.toISOString(),
    updated_at: user.joinedAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    latitude: user.latitude,
    longitude: user.longitude,
    is_marketing_noti: user.isMarketingNoti,
    is_allow_geolocation: user.isAllowGeolocation,
    is_allow_third_party: user.isAllowThirdParty,
  });
  out.profiles.push({
    id: profileId,
    user_id: userId,
    type: profile.type,
    unique_id: profile.uniqueId,
    progress: profile.progress,
    rate_of_creation: profile.rateOfCreation,
    is_nice_certified: profile.isNiceCertified,
    can_issue: profile.canIssue,
    is_view: profile.isView,
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
    business_number: profile.businessNumber,
    // Demo companies are seeded as confirmed, as if checked at sign-up (ADR 0022).
    business_number_verified_at: profile.businessNumber ? profile.createdAt.toISOString() : null,
    company_code: profile.companyCode,
    company_type: profile.companyType,
    company_name: profile.companyName,
    main_business: profile.mainBusiness,
    fax_number: profile.faxNumber,
    created_day: profile.createdDay,
    staff_count: profile.staffCount,
    settle_account_day: profile.settleAccountDay,
    description: profile.description,
    is_tax_bill_issue: profile.isTaxBillIssue,
    is_rent_ledger_submit_possible: profile.isRentLedgerSubmitPossible,
    main_business_price: profile.mainBusinessPrice,
    owner_name: profile.ownerName,
    phone_number: profile.phoneNumber,
    email: profile.email,
    manager_name: profile.managerName,
    manager_phone_number: profile.managerPhoneNumber,
    manager_email: profile.managerEmail,
    main_category_id: profile.mainCategoryCode
      ? requireId(ref.categories, profile.mainCategoryCode, 'category')
      : null,
    main_sub_category_id: profile.mainSubCategoryCode
      ? requireId(ref.categories, profile.mainSubCategoryCode, 'category')
      : null,
    si: address?.si ?? null,
    sigungu: address?.sigungu ?? null,
    cri_grade_id: profile.credit
      ? requireId(ref.criGrades, profile.credit.criGrade, 'CRI grade')
      : null,
    latest_sales_amount: latest?.salesAmount ?? null,
    rating: reviewStats.rating,
    review_count: reviewStats.reviewCount,
    portfolio_count: profile.portfolios.length,
    // The same values toNameSearchColumns gives the application's writes (bigrams of name + 초성).
    search_bigrams: profile.companyName ? toNameSearchBigrams(profile.companyName) : null,
    choseong: toChoseong(profile.companyName),
    category_ids: collectCategoryIds(profile.categoryCodes, ref),
    created_at: profile.createdAt.toISOString(),
    updated_at: profile.createdAt.toISOString(),
  });
  for (const code of new Set(profile.categoryCodes)) {
    out.profileCategories.push({
      profile_id: profileId,
      category_id: requireId(ref.categories, code, 'category'),
    });
  }
  for (const license of profile.licenses) {
    out.profileLicenses.push({
      profile_id: profileId,
      license_id: requireId(ref.licenses, license.code, 'licence'),
      registration_number: license.registrationNumber,
    });
  }
  if (address) {
    out.profileAddresses.push({
      profile_id: profileId,
      sort_index: 0,
      is_first: true,
      post_code: address.postCode,
      address: address.address,
      address_detail: address.addressDetail,
      sigungu: address.sigungu,
      latitude: address.latitude,
      longitude: address.longitude,
    });
  }
  for (const year of profile.financials) {
    out.enterpriseFinancials.push({
      profile_id: profileId,
      year: year.year,
      sales_amount: year.salesAmount,
      business_sales_amount: year.businessSalesAmount,
      assets: year.assets,
      liabilities: year.liabilities,
      capital_stock: year.capitalStock,
      operating_profit: year.operatingProfit,
      net_income: year.netIncome,
    });
  }
  if (profile.credit) {
    out.enterpriseCredits.push({
      profile_id: profileId,
      cri_grade_id: requireId(ref.criGrades, profile.credit.criGrade, 'CRI grade'),
      public_amount: profile.credit.publicAmount,
      private_amount: profile.credit.privateAmount,
      evaluated_at: profile.credit.evaluatedAt,
      fault_info: {
        columns: FAULT_INFO_COLUMNS,
        rows: profile.credit.administrativeActions.map((action) => ({
          name: action.kind,
          list: [action.date, action.agency, action.measure, action.reason],
        })),
      },
    });
  }
}

/**
 * Inserts `count` generated companies (a user and a CORPORATION / PRIVATE_BUSINESS / ENGINEER
 * profile each, with their categories, licence, address, financial years and credit) in one
 * transaction, then moves the identity sequences past the ids it used and runs VACUUM ANALYZE so
 * the planner sees the new row counts. Needs seedReference's categories, licences and CRI grades.
 * Appends: existing rows stay, and unique ids / company codes avoid the ones already taken.
 */
export async function generateCompanies(
  db: Database,
  options: GenerateCompaniesOptions,
): Promise<GenerateCompaniesResult> {
  const startedAt = performance.now();
  const { count, onProgress } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const now = options.now ?? DEFAULT_NOW;
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const totals: Record<TableKey, number> = {
    users: 0,
    profiles: 0,
    profileCategories: 0,
    profileLicenses: 0,
    profileAddresses: 0,
    enterpriseFinancials: 0,
    enterpriseCredits: 0,
  };

  await db.transaction(async (tx) => {
    const parentRows = await tx.execute<{ id: number | string; parentId: number | string | null }>(
      sql`select id, parent_id as "parentId" from categories`,
    );
    const ref: ReferenceIds = {
      categories: await loadIdMap(tx, 'categories', 'code'),
      categoryParents: new Map(
        parentRows.rows.map((row) => [
          Number(row.id),
          row.parentId === null ? null : Number(row.parentId),
        ]),
      ),
      licenses: await loadIdMap(tx, 'licenses', 'code'),
      criGrades: await loadIdMap(tx, 'cri_grades', 'name'),
    };
    if (ref.categories.size === 0 || ref.licenses.size === 0 || ref.criGrades.size === 0) {
      throw new Error('generateCompanies needs the reference data: run seedReference first.');
    }
    const registry = createCompanyRegistry();
    for (const uniqueId of await loadTexts(tx, 'select unique_id as value from profiles')) {
      registry.uniqueIds.add(uniqueId);
    }
    const companyCodes = new Set(
      await loadTexts(
        tx,
        'select company_code as value from profiles where company_code is not null and deleted_at is null',
      ),
    );
    let nextUserId = (await readMaxId(tx, 'users')) + 1;
    let nextProfileId = (await readMaxId(tx, 'profiles')) + 1;

    for (let start = 0; start < count; start += batchSize) {
      const batch = createBatch();
      const end = Math.min(count, start + batchSize);
      for (let index = start; index < end; index += 1) {
        const userId = nextUserId;
        const profileId = nextProfileId;
        nextUserId += 1;
        nextProfileId += 1;
        const type = pickType(random);
        const tradeCode = pickTrade(random, type);
        const sido = pickSido(random);
        const ownerName = createPersonName(random);
        const company = generateCompany(
          random,
          {
            type,
            index: userId,
            email: `company${userId}@${GENERATED_COMPANY_EMAIL_DOMAIN}`,
            companyName: createName(random, type, tradeCode, sido.shortName, ownerName),
            ownerName,
            mainTradeCode: tradeCode,
            sido,
          },
          registry,
          now,
        );
        const companyCode = company.profile.companyCode;
        // 법인등록번호 are random six-digit serials: at this scale a few collide, and the column is unique.
        if (companyCode !== null) {
          if (companyCodes.has(companyCode)) company.profile.companyCode = null;
          else companyCodes.add(companyCode);
        }
        toRows(company, { userId, profileId }, createReviewStats(random), ref, batch);
      }
      for (const key of Object.keys(TABLES) as TableKey[]) {
        await insertJsonRows(tx, TABLES[key], batch[key]);
        totals[key] += batch[key].length;
      }
      onProgress?.(end, count);
    }
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`,
    );
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('profiles', 'id'), (select max(id) from profiles))`,
    );
  });
  // Outside the transaction (VACUUM cannot run in one): the planner must know the tables grew a
  // hundredfold, and index-only scans (list counts) need the visibility map a VACUUM sets.
  for (const spec of Object.values(TABLES)) {
    await db.execute(sql`vacuum analyze ${sql.raw(spec.name)}`);
  }
  return { ...totals, elapsedMs: performance.now() - startedAt };
}
