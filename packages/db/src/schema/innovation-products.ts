import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { commonColumns, idRef, won } from './columns';
import { files } from './files';
import { profiles } from './profiles';
import { users } from './users';

/**
 * A product in the innovation product mall (/mall). linkClickCount is bumped by
 * increaseInnovationProductLinkClick when a visitor follows purchaseUrl.
 */
export const innovationProducts = pgTable(
  'innovation_products',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: idRef('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    categoryId: idRef('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
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
    isApproved: boolean('is_approved').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('innovation_products_main_image_file_id_idx')
      .on(t.mainImageFileId)
      .where(sql`${t.mainImageFileId} is not null`),
    index('innovation_products_listing_idx').on(t.isApproved, t.isActive, t.createdAt.desc()),
    index('innovation_products_user_id_idx').on(t.userId),
    index('innovation_products_category_id_idx').on(t.categoryId),
    check(
      'innovation_products_counts_check',
      sql`${t.viewCount} >= 0 and ${t.linkClickCount} >= 0 and (${t.price} is null or ${t.price} >= 0)`,
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
