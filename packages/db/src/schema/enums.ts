import { pgEnum } from 'drizzle-orm/pg-core';

/*
 * Database enums. The value lists are the strings agreed in the team brief and defined for the UI
 * in @gongsa/domain; they are repeated here (not imported) so drizzle-kit can load the schema
 * without resolving other workspaces. src/enums.test.ts checks both lists stay identical.
 * Names match the domain's; only arrays the database stores are repeated.
 * Adding a value later is an additive migration (ALTER TYPE … ADD VALUE).
 */

export const PROFILE_TYPES = ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER', 'CONSUMER'] as const;
export const USER_ROLES = ['USER', 'ADMIN'] as const;
export const USER_STATES = ['ACTIVE', 'SUSPENDED', 'LEFT'] as const;
export const SOCIAL_TYPES = ['EMAIL', 'KAKAO', 'NAVER'] as const;
/** 'ALL' is a pseudo-entry of the pickers and never stored. */
export const STORED_CATEGORY_TYPES = ['DEPTH_1', 'DEPTH_2', 'DEPTH_3'] as const;
export const REGION_TYPES = ['SI', 'GUNGU'] as const;
export const WORK_TYPES = ['NEW_WORK', 'REPAIR', 'ETC'] as const;
export const ORDER_TYPES = ['PRIVATE', 'PUBLIC'] as const;
export const FIELD_INFOS = [
  'RESIDENCE',
  'MERCANTILE',
  'INDUSTRY',
  'CULTURE',
  'MEDICAL',
  'EDUCATION',
  'RECREATION',
  'TERMINATION',
  'ETC',
] as const;
export const WORK_SCOPES = ['ALL', 'INTERNAL', 'OUTSIDE', 'ETC'] as const;
/** The six amount bands, in units of 10,000 won (만원). */
export const PRICE_BANDS = [
  'LESSTHEN_500',
  'OVER_500_LESSTHEN_1000',
  'OVER_1000_LESSTHEN_3000',
  'OVER_3000_LESSTHEN_5000',
  'OVER_5000_LESSTHEN_10000',
  'OVER_10000',
] as const;
export const SERVICE_PRICE_TYPES = ['WRITE', ...PRICE_BANDS, 'DAILY_WORK', 'NURI_AGENCY'] as const;
/** servicePrice is stored only for these price types (SPEC §5 draft payload rules). */
export const SERVICE_PRICE_TYPES_WITH_AMOUNT = ['WRITE', 'OVER_10000', 'NURI_AGENCY'] as const;
export const POSTING_DAYS = [1, 2, 3, 4, 5, 6, 7, 30] as const;
/** Who may apply to an announcement: a profile type, or everyone. */
export const ANNOUNCEMENT_TYPES = ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER', 'ALL'] as const;
export const ANNOUNCEMENT_STATES = [
  'RECRUITING',
  'CHOOSING',
  'CHOSEN',
  'CLOSED',
  'CANCELED',
] as const;
export const APPLY_STATES = [
  'WRITING',
  'SUBMITTED',
  'SELECTED',
  'NOT_SELECTED',
  'GAVE_UP',
] as const;
export const REVIEW_STATES = ['VISIBLE', 'HIDDEN', 'REPORTED'] as const;
export const WITHDRAWAL_STATES = [
  'REQUESTED',
  'PROCESSING',
  'COMPLETED',
  'FAILED',
  'CANCELED',
] as const;
export const POINT_HISTORY_TYPES = [
  'CHARGE',
  'FREE',
  'USE',
  'REFUND',
  'WITHDRAW',
  'CANCEL',
] as const;
export const ITEM_TYPES = ['POINT', 'SUBSCRIPTION'] as const;
export const ORDER_STATES = ['READY', 'SUCCESS', 'FAILED', 'CANCELED'] as const;
export const NOTIFICATION_TYPES = [
  'NOTICE',
  'APPLY',
  'SELECTED',
  'INVITATION',
  'REVIEW',
  'POINT',
  'MARKETING',
  'KEYWORD',
  'CHAT',
  'FOLLOW',
  'COMMUNITY',
] as const;
export const BANNER_STATES = ['READY', 'ACTIVE', 'ENDED'] as const;
export const OPINION_TYPES = ['BUG', 'SUGGESTION', 'ETC'] as const;
/** An announcement's attachments: photos shown in the gallery, or documents to download. */
export const ANNOUNCEMENT_FILE_KINDS = ['IMAGE', 'DOCUMENT'] as const;

export const profileTypeEnum = pgEnum('profile_type', PROFILE_TYPES);
export const userRoleEnum = pgEnum('user_role', USER_ROLES);
export const userStateEnum = pgEnum('user_state', USER_STATES);
export const socialTypeEnum = pgEnum('social_type', SOCIAL_TYPES);
export const categoryTypeEnum = pgEnum('category_type', STORED_CATEGORY_TYPES);
export const regionTypeEnum = pgEnum('region_type', REGION_TYPES);
export const workTypeEnum = pgEnum('work_type', WORK_TYPES);
export const orderTypeEnum = pgEnum('order_type', ORDER_TYPES);
export const fieldInfoEnum = pgEnum('field_info', FIELD_INFOS);
export const workScopeEnum = pgEnum('work_scope', WORK_SCOPES);
export const servicePriceTypeEnum = pgEnum('service_price_type', SERVICE_PRICE_TYPES);
export const announcementTypeEnum = pgEnum('announcement_type', ANNOUNCEMENT_TYPES);
export const announcementStateEnum = pgEnum('announcement_state', ANNOUNCEMENT_STATES);
export const applyStateEnum = pgEnum('apply_state', APPLY_STATES);
export const reviewStateEnum = pgEnum('review_state', REVIEW_STATES);
export const withdrawalStateEnum = pgEnum('withdrawal_state', WITHDRAWAL_STATES);
export const pointHistoryTypeEnum = pgEnum('point_history_type', POINT_HISTORY_TYPES);
export const itemTypeEnum = pgEnum('item_type', ITEM_TYPES);
export const orderStateEnum = pgEnum('order_state', ORDER_STATES);
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);
export const bannerStateEnum = pgEnum('banner_state', BANNER_STATES);
export const opinionTypeEnum = pgEnum('opinion_type', OPINION_TYPES);
export const announcementFileKindEnum = pgEnum('announcement_file_kind', ANNOUNCEMENT_FILE_KINDS);
