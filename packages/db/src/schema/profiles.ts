import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { commonColumns, idRef, isLive, timestampTz, tsvector, won } from './columns';
import { criGrades } from './cri-grades';
import { profileTypeEnum } from './enums';
import { files } from './files';
import { licenses } from './licenses';
import { users } from './users';

type ProfileSortColumns = {
  progress: AnyPgColumn;
  rating: AnyPgColumn;
  reviewCount: AnyPgColumn;
  latestSalesAmount: AnyPgColumn;
};

/**
 * /company sort orders that span two columns or treat null specially, folded into one number so a
 * keyset cursor is (key, id) and one expression index per order serves ORDER BY key DESC, id DESC:
 * recommended = progress, then rating (rating*100 ≤ 500 < 1000); rating = rating, then review
 * count (counts stay far below 10^10); sales = latest sales, companies without figures last.
 * Repositories must order by exactly these expressions for the indexes to apply.
 */
export function profileSortKeys(t: ProfileSortColumns) {
  return {
    recommended: sql`(${t.progress} * 1000 + (${t.rating} * 100)::integer)`,
    rating: sql`((${t.rating} * 100)::bigint * 10000000000 + ${t.reviewCount})`,
    sales: sql`coalesce(${t.latestSalesAmount}, -1)`,
  };
}

/**
 * The rows /company lists: live, visible, and a business (never a consumer). Leaving soft-deletes
 * the profile with the user, so a live profile always has a live user. The list indexes are
 * partial on exactly this predicate; queries must repeat it verbatim.
 */
export function isListedProfile(t: {
  deletedAt: AnyPgColumn;
  isView: AnyPgColumn;
  type: AnyPgColumn;
}): SQL {
  return sql`(${t.deletedAt} is null and ${t.isView} and ${t.type} <> 'CONSUMER')`;
}

/**
 * A user's profile, and for the three business types the company shown on /company ("enterprise").
 * The three Info variants share one row: company info uses every column, engineer info all but
 * companyCode, consumer info companyName/ownerName/phoneNumber/email/description/categories/logo.
 *
 * Per-viewer flags (canRead, isViewedFinancialInfo, isFavorite, isMine) are computed from
 * financial_info_unlocks, favorite_profiles and the viewer; `portfolioCount`, `reviewCount`,
 * `rating`, `latestSalesAmount`, `criGradeId`, `si`/`sigungu` are denormalised here so the
 * /company filters and sort orders run on one table.
 */
