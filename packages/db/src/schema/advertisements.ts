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
import { commonColumns, idRef, won } from './columns';
import { bannerStateEnum } from './enums';
import { files } from './files';
import { users } from './users';

/** A paid listing (advertisements, advertisementsForTop); shown once approved and active. */
export const advertisements = pgTable(
  'advertisements',
  {
    ...commonColumns(),
    userId: idRef('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** In won. */
    price: won('price'),
    summary: text('summary'),
    description: text('description'),
    purchaseUrl: text('purchase_url'),
    mainImageFileId: idRef('main_image_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    companyName: text('company_name'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    viewCount: integer('view_count').notNull().default(0),
    linkClickCount: integer('link_click_count').notNull().default(0),
    isApproved: boolean('is_approved').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    startDate: date('start_date'),
    endDate: date('end_date'),
    tags: text('tags').array().notNull().default([]),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('advertisements_main_image_file_id_idx')
      .on(t.mainImageFileId)
      .where(sql`${t.mainImageFileId} is not null`),
    index('advertisements_active_idx').on(t.isApproved, t.isActive, t.startDate, t.endDate),
    index('advertisements_user_id_idx').on(t.userId),
    check(
      'advertisements_counts_check',
      sql`${t.viewCount} >= 0 and ${t.linkClickCount} >= 0 and (${t.price} is null or ${t.price} >= 0)`,
    ),
  ],
);

export const advertisementImages = pgTable(
  'advertisement_images',
  {
    ...commonColumns(),
    advertisementId: idRef('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    fileId: idRef('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('advertisement_images_file_id_idx').on(t.fileId),
    uniqueIndex('advertisement_images_advertisement_file_unique').on(t.advertisementId, t.fileId),
  ],
);

/** A banner slot (the banner variant of an advertisement): `location` names the slot. */
export const banners = pgTable(
  'banners',
  {
    ...commonColumns(),
    title: text('title').notNull(),
    location: text('location').notNull(),
    state: bannerStateEnum('state').notNull().default('READY'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    url: text('url'),
    imageFileId: idRef('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    mobileImageFileId: idRef('mobile_image_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    priority: integer('priority').notNull().default(0),
    /** Times the banner was in a list served to a page (batched, ADR 0037). */
    viewCount: integer('view_count').notNull().default(0),
    /** Clicks reported with recordEventAction('banner:<id>', 'CLICK') (batched, ADR 0037). */
    clickCount: integer('click_count').notNull().default(0),
  },
  (t) => [
    check('banners_counts_check', sql`${t.viewCount} >= 0 and ${t.clickCount} >= 0`),
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('banners_mobile_image_file_id_idx')
      .on(t.mobileImageFileId)
      .where(sql`${t.mobileImageFileId} is not null`),
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('banners_image_file_id_idx')
      .on(t.imageFileId)
      .where(sql`${t.imageFileId} is not null`),
    index('banners_location_state_idx').on(t.location, t.state, t.priority),
  ],
);
