import { refreshTokens, socialAccounts, users } from '@gongsa/db';
import type { SocialType } from '@gongsa/domain';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../app/database';
import { lockRefreshTokenFamily } from './auth.repository';

export type RecoverableAccount = {
  id: number;
  email: string | null;
  hasPassword: boolean;
  socialType: SocialType;
};

// Older rows (and the demo seed) keep hyphens in phone numbers; verified numbers arrive as digits.
function hasPhoneDigits(phoneDigits: string): SQL {
  return sql`regexp_replace(${users.phoneNumber}, '[^0-9]', '', 'g') = ${phoneDigits}`;
}

const recoverableColumns = {
  id: users.id,
  email: users.email,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  socialType: users.socialType,
};

/** Live accounts (not left) with the name and phone number, newest first. */
export async function findLiveAccountsByNameAndPhone(
  db: Database,
  name: string,
  phoneDigits: string,
): Promise<RecoverableAccount[]> {
  return db
    .select(recoverableColumns)
    .from(users)
    .where(and(eq(users.name, name), hasPhoneDigits(phoneDigits), isNull(users.deletedAt)))
    .orderBy(desc(users.joinedAt), desc(users.id));
}

/** The live account that signs in with the address, if its phone number is the given one. */
export async function findLiveAccountByEmailAndPhone(
  db: Database,
  email: string,
  phoneDigits: string,
): Promise<RecoverableAccount | null> {
  const [row] = await db
    .select(recoverableColumns)
    .from(users)
    .where(and(eq(users.email, email), hasPhoneDigits(phoneDigits), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function listLinkedProviders(db: Database, userId: number): Promise<SocialType[]> {
  const rows = await db
    .select({ provider: socialAccounts.provider })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), isNull(socialAccounts.deletedAt)));
  return rows.map((row) => row.provider);
}

export async function updatePasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Ends every login of the user: no refresh token of theirs can be exchanged afterwards. Each live
 * family is locked first (in a fixed order, so two callers cannot deadlock): a rotation already
 * under way finishes before the update, which then also sees the successor it inserted, and one
 * that starts later waits and finds its token revoked.
 */
export async function revokeAllRefreshTokensOfUser(
  db: Database,
  userId: number,
  now: Date,
): Promise<void> {
  const families = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .orderBy(asc(refreshTokens.familyId));
  for (const { familyId } of families) await lockRefreshTokenFamily(db, familyId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
