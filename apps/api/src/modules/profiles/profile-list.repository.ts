import { profiles, users } from '@gongsa/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../app/database';
import type { PageRequest } from '../../platform/pagination';
import { findKeysetPage } from '../../platform/keyset.repository';

/**
 * A user's soft-deletable list of companies (favourites, view log): one row per (user, profile)
 * with a timestamp that orders it.
 */
export type ProfileListTable = {
  table: PgTable;
  id: AnyPgColumn<{ data: number; notNull: true }>;
  userId: AnyPgColumn<{ data: number; notNull: true }>;
  /** The company the row names: a profile id, or (follows) the id of the profile's owner. */
  profileId: AnyPgColumn<{ data: number; notNull: true }>;
  /** What profileId holds: 'profile' (the default) or 'owner' (a user id, as follows keep it). */
  names?: 'profile' | 'owner';
  deletedAt: AnyPgColumn;
  /** The list's order: newest first. */
  at: AnyPgColumn<{ data: Date; notNull: true }>;
};

export type ProfileListRow = { id: number; at: Date; profileId: number };

/** The user's live rows of companies that still exist (live profile and owner), newest first. */
export async function findProfileListPage(
  db: Database,
  list: ProfileListTable,
  userId: number,
  request: PageRequest,
): Promise<{ rows: ProfileListRow[]; totalCount: number }> {
  const joinsProfile = eq(list.names === 'owner' ? profiles.userId : profiles.id, list.profileId);
  const visible = and(
    eq(list.userId, userId),
    isNull(list.deletedAt),
    isNull(profiles.deletedAt),
    isNull(users.deletedAt),
  );
  return findKeysetPage(
    {
      sort: { column: list.at, type: 'date' },
      id: list.id,
      order: 'desc',
    },
    request,
    (keyset) =>
      db
        .select({ id: list.id, at: list.at, profileId: profiles.id })
        .from(list.table)
        .innerJoin(profiles, joinsProfile)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(visible, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () =>
      db
        .select({ value: count() })
        .from(list.table)
        .innerJoin(profiles, joinsProfile)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(visible),
  );
}
