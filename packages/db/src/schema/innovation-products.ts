import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { commonColumns, idRef, timestampTz, won } from './columns';
import { innovationProductCategoryEnum, innovationProductReviewStateEnum } from './enums';
import { files } from './files';
import { profiles } from './profiles';
import { users } from './users';

/**
 * A product in the innovation product mall (/mall), listed while APPROVED, active (not hidden by
 * its owner) and within its 혁신제품 designation period (ADR 0036). linkClickCount is bumped by
 * increaseInnovationProductLinkClick once per visitor (or member) per day, with the row in
 * innovation_product_link_clicks that proves it.
 */
export const innovationProducts = pgTable(
  'innovation_products',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: idRef('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    category: innovationProductCategoryEnum('category').notNull().default('ETC'),
    name: text('name').notNull(),
    /** 혁신제품 지정번호 as the designation certificate reads. */
    designationNumber: text('designation_number').notNull(),
    /** The designation period, Korean calendar days, both inclusive. */
    designationStartDate: date('designation_start_date', { mode: 'string' }).notNull(),
    designationEndDate: date('designation_end_date', { mode: 'string' }).notNull(),
    summary: text('summary'),
    description: text('description'),
    /** In won. */
    price: won('price'),
    purchaseUrl: text('purchase_url'),
    mainImageFileId: idRef('main_image_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    companyName: text('company_name'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    tags: text('tags').array().notNull().default([]),
    viewCount: integer('view_count').notNull().default(0),
    linkClickCount: integer('link_click_count').notNull().default(0),
    reviewState: innovationProductReviewStateEnum('review_state').notNull().default('PENDING'),
    /** Why an operator refused it (REJECTED only); the owner reads it on their list. */
    rejectReason: text('reject_reason'),
    reviewedAt: timestampTz('reviewed_at'),
    /** false: hidden by its owner. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('innovation_products_main_image_file_id_idx')
      .on(t.mainImageFileId)
      .where(sql`${t.mainImageFileId} is not null`),
    // The mall's two orders over listed rows (the period is checked on the few rows read).
    index('innovation_products_listed_new_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.reviewState} = 'APPROVED' and ${t.isActive} and ${t.deletedAt} is null`),
    index('innovation_products_listed_popular_idx')
      .on(t.linkClickCount.desc(), t.id.desc())
      .where(sql`${t.reviewState} = 'APPROVED' and ${t.isActive} and ${t.deletedAt} is null`),
    index('innovation_products_user_id_idx').on(t.userId, t.createdAt.desc()),
    check(
      'innovation_products_counts_check',
      sql`${t.viewCount} >= 0 and ${t.linkClickCount} >= 0 and (${t.price} is null or ${t.price} >= 0)`,
    ),
    check(
      'innovation_products_period_check',
      sql`${t.designationStartDate} <= ${t.designationEndDate}`,
    ),
  ],
);

export const innovationProductImages = pgTable(
  'innovation_product_images',
  {
    ...commonColumns(),
    innovationProductId: idRef('innovation_product_id')
      .notNull()
      .references(() => innovationProducts.id, { onDelete: 'cascade' }),
    fileId: idRef('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('innovation_product_images_file_id_idx').on(t.fileId),
    uniqueIndex('innovation_product_images_product_file_unique').on(
      t.innovationProductId,
      t.fileId,
    ),
  ],
);

/**
 * One row per product, visitor and Korean calendar day that followed the purchase link: the
 * unique index is what makes a click count once per visitor per day under any number of parallel
 * calls (the insert that wins bumps the counter in the same transaction). visitorKey is
 * 'user:<id>' for a member, 'visitor:<id>' for a browser's visitor id.
 */
export const innovationProductLinkClicks = pgTable(
  'innovation_product_link_clicks',
  {
    ...commonColumns(),
    innovationProductId: idRef('innovation_product_id')
      .notNull()
      .references(() => innovationProducts.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    clickDate: date('click_date', { mode: 'string' }).notNull(),
    userId: idRef('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('innovation_product_link_clicks_unique').on(
      t.innovationProductId,
      t.visitorKey,
      t.clickDate,
    ),
  ],
);
