import { socialAccounts, users } from '@gongsa/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { SocialProvider } from './social-provider-client';

export type LinkedUser = { userId: number; state: 'ACTIVE' | 'SUSPENDED' | 'LEFT' };

/** The live account a provider identity is linked to, if any. */
export async function findLinkedUser(
  db: Database,
  provider: SocialProvider,
  providerUserId: string,
): Promise<LinkedUser | null> {
  const [row] = await db
    .select({ userId: users.id, state: users.state })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(
      and(
        eq(socialAccounts.provider, provider),
        eq(socialAccounts.providerUserId, providerUserId),
        isNull(socialAccounts.deletedAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether a live (not left) account logs in with this email. */
export async function hasLiveAccountWithEmail(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ state: users.state })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined && row.state !== 'LEFT';
}

/** The provider the user already has linked, if any (one account per provider per user). */
export async function findUserProviderAccount(
  db: Database,
  userId: number,
  provider: SocialProvider,
): Promise<{ providerUserId: string } | null> {
  const [row] = await db
    .select({ providerUserId: socialAccounts.providerUserId })
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.userId, userId),
        eq(socialAccounts.provider, provider),
        isNull(socialAccounts.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Links the identity, or returns false when either partial unique index objects: the identity is
 * linked elsewhere or the user already has one for this provider (decided by the database, so
 * two simultaneous calls cannot both succeed).
 */
export async function insertSocialAccountUnlessTaken(
  db: Database,
  account: { userId: number; provider: SocialProvider; providerUserId: string },
): Promise<boolean> {
  const rows = await db
    .insert(socialAccounts)
    .values(account)
    .onConflictDoNothing()
    .returning({ id: socialAccounts.id });
  return rows.length > 0;
}
