import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { commonColumns, idRef, inList, isLive, timestampTz, tsvector, won } from './columns';
import {
  announcementFileKindEnum,
  announcementStateEnum,
  announcementTypeEnum,
  applyStateEnum,
  fieldInfoEnum,
  orderTypeEnum,
  servicePriceTypeEnum,
  workScopeEnum,
  workTypeEnum,
} from './enums';
import { POSTING_DAYS, SERVICE_PRICE_TYPES_WITH_AMOUNT } from '@gongsa/domain';
import { files } from './files';
import { licenses } from './licenses';
import { profiles } from './profiles';
import { users } from './users';

/**
 * Announcement numbers (uniqueId) for published requests: 8 digits from 30000001, clear of the
 * demo data's 10000001… range.
 */
export const ANNOUNCEMENT_NUMBER_START = 30_000_001;
export const announcementNumberSequence = pgSequence('announcement_number_seq', {
  startWith: ANNOUNCEMENT_NUMBER_START,
  minValue: ANNOUNCEMENT_NUMBER_START,
  maxValue: 99_999_999,
});

/**
 * An estimate request ("bid" in the UI). Per-viewer fields (isApply, isFavorite, myApply) come from
 * announcement_applies and favorite_announcements; applyCount and hasNewApplies are kept here so
 * the "지원자 많은순" sort and the red dot need no aggregation.
 */
