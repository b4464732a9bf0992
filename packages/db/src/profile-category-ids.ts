import { inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { categories } from './schema/categories';
import { profileCategories, profiles } from './schema/profiles';

/*
 * profiles.category_ids = every category of the profile with its parent and grandparent (the
 * tree has three levels), sorted. Migration 0003 backfilled existing rows with the same SQL.
 */
const CATEGORY_IDS_WITH_ANCESTORS = sql`coalesce((
  select array_agg(distinct ancestor.id order by ancestor.id)
  from ${profileCategories}
  join ${categories} on ${categories.id} = ${profileCategories.categoryId}
  left join ${categories} as parent_category on parent_category.id = ${categories.parentId}
  cross join lateral (
    values (${categories.id}), (${categories.parentId}), (parent_category.parent_id)
  ) as ancestor(id)
  where ${profileCategories.profileId} = ${profiles.id} and ancestor.id is not null
), '{}'::bigint[])`;

/**
 * Recomputes profiles.category_ids after profile_categories rows of these profiles were written
 * (every writer calls it in the same transaction); without ids, for every profile (bulk loads).
 */
export async function syncProfileCategoryIds(
  db: Database | Transaction,
  profileIds?: readonly number[],
): Promise<void> {
  if (profileIds !== undefined && profileIds.length === 0) return;
  await db
    .update(profiles)
    .set({ categoryIds: CATEGORY_IDS_WITH_ANCESTORS })
    .where(profileIds === undefined ? undefined : inArray(profiles.id, [...profileIds]));
}
