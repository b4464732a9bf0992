import { favoriteProfiles, financialInfoUnlocks, profiles, users } from '@gongsa/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

/** Profile types that are companies: shown in /company and openable at /company/[id]. */
export const COMPANY_PROFILE_TYPES = ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER'] as const;

export type CompanyProfileRow = { id: number; userId: number; companyName: string | null };

/**
 * A company profile that can be opened: live, of a company type, owned by a live account. A
 * hidden profile (isView = false) is left out of lists only, so it still counts here.
 */
export async function findOpenableCompany(
  db: Database,
  profileId: number,
): Promise<CompanyProfileRow | null> {
  const [row] = await db
    .select({ id: profiles.id, userId: profiles.userId, companyName: profiles.companyName })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.id, profileId),
        isNull(profiles.deletedAt),
        isNull(users.deletedAt),
        inArray(profiles.type, [...COMPANY_PROFILE_TYPES]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A user's live rows per profile (favourites, unlocks). */
type UserProfileTable = typeof favoriteProfiles | typeof financialInfoUnlocks;

/** Which of the profiles have a live row of the user in the table. */
async function selectLiveProfileIds(
  db: Database,
  table: UserProfileTable,
  userId: number,
  profileIds: readonly number[],
): Promise<number[]> {
  if (profileIds.length === 0) return [];
  const rows = await db
    .select({ profileId: table.profileId })
    .from(table)
    .where(
      and(
        eq(table.userId, userId),
        inArray(table.profileId, [...profileIds]),
        isNull(table.deletedAt),
      ),
    );
  return rows.map((row) => row.profileId);
}

/** Which of the profiles the user has as live favourites. */
export async function selectFavoriteProfileIds(
  db: Database,
  userId: number,
  profileIds: readonly number[],
): Promise<number[]> {
  return selectLiveProfileIds(db, favoriteProfiles, userId, profileIds);
}

/** Which of the profiles' financial info the user has paid to unlock. */
export async function selectUnlockedProfileIds(
  db: Database,
  userId: number,
  profileIds: readonly number[],
): Promise<number[]> {
  return selectLiveProfileIds(db, financialInfoUnlocks, userId, profileIds);
}
