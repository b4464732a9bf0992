import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { commonColumns, idRef, isLive, timestampTz, won } from './columns';
import { criGrades } from './cri-grades';
import { pointHistories } from './points';
import { profiles } from './profiles';
import { users } from './users';

/** A table as the financial/fault screens show it: column headers and named rows of values. */
export interface FinancialTable {
  columns: string[];
  rows: { name: string; list: (string | number | null)[] }[];
}

/**
 * One financial year of a company (balance sheet + income statement). salesInfo (salesYear,
 * salesAmount, salesYoY, salesAvg, salesAmounts) and financialInfo are computed from these rows;
 * the newest year's sales are copied to profiles.latest_sales_amount.
 */
export const enterpriseFinancials = pgTable(
  'enterprise_financials',
  {
    ...commonColumns(),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** 매출액 (won). */
    salesAmount: won('sales_amount'),
    /** 사업(공사) 매출, the "business" variant of salesInfo (won). */
    businessSalesAmount: won('business_sales_amount'),
    assets: won('assets'),
    liabilities: won('liabilities'),
    capitalStock: won('capital_stock'),
    operatingProfit: won('operating_profit'),
    netIncome: won('net_income'),
  },
  (t) => [
    uniqueIndex('enterprise_financials_profile_year_unique')
      .on(t.profileId, t.year)
      .where(isLive(t.deletedAt)),
    check('enterprise_financials_year_check', sql`${t.year} between 1900 and 2200`),
    check(
      'enterprise_financials_sales_check',
      sql`(${t.salesAmount} is null or ${t.salesAmount} >= 0) and (${t.businessSalesAmount} is null or ${t.businessSalesAmount} >= 0)`,
    ),
  ],
);

/**
 * Credit information of a company: CRI grade, public/private contract amounts and faultInfo
 * (연체·행정처분 records). The grade is copied to profiles.cri_grade_id for filtering.
 */
export const enterpriseCredits = pgTable(
  'enterprise_credits',
  {
    ...commonColumns(),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    criGradeId: idRef('cri_grade_id').references(() => criGrades.id, { onDelete: 'set null' }),
    publicAmount: won('public_amount'),
    privateAmount: won('private_amount'),
    faultInfo: jsonb('fault_info').$type<FinancialTable>(),
    evaluatedAt: date('evaluated_at'),
  },
  (t) => [
    uniqueIndex('enterprise_credits_profile_unique').on(t.profileId).where(isLive(t.deletedAt)),
    check(
      'enterprise_credits_amounts_check',
      sql`(${t.publicAmount} is null or ${t.publicAmount} >= 0) and (${t.privateAmount} is null or ${t.privateAmount} >= 0)`,
    ),
  ],
);

/** A company a user opened ("최근 본 기업", myViewEnterprises). One live row per pair. */
export const enterpriseViewLogs = pgTable(
  'enterprise_view_logs',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewedAt: timestampTz('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enterprise_view_logs_user_profile_unique')
      .on(t.userId, t.profileId)
      .where(isLive(t.deletedAt)),
    index('enterprise_view_logs_user_viewed_at_idx').on(t.userId, t.viewedAt.desc()),
  ],
);

/**
 * A user paid (points) to see a company's financial and credit info; paying twice is impossible.
 * Subscribers read without a row here.
 */
export const financialInfoUnlocks = pgTable(
  'financial_info_unlocks',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    pointHistoryId: idRef('point_history_id').references(() => pointHistories.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('financial_info_unlocks_user_profile_unique').on(t.userId, t.profileId),
    index('financial_info_unlocks_profile_id_idx').on(t.profileId),
  ],
);

/**
 * Public company data looked up by 사업자등록번호 (companyInfo(registrationNumber)) to prefill a
 * profile. A cache of the provider's answer; nested parts the provider returns as lists are jsonb.
 */
export const companyRegistry = pgTable(
  'company_registry',
  {
    ...commonColumns(),
    businessRegistrationNumber: text('business_registration_number').notNull(),
    name: text('name').notNull(),
    type: text('type'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    publicAmount: won('public_amount'),
    privateAmount: won('private_amount'),
    totalAmount: won('total_amount'),
    patents: jsonb('patents')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    affiliate: jsonb('affiliate')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    criGradeId: idRef('cri_grade_id').references(() => criGrades.id, { onDelete: 'set null' }),
    /** [{ year, assets, liabilities, capitalStock }]. */
    balance: jsonb('balance')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** [{ year, sales, operatingProfit, netIncome }]. */
    income: jsonb('income')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    administrativeActions: jsonb('administrative_actions')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    licenses: jsonb('licenses')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    mainBusiness: text('main_business'),
    address: text('address'),
    phoneNumber: text('phone_number'),
    faxNumber: text('fax_number'),
    establishedOn: date('established_on'),
    homepageUrl: text('homepage_url'),
    staffCount: integer('staff_count'),
    stockholders: jsonb('stockholders')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    representativeName: text('representative_name'),
    representativePhoneNumber: text('representative_phone_number'),
    representativeEmail: text('representative_email'),
    managerName: text('manager_name'),
    managerPhoneNumber: text('manager_phone_number'),
    managerEmail: text('manager_email'),
    category: text('category'),
    fetchedAt: timestampTz('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_registry_business_number_unique')
      .on(t.businessRegistrationNumber)
      .where(isLive(t.deletedAt)),
  ],
);

/**
 * Business status by 사업자등록번호 (getBusinessStatus): b_no, b_stt_cd, tax_type, sta_nm
 * (here statusName), end_dt. Serves the local adapter and caches the national tax service.
 */
export const businessStatuses = pgTable(
  'business_statuses',
  {
    ...commonColumns(),
    businessNumber: text('business_number').notNull(),
    /** b_stt_cd: 01 계속사업자, 02 휴업자, 03 폐업자. */
    statusCode: text('status_code').notNull(),
    statusName: text('status_name').notNull(),
    taxType: text('tax_type').notNull(),
    endDate: date('end_date'),
  },
  (t) => [
    uniqueIndex('business_statuses_business_number_unique')
      .on(t.businessNumber)
      .where(isLive(t.deletedAt)),
  ],
);