export const profiles = pgTable(
  'profiles',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A second profile of the same person/company (e.g. an engineer linked to a firm). */
    connectedProfileId: idRef('connected_profile_id').references((): AnyPgColumn => profiles.id, {
      onDelete: 'set null',
    }),
    type: profileTypeEnum('type').notNull(),
    /** Public company number: 3 letters + 6 digits. A/B/C as first letter picks a default avatar. */
    uniqueId: text('unique_id').notNull(),
    /** Profile completion percentage shown in the ring. */
    progress: integer('progress').notNull().default(0),
    /** Share of the company-info form filled at creation, as a percentage. */
    rateOfCreation: integer('rate_of_creation').notNull().default(0),
    isNiceCertified: boolean('is_nice_certified').notNull().default(false),
    /** Whether the company accepts 세금계산서 issuance requests (canIssue). */
    canIssue: boolean('can_issue').notNull().default(false),
    /** Listed in /company search results (isView); hidden profiles are reachable only by link. */
    isView: boolean('is_view').notNull().default(true),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),

    // Company info
    /**
     * 사업자등록번호: a claim until the business-status lookup confirmed it (at sign-up, or when it
     * is first entered); one live profile per number. Owner-only registry data needs the check.
     */
    businessNumber: text('business_number'),
    businessNumberVerifiedAt: timestampTz('business_number_verified_at'),
    companyCode: text('company_code'),
    companyType: text('company_type'),
    companyName: text('company_name'),
    mainBusiness: text('main_business'),
    faxNumber: text('fax_number'),
    /** 설립일. */
    createdDay: date('created_day'),
    staffCount: integer('staff_count'),
    /** 결산월일, e.g. '12-31'. */
    settleAccountDay: text('settle_account_day'),
    performanceType: text('performance_type'),
    description: text('description'),
    isTaxBillIssue: boolean('is_tax_bill_issue'),
    isRentLedgerSubmitPossible: boolean('is_rent_ledger_submit_possible'),
    mainBusinessPrice: won('main_business_price'),
    /** Links to the company's social media / blog pages. */
    smsLinks: jsonb('sms_links')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    homepageUrl: text('homepage_url'),
    ownerName: text('owner_name'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    managerName: text('manager_name'),
    managerPhoneNumber: text('manager_phone_number'),
    managerEmail: text('manager_email'),
    mainCategoryId: idRef('main_category_id').references(() => categories.id, {
      onDelete: 'set null',
    }),
    mainSubCategoryId: idRef('main_sub_category_id').references(() => categories.id, {
      onDelete: 'set null',
    }),
    logoImgFileId: idRef('logo_img_file_id').references(() => files.id, { onDelete: 'set null' }),
    mainBusinessMenuImgFileId: idRef('main_business_menu_img_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),

    // Denormalised for list filters and sorting (kept in sync by the services that own the data)
    /** 시/도 of the first address, e.g. '서울특별시'. */
    si: text('si'),
    /** '시/도 시/군/구' of the first address, e.g. '서울특별시 강남구'. */
    sigungu: text('sigungu'),
    criGradeId: idRef('cri_grade_id').references(() => criGrades.id, { onDelete: 'set null' }),
    /** Sales of the latest financial year, in won. */
    latestSalesAmount: won('latest_sales_amount'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    portfolioCount: integer('portfolio_count').notNull().default(0),
    /** toNameSearchVector(companyName): bigrams of the name and of its 초성. */
    searchBigrams: tsvector('search_bigrams'),
    /** getChoseong(companyName) ('대한철근' → 'ㄷㅎㅊㄱ'), for 초성 queries. */
    choseong: text('choseong'),
    /**
     * The profile_categories ids plus their ancestors (syncProfileCategoryIds), so "any leaf
     * under any selected category" is `category_ids && selected`: a GIN bitmap that ANDs with
     * the other filters instead of a join over profile_categories.
     */
    categoryIds: idRef('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('profiles_main_business_menu_img_file_id_idx')
      .on(t.mainBusinessMenuImgFileId)
      .where(sql`${t.mainBusinessMenuImgFileId} is not null`),
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('profiles_logo_img_file_id_idx')
      .on(t.logoImgFileId)
      .where(sql`${t.logoImgFileId} is not null`),
    uniqueIndex('profiles_unique_id_unique').on(t.uniqueId),
    uniqueIndex('profiles_company_code_unique').on(t.companyCode).where(isLive(t.deletedAt)),
    uniqueIndex('profiles_user_id_unique').on(t.userId).where(isLive(t.deletedAt)),
    uniqueIndex('profiles_business_number_unique').on(t.businessNumber).where(isLive(t.deletedAt)),
    index('profiles_type_idx').on(t.type),
    index('profiles_si_sigungu_idx').on(t.si, t.sigungu),
    index('profiles_sigungu_idx').on(t.sigungu),
    index('profiles_cri_grade_id_idx').on(t.criGradeId),
    index('profiles_latest_sales_amount_idx').on(t.latestSalesAmount.desc().nullsLast()),
    index('profiles_rating_idx').on(t.rating.desc(), t.reviewCount.desc()),
    index('profiles_review_count_idx').on(t.reviewCount.desc()),
    index('profiles_portfolio_count_idx').on(t.portfolioCount.desc()),
    index('profiles_progress_idx').on(t.progress.desc()),
    index('profiles_created_at_idx').on(t.createdAt.desc()),
    index('profiles_main_business_price_idx').on(t.mainBusinessPrice),
    index('profiles_location_idx').on(t.latitude, t.longitude),
    index('profiles_main_category_id_idx').on(t.mainCategoryId),
    index('profiles_search_bigrams_idx').using('gin', t.searchBigrams),
    index('profiles_company_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
    // One syllable yields no trigram or bigram: the name's characters as an array (GIN keeps each
    // distinct one once) find the few companies with a rare syllable without a sequential scan.
    index('profiles_company_name_chars_idx').using(
      'gin',
      sql`regexp_split_to_array(lower(${t.companyName}), '')`,
    ),
    index('profiles_choseong_trgm_idx').using('gin', t.choseong.op('gin_trgm_ops')),
    index('profiles_list_category_ids_idx').using('gin', t.categoryIds).where(isListedProfile(t)),
    // Trade + region, the common /company filter: one GIN scan intersects both (btree_gin gives
    // text columns GIN support), so a capped count reads ~3,600 entries, not two bitmaps of ~19,000.
    index('profiles_list_region_category_ids_idx')
      .using('gin', t.si, t.sigungu, t.categoryIds)
      .where(isListedProfile(t)),
    // 시/도 + the default order (추천순): a page of one region walks its rows already in order and
    // stops after a page, and the capped count of trade + 시/도 is an index-only scan (the trade
    // ids are the last key column, read from the index, so no heap page is visited). The GIN index
    // above cannot do either: a bitmap scan visits the heap page of every match (ADR 0019).
    index('profiles_list_si_recommended_idx')
      .on(t.si, sql`${profileSortKeys(t).recommended} desc`, sql`${t.id} desc`, t.categoryIds)
      .where(isListedProfile(t)),
    index('profiles_list_recommended_idx')
      .on(sql`${profileSortKeys(t).recommended} desc`, sql`${t.id} desc`)
      .where(isListedProfile(t)),
    index('profiles_list_rating_idx')
      .on(sql`${profileSortKeys(t).rating} desc`, sql`${t.id} desc`)
      .where(isListedProfile(t)),
    index('profiles_list_review_count_idx')
      .on(sql`${t.reviewCount} desc`, sql`${t.id} desc`)
      .where(isListedProfile(t)),
    index('profiles_list_portfolio_count_idx')
      .on(sql`${t.portfolioCount} desc`, sql`${t.id} desc`)
      .where(isListedProfile(t)),
    index('profiles_list_sales_idx')
      .on(sql`${profileSortKeys(t).sales} desc`, sql`${t.id} desc`)
      .where(isListedProfile(t)),
    check('profiles_unique_id_check', sql`${t.uniqueId} ~ '^[A-Za-z]{3}[0-9]{6}$'`),
    check('profiles_progress_check', sql`${t.progress} between 0 and 100`),
    check('profiles_rate_of_creation_check', sql`${t.rateOfCreation} between 0 and 100`),
    check('profiles_rating_check', sql`${t.rating} between 0 and 5`),
    check(
      'profiles_counts_check',
      sql`${t.reviewCount} >= 0 and ${t.portfolioCount} >= 0 and (${t.staffCount} is null or ${t.staffCount} >= 0)`,
    ),
    check(
      'profiles_amounts_check',
      sql`(${t.mainBusinessPrice} is null or ${t.mainBusinessPrice} >= 0) and (${t.latestSalesAmount} is null or ${t.latestSalesAmount} >= 0)`,
    ),
  ],
);

/** Company phone numbers (phones: index, isFirst, phoneNumber). */
export const profilePhones = pgTable(
  'profile_phones',
  {
    ...commonColumns(),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sortIndex: integer('sort_index').notNull().default(0),
    isFirst: boolean('is_first').notNull().default(false),
    phoneNumber: text('phone_number').notNull(),
  },
  (t) => [index('profile_phones_profile_id_idx').on(t.profileId, t.sortIndex)],
);

/** Company addresses; the first one feeds profiles.si / sigungu / latitude / longitude. */
export const profileAddresses = pgTable(
  'profile_addresses',
  {
    ...commonColumns(),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sortIndex: integer('sort_index').notNull().default(0),
    isFirst: boolean('is_first').notNull().default(false),
    postCode: text('post_code'),
    address: text('address').notNull(),
    addressDetail: text('address_detail'),
    sigungu: text('sigungu'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    index('profile_addresses_profile_id_idx').on(t.profileId, t.sortIndex),
    index('profile_addresses_sigungu_idx').on(t.sigungu),
  ],
);

/** Shareholders with their stake in percent. */
export const profileStockholders = pgTable(
  'profile_stockholders',
  {
    ...commonColumns(),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sortIndex: integer('sort_index').notNull().default(0),
    name: text('name').notNull(),
    rate: numeric('rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    index('profile_stockholders_profile_id_idx').on(t.profileId, t.sortIndex),
    check('profile_stockholders_rate_check', sql`${t.rate} between 0 and 100`),
  ],
);

/** The trades a company works in: the /company category filter joins here. */
export const profileCategories = pgTable(
  'profile_categories',
  {
    ...commonColumns(),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    categoryId: idRef('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('profile_categories_profile_category_unique').on(t.profileId, t.categoryId),
    index('profile_categories_category_profile_idx').on(t.categoryId, t.profileId),
  ],
);

/** The licences a company holds: the /company licence filter joins here. */
export const profileLicenses = pgTable(
  'profile_licenses',
  {
    ...commonColumns(),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    licenseId: idRef('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'restrict' }),
    /** 등록번호 of the licence, when the company gave it. */
    registrationNumber: text('registration_number'),
  },
  (t) => [
    uniqueIndex('profile_licenses_profile_license_unique').on(t.profileId, t.licenseId),
    index('profile_licenses_license_profile_idx').on(t.licenseId, t.profileId),
  ],
);

/**
 * One row per listed company (isListedProfile) and each id in its category_ids, with its 시/도:
 * the capped count of one trade (+ 시/도) reads exactly its matches from the index instead of
 * checking every company of the region (ADR 0025). Kept by the trigger of migration 0012 in the
 * same statement as every change of a profile's category_ids, si, deleted_at, is_view or type, so
 * it is never stale and no application code writes it (a TRUNCATE of profiles empties it too).
 */
export const profileListedCategories = pgTable(
  'profile_listed_categories',
  {
    categoryId: idRef('category_id').notNull(),
    si: text('si'),
    profileId: idRef('profile_id').notNull(),
  },
  (t) => [
    index('profile_listed_categories_category_si_idx').on(t.categoryId, t.si, t.profileId),
    index('profile_listed_categories_profile_id_idx').on(t.profileId),
  ],
);
