import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { commonColumns, idRef, won } from './columns';
import { servicePriceTypeEnum } from './enums';
import { files } from './files';
import { profiles } from './profiles';
import { users } from './users';

/** A finished project a company shows on its page. */
export const portfolios = pgTable(
  'portfolios',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** What the work was, in a line (required for new portfolios; older rows were backfilled). */
    title: text('title').notNull().default(''),
    /** 시/도 and 시/군/구 of the site (locationSi, locationDo as the client names them). */
    locationSi: text('location_si'),
    locationDo: text('location_do'),
    mainImageFileId: idRef('main_image_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    projectSize: text('project_size'),
    constructionType: text('construction_type'),
    servicePriceType: servicePriceTypeEnum('service_price_type'),
    /** In won. */
    servicePrice: won('service_price'),
    serviceTermStart: date('service_term_start'),
    serviceTermEnd: date('service_term_end'),
    description: text('description'),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('portfolios_main_image_file_id_idx')
      .on(t.mainImageFileId)
      .where(sql`${t.mainImageFileId} is not null`),
    index('portfolios_profile_id_idx').on(t.profileId, t.createdAt.desc()),
    index('portfolios_user_id_idx').on(t.userId),
    index('portfolios_created_at_idx').on(t.createdAt.desc()),
    check(
      'portfolios_service_price_check',
      sql`${t.servicePrice} is null or ${t.servicePrice} >= 0`,
    ),
    check(
      'portfolios_service_term_check',
      sql`${t.serviceTermStart} is null or ${t.serviceTermEnd} is null or ${t.serviceTermStart} <= ${t.serviceTermEnd}`,
    ),
  ],
);

export const portfolioCategories = pgTable(
  'portfolio_categories',
  {
    ...commonColumns(),
    portfolioId: idRef('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    categoryId: idRef('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('portfolio_categories_portfolio_category_unique').on(t.portfolioId, t.categoryId),
    index('portfolio_categories_category_portfolio_idx').on(t.categoryId, t.portfolioId),
  ],
);

export const portfolioImages = pgTable(
  'portfolio_images',
  {
    ...commonColumns(),
    portfolioId: idRef('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    fileId: idRef('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('portfolio_images_file_id_idx').on(t.fileId),
    uniqueIndex('portfolio_images_portfolio_file_unique').on(t.portfolioId, t.fileId),
    index('portfolio_images_portfolio_priority_idx').on(t.portfolioId, t.priority),
  ],
);
