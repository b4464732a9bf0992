import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncProfileCategoryIds } from './profile-category-ids';
import { categories, profileCategories, profiles, users } from './schema/index';
import type { DatabaseHandle } from './client';
import { createTestDatabase } from './testing';

describe('syncProfileCategoryIds', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'reference' });
  });

  afterAll(async () => {
    await database?.close();
  });

  async function createProfile(sequence: number): Promise<number> {
    const [user] = await database.db
      .insert(users)
      .values({ email: `category-ids-${sequence}@gongsa.test`, nickname: `업종${sequence}` })
      .returning({ id: users.id });
    const [profile] = await database.db
      .insert(profiles)
      .values({
        userId: user!.id,
        type: 'CORPORATION',
        uniqueId: `CAT${String(sequence).padStart(6, '0')}`,
      })
      .returning({ id: profiles.id });
    return profile!.id;
  }

  async function readCategoryIds(profileId: number): Promise<number[]> {
    const [row] = await database.db
      .select({ categoryIds: profiles.categoryIds })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    return row!.categoryIds;
  }

  async function findLeafWithAncestors(): Promise<{ leaf: number; trade: number; group: number }> {
    const [leaf] = await database.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(and(eq(categories.type, 'DEPTH_3'), isNull(categories.deletedAt)))
      .limit(1);
    const [trade] = await database.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, leaf!.parentId!));
    return { leaf: leaf!.id, trade: trade!.id, group: trade!.parentId! };
  }

  it('stores the categories with their parents and groups, only for the profiles given', async () => {
    const { leaf, trade, group } = await findLeafWithAncestors();
    const [first, second] = [await createProfile(1), await createProfile(2)];
    expect(await readCategoryIds(first)).toEqual([]);

    await database.db.insert(profileCategories).values([
      { profileId: first, categoryId: leaf },
      { profileId: first, categoryId: trade },
      { profileId: second, categoryId: group },
    ]);
    await syncProfileCategoryIds(database.db, [first]);
    expect(await readCategoryIds(first)).toEqual([leaf, trade, group].sort((a, b) => a - b));
    expect(await readCategoryIds(second)).toEqual([]);

    await syncProfileCategoryIds(database.db);
    expect(await readCategoryIds(second)).toEqual([group]);

    await database.db.delete(profileCategories).where(eq(profileCategories.profileId, first));
    await syncProfileCategoryIds(database.db, [first]);
    expect(await readCategoryIds(first)).toEqual([]);
  });
});
