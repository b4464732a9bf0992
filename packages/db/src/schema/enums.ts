import {
  PROFILE_TYPES,
  USER_ROLES,
  USER_STATES,
  SOCIAL_TYPES,
  STORED_CATEGORY_TYPES,
  REGION_TYPES,
  WORK_TYPES,
  ORDER_TYPES,
  FIELD_INFOS,
  WORK_SCOPES,
  SERVICE_PRICE_TYPES,
  ANNOUNCEMENT_TYPES,
  ANNOUNCEMENT_STATES,
  APPLY_STATES,
  REVIEW_STATES,
  WITHDRAWAL_STATES,
  POINT_HISTORY_TYPES,
  ITEM_TYPES,
  ORDER_STATES,
  SUBSCRIPTION_CHARGE_STATES,
  SUBSCRIPTION_STATES,
  NOTIFICATION_TYPES,
  BANNER_STATES,
  OPINION_TYPES,
  INNOVATION_PRODUCT_CATEGORIES,
  INNOVATION_PRODUCT_REVIEW_STATES,
} from '@gongsa/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

/*
 * Database enums take their values from @gongsa/domain, the one list the UI, the API and the
 * database share (import the lists from there). Adding a value later is an additive migration
 * (ALTER TYPE … ADD VALUE).
 */

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
export const subscriptionStateEnum = pgEnum('subscription_state', SUBSCRIPTION_STATES);
export const subscriptionChargeStateEnum = pgEnum(
  'subscription_charge_state',
  SUBSCRIPTION_CHARGE_STATES,
);
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);
export const bannerStateEnum = pgEnum('banner_state', BANNER_STATES);
export const opinionTypeEnum = pgEnum('opinion_type', OPINION_TYPES);
export const announcementFileKindEnum = pgEnum('announcement_file_kind', ANNOUNCEMENT_FILE_KINDS);
export const innovationProductCategoryEnum = pgEnum(
  'innovation_product_category',
  INNOVATION_PRODUCT_CATEGORIES,
);
export const innovationProductReviewStateEnum = pgEnum(
  'innovation_product_review_state',
  INNOVATION_PRODUCT_REVIEW_STATES,
);