export const announcements = pgTable(
  'announcements',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Announcement number users can search for. */
    uniqueId: text('unique_id').notNull(),
    type: announcementTypeEnum('type').notNull().default('ALL'),
    state: announcementStateEnum('state').notNull().default('RECRUITING'),
    workType: workTypeEnum('work_type').notNull(),
    workTypeEtc: text('work_type_etc'),
    orderType: orderTypeEnum('order_type').notNull(),
    fieldInfo: fieldInfoEnum('field_info').notNull(),
    fieldInfoEtc: text('field_info_etc'),
    /** 시/도 of the site, for the region filter. */
    si: text('si'),
    /** '시/도 시/군/구' of the site. */
    sigungu: text('sigungu'),
    address: text('address'),
    addressDetail: text('address_detail'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** 법정동 code and 번/지 of the parcel, for the building-permit lookup. */
    bCode: text('b_code'),
    bun: text('bun'),
    ji: text('ji'),
    permitStatus: text('permit_status'),
    workScope: workScopeEnum('work_scope'),
    workScopeEtc: text('work_scope_etc'),
    /** Tri-state from the wizard: null = not answered. */
    hasLicense: boolean('has_license'),
    isPossibleTaxBillIssue: boolean('is_possible_tax_bill_issue'),
    isReqRentLedgerSubmitPossible: boolean('is_req_rent_ledger_submit_possible'),
    description: text('description'),
    workStartSoon: boolean('work_start_soon').notNull().default(false),
    servicePriceType: servicePriceTypeEnum('service_price_type').notNull(),
    /** In won; only for WRITE, OVER_10000 and NURI_AGENCY. */
    servicePrice: won('service_price'),
    dailyWorkTermStart: date('daily_work_term_start'),
    dailyWorkTermEnd: date('daily_work_term_end'),
    publisherName: text('publisher_name'),
    emergencyContact: text('emergency_contact'),
    noticeTxt: text('notice_txt'),
    isEmergency: boolean('is_emergency').notNull().default(false),
    postingDay: integer('posting_day').notNull(),
    postingEndAt: timestampTz('posting_end_at').notNull(),
    choosingEndAt: timestampTz('choosing_end_at'),
    /** When an estimate was selected (선정완료); the 완료 period counts from it (ADR 0027). */
    chosenAt: timestampTz('chosen_at'),
    /** When the client marked the job done (공사 완료); null for a request completed by time. */
    completedAt: timestampTz('completed_at'),
    /** When the selected company confirmed the job finished (완료 확인). */
    completionConfirmedAt: timestampTz('completion_confirmed_at'),
    isHaveDocs: boolean('is_have_docs').notNull().default(false),
    isHaveVideo: boolean('is_have_video').notNull().default(false),
    isReCreated: boolean('is_re_created').notNull().default(false),
    reCreatedFromId: idRef('re_created_from_id').references((): AnyPgColumn => announcements.id, {
      onDelete: 'set null',
    }),
    mainImageFileId: idRef('main_image_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    applyCount: integer('apply_count').notNull().default(0),
    hasNewApplies: boolean('has_new_applies').notNull().default(false),
    /** to_tsvector('simple', toSearchBigrams(category names + sigungu + head of description)). */
    searchBigrams: tsvector('search_bigrams'),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('announcements_main_image_file_id_idx')
      .on(t.mainImageFileId)
      .where(sql`${t.mainImageFileId} is not null`),
    uniqueIndex('announcements_unique_id_unique').on(t.uniqueId),
    index('announcements_state_posting_end_at_idx').on(t.state, t.postingEndAt),
    index('announcements_created_at_idx').on(t.createdAt.desc()),
    index('announcements_service_price_type_idx').on(t.servicePriceType),
    index('announcements_service_price_idx').on(t.servicePrice.desc().nullsLast()),
    index('announcements_apply_count_idx').on(t.applyCount.desc()),
    index('announcements_work_type_idx').on(t.workType),
    index('announcements_order_type_idx').on(t.orderType),
    index('announcements_field_info_idx').on(t.fieldInfo),
    index('announcements_type_idx').on(t.type),
    index('announcements_is_emergency_idx')
      .on(t.isEmergency, t.createdAt.desc())
      .where(sql`${t.isEmergency}`),
    index('announcements_si_sigungu_idx').on(t.si, t.sigungu),
    index('announcements_sigungu_idx').on(t.sigungu),
    index('announcements_user_id_idx').on(t.userId, t.createdAt.desc()),
    index('announcements_profile_id_idx').on(t.profileId),
    index('announcements_location_idx').on(t.latitude, t.longitude),
    index('announcements_search_bigrams_idx').using('gin', t.searchBigrams),
    check('announcements_posting_day_check', inList(t.postingDay, POSTING_DAYS)),
    check(
      'announcements_service_price_check',
      sql`${t.servicePrice} is null or (${t.servicePrice} >= 0 and ${t.servicePriceType} in (${sql.raw(
        SERVICE_PRICE_TYPES_WITH_AMOUNT.map((type) => `'${type}'`).join(', '),
      )}))`,
    ),
    check('announcements_apply_count_check', sql`${t.applyCount} >= 0`),
    check(
      'announcements_daily_work_term_check',
      sql`${t.dailyWorkTermStart} is null or ${t.dailyWorkTermEnd} is null or ${t.dailyWorkTermStart} <= ${t.dailyWorkTermEnd}`,
    ),
  ],
);

export const announcementCategories = pgTable(
  'announcement_categories',
  {
    ...commonColumns(),
    announcementId: idRef('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    categoryId: idRef('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('announcement_categories_announcement_category_unique').on(
      t.announcementId,
      t.categoryId,
    ),
    index('announcement_categories_category_announcement_idx').on(t.categoryId, t.announcementId),
  ],
);

export const announcementLicenses = pgTable(
  'announcement_licenses',
  {
    ...commonColumns(),
    announcementId: idRef('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    licenseId: idRef('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('announcement_licenses_announcement_license_unique').on(
      t.announcementId,
      t.licenseId,
    ),
    index('announcement_licenses_license_announcement_idx').on(t.licenseId, t.announcementId),
  ],
);

/** Images and documents attached to an announcement, in display order. */
export const announcementFiles = pgTable(
  'announcement_files',
  {
    ...commonColumns(),
    announcementId: idRef('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    fileId: idRef('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: announcementFileKindEnum('kind').notNull(),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('announcement_files_file_id_idx').on(t.fileId),
    uniqueIndex('announcement_files_announcement_file_unique').on(t.announcementId, t.fileId),
    index('announcement_files_announcement_kind_idx').on(t.announcementId, t.kind, t.priority),
  ],
);

/**
 * The estimate-request wizard's autosaved draft. The wizard fields live in `data` (the draft
 * payload of SPEC §3, validated by the service with the shared zod schema), since a draft is by
 * definition incomplete and only ever read whole.
 */
export const announcementTemps = pgTable(
  'announcement_temps',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: integer('step').notNull().default(1),
    invitationProfileId: idRef('invitation_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * The key the wizard generates before its first save, so a retried createAnnouncementTemp
     * returns the draft the first attempt made instead of a second one.
     */
    clientKey: text('client_key'),
    /** A copy of a finished request made by reCreateAnnouncement; publishing carries it over. */
    isReCreated: boolean('is_re_created').notNull().default(false),
    reCreatedFromId: idRef('re_created_from_id').references(() => announcements.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('announcement_temps_user_id_idx').on(t.userId, t.updatedAt.desc()),
    uniqueIndex('announcement_temps_user_client_key_unique')
      .on(t.userId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    check('announcement_temps_step_check', sql`${t.step} between 1 and 8`),
  ],
);

/** A company's application (estimate) to an announcement. One live application per user. */
export const announcementApplies = pgTable(
  'announcement_applies',
  {
    ...commonColumns(),
    announcementId: idRef('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    state: applyStateEnum('state').notNull().default('WRITING'),
    managerName: text('manager_name'),
    phoneNumber: text('phone_number'),
    /** In won. */
    estimatedAmount: won('estimated_amount'),
    /** The announcement owner has seen this application. */
    hasChecked: boolean('has_checked').notNull().default(false),
    submittedAt: timestampTz('submitted_at'),
    selectedAt: timestampTz('selected_at'),
  },
  (t) => [
    uniqueIndex('announcement_applies_announcement_user_unique')
      .on(t.announcementId, t.userId)
      .where(isLive(t.deletedAt)),
    index('announcement_applies_announcement_state_idx').on(t.announcementId, t.state),
    index('announcement_applies_user_id_idx').on(t.userId, t.createdAt.desc()),
    index('announcement_applies_profile_id_idx').on(t.profileId),
    check(
      'announcement_applies_estimated_amount_check',
      sql`${t.estimatedAmount} is null or ${t.estimatedAmount} >= 0`,
    ),
  ],
);

export const announcementApplyEstimateFiles = pgTable(
  'announcement_apply_estimate_files',
  {
    ...commonColumns(),
    applyId: idRef('apply_id')
      .notNull()
      .references(() => announcementApplies.id, { onDelete: 'cascade' }),
    fileId: idRef('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('announcement_apply_estimate_files_file_id_idx').on(t.fileId),
    uniqueIndex('announcement_apply_estimate_files_apply_file_unique').on(t.applyId, t.fileId),
  ],
);

/** An announcement sent to a specific profile; counts: totalCount / uncheckedCount per profile. */
export const announcementInvitations = pgTable(
  'announcement_invitations',
  {
    ...commonColumns(),
    announcementId: idRef('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    isChecked: boolean('is_checked').notNull().default(false),
    checkedAt: timestampTz('checked_at'),
  },
  (t) => [
    uniqueIndex('announcement_invitations_announcement_profile_unique')
      .on(t.announcementId, t.profileId)
      .where(isLive(t.deletedAt)),
    index('announcement_invitations_profile_idx').on(t.profileId, t.isChecked, t.createdAt.desc()),
  ],
);
