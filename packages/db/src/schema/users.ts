import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { commonColumns, idRef, isLive, timestampTz } from './columns';
import { socialTypeEnum, userRoleEnum, userStateEnum } from './enums';
import { files } from './files';

/**
 * An account. Counts shown on `me` (favourites, portfolios), `profile`, `subscriptionAuth`,
 * `isFollowing` and `isMine` are derived from their own tables, not stored here.
 */
export const users = pgTable(
  'users',
  {
    ...commonColumns(),
    role: userRoleEnum('role').notNull().default('USER'),
    state: userStateEnum('state').notNull().default('ACTIVE'),
    /** Display name on the account (이름). */
    name: text('name'),
    /** Name confirmed by phone verification (실명). */
    realname: text('realname'),
    nickname: text('nickname'),
    /** Login id. Stored lower-case so the unique index is case-insensitive without lower(). */
    email: text('email'),
    /** argon2 hash; null for accounts that only sign in through Kakao or Naver. */
    passwordHash: text('password_hash'),
    phoneNumber: text('phone_number'),
    birth: date('birth'),
    gender: text('gender'),
    avatarFileId: idRef('avatar_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    /** How the account was created; linked providers live in social_accounts. */
    socialType: socialTypeEnum('social_type').notNull().default('EMAIL'),
    adminMemo: text('admin_memo'),
    joinedAt: timestampTz('joined_at').notNull().defaultNow(),
    leavedAt: timestampTz('leaved_at'),
    suspendedAt: timestampTz('suspended_at'),
    lastLoginAt: timestampTz('last_login_at'),
    /** The user's stored location: the default origin for distance sorting. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // notificationSetting
    isMarketingNoti: boolean('is_marketing_noti').notNull().default(false),
    isKeywordNoti: boolean('is_keyword_noti').notNull().default(true),
    isNoticeNoti: boolean('is_notice_noti').notNull().default(true),
    isChatNoti: boolean('is_chat_noti').notNull().default(true),
    isFollowNoti: boolean('is_follow_noti').notNull().default(true),
    isCommunityPostNoti: boolean('is_community_post_noti').notNull().default(true),
    isCommunityCommendNoti: boolean('is_community_commend_noti').notNull().default(true),
    /** Radius in km for location-based notifications; null means nationwide. */
    notificationLocationRange: integer('notification_location_range'),
    /** Category ids the user wants keyword/announcement notifications for. */
    notificationCategoryRange: jsonb('notification_category_range')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // allow
    isAllowGeolocation: boolean('is_allow_geolocation').notNull().default(false),
    isAllowThirdParty: boolean('is_allow_third_party').notNull().default(false),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('users_avatar_file_id_idx')
      .on(t.avatarFileId)
      .where(sql`${t.avatarFileId} is not null`),
    // Partial: a user who left (soft-deleted) frees the address for a new sign-up.
    uniqueIndex('users_email_unique').on(t.email).where(isLive(t.deletedAt)),
    index('users_phone_number_idx').on(t.phoneNumber),
    index('users_nickname_idx').on(t.nickname),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'users_notification_location_range_check',
      sql`${t.notificationLocationRange} is null or ${t.notificationLocationRange} > 0`,
    ),
  ],
);

/**
 * One row per issued refresh token. Only a hash is stored; rotation marks the old row used, and
 * reuse of a used token revokes the whole family (stolen-token detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    /** "Remember me": a long-lived cookie instead of a session cookie. */
    isRemember: boolean('is_remember').notNull().default(false),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    revokedAt: timestampTz('revoked_at'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * SMS verification codes. `requestId` is handed out once the code is validated and is then
 * presented by signUp / validateFindEmailPhoneAuth / changePasswordFromPhoneAuth.
 */
export const phoneAuthCodes = pgTable(
  'phone_auth_codes',
  {
    ...commonColumns(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    /** What the verification is for (e.g. SIGN_UP, FIND_EMAIL, RESET_PASSWORD); set by the API. */
    purpose: text('purpose').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    verifiedAt: timestampTz('verified_at'),
    requestId: text('request_id'),
    consumedAt: timestampTz('consumed_at'),
  },
  (t) => [
    uniqueIndex('phone_auth_codes_request_id_unique').on(t.requestId),
    index('phone_auth_codes_phone_number_created_at_idx').on(t.phoneNumber, t.createdAt.desc()),
    check('phone_auth_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** Sign-in attempts, for throttling by login id and by IP. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    ...commonColumns(),
    loginId: text('login_id').notNull(),
    ipAddress: text('ip_address'),
    isSuccess: boolean('is_success').notNull(),
    failureReason: text('failure_reason'),
    userId: idRef('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('login_attempts_login_id_created_at_idx').on(t.loginId, t.createdAt.desc()),
    index('login_attempts_ip_address_created_at_idx').on(t.ipAddress, t.createdAt.desc()),
  ],
);

/** A Kakao or Naver identity linked to a user (sign-in, sign-up and link flows). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: socialTypeEnum('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_user_unique')
      .on(t.provider, t.providerUserId)
      .where(isLive(t.deletedAt)),
    uniqueIndex('social_accounts_user_provider_unique')
      .on(t.userId, t.provider)
      .where(isLive(t.deletedAt)),
    check('social_accounts_provider_check', sql`${t.provider} <> 'EMAIL'`),
  ],
);
