import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { announcements } from './announcements';
import { commonColumns, idRef, isLive } from './columns';
import { portfolios } from './portfolios';
import { profiles } from './profiles';
import { users } from './users';

/*
 * Favourites, one table per target so each has a real foreign key. Unfavouriting soft-deletes;
 * the partial unique lets the same target be favourited again later.
 */

export const favoriteAnnouncements = pgTable(
  'favorite_announcements',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    announcementId: idRef('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('favorite_announcements_user_target_unique')
      .on(t.userId, t.announcementId)
      .where(isLive(t.deletedAt)),
    index('favorite_announcements_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('favorite_announcements_announcement_id_idx').on(t.announcementId),
  ],
);

export const favoritePortfolios = pgTable(
  'favorite_portfolios',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    portfolioId: idRef('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('favorite_portfolios_user_target_unique')
      .on(t.userId, t.portfolioId)
      .where(isLive(t.deletedAt)),
    index('favorite_portfolios_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('favorite_portfolios_portfolio_id_idx').on(t.portfolioId),
  ],
);

/** Favourite enterprises (company profiles). */
export const favoriteProfiles = pgTable(
  'favorite_profiles',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('favorite_profiles_user_target_unique')
      .on(t.userId, t.profileId)
      .where(isLive(t.deletedAt)),
    index('favorite_profiles_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('favorite_profiles_profile_id_idx').on(t.profileId),
  ],
);
