import { loginAttempts, profiles, refreshTokens, users } from '@gongsa/db';
import { and, count, eq, gt, gte, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';
import { definePreparedStatement } from '../../platform/prepared.repository';

export type UserCredentials = {
  id: number;
  passwordHash: string | null;
  state: 'ACTIVE' | 'SUSPENDED' | 'LEFT';
};

export async function findCredentialsByEmail(
  db: Database,
  email: string,
): Promise<UserCredentials | null> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, state: users.state })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export type RecentFailures = { count: number; lastFailedAt: Date | null };

/**
 * Failed sign-ins for a login id since `since`. Failures cleared by a password reset (soft-deleted)
 * no longer count, so the owner is not kept out by guesses made before they reset.
 */
export async function findRecentFailedLogins(
  db: Database,
  loginId: string,
  since: Date,
): Promise<RecentFailures> {
  const [row] = await db
    .select({ count: count(), lastFailedAt: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.loginId, loginId),
        eq(loginAttempts.isSuccess, false),
        gte(loginAttempts.createdAt, since),
        isNull(loginAttempts.deletedAt),
      ),
    );
  return { count: row?.count ?? 0, lastFailedAt: row?.lastFailedAt ?? null };
}

/** Failed sign-ins from one address since `since`, whatever login id they tried. */
export async function countRecentFailedLoginsByIp(
  db: Database,
  ipAddress: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ipAddress, ipAddress),
        eq(loginAttempts.isSuccess, false),
        gte(loginAttempts.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}

/** Stops earlier failures for the login id from counting towards its throttle. */
export async function clearFailedLogins(db: Database, loginId: string, now: Date): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ deletedAt: now })
    .where(
      and(
        eq(loginAttempts.loginId, loginId),
        eq(loginAttempts.isSuccess, false),
        isNull(loginAttempts.deletedAt),
      ),
    );
}

export async function insertLoginAttempt(
  db: Database,
  attempt: {
    loginId: string;
    ipAddress: string | null;
    isSuccess: boolean;
    failureReason: string | null;
    userId: number | null;
  },
): Promise<number> {
  const [row] = await db.insert(loginAttempts).values(attempt).returning({ id: loginAttempts.id });
  return row!.id;
}

/** Records how an attempt reserved as PENDING ended (see signIn). */
export async function settleLoginAttempt(
  db: Database,
  attemptId: number,
  outcome: { isSuccess: boolean; failureReason: string | null; userId: number | null },
): Promise<void> {
  await db.update(loginAttempts).set(outcome).where(eq(loginAttempts.id, attemptId));
}

// Namespaces of this module's advisory locks, so they cannot collide with another feature's keys.
const LOGIN_ID_LOCK_CLASS = 7302;
const LOGIN_IP_LOCK_CLASS = 7303;

/**
 * Serialises the throttle check and the reservation of an attempt for one login id and one client
 * address until the transaction ends: parallel tries then see each other's reservations. Always
 * the login id first, then the address, so two sign-ins never wait for each other in a circle.
 */
export async function lockLoginThrottle(
  db: Database,
  loginId: string,
  ipAddress: string | null,
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOGIN_ID_LOCK_CLASS}, hashtext(${loginId}))`);
  if (ipAddress !== null) {
    await db.execute(
      sql`select pg_advisory_xact_lock(${LOGIN_IP_LOCK_CLASS}, hashtext(${ipAddress}))`,
    );
  }
}

export async function insertRefreshToken(
  db: Database,
  token: {
    userId: number;
    tokenHash: string;
    familyId: string;
    isRemember: boolean;
    expiresAt: Date;
    userAgent: string | null;
    ipAddress: string | null;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export type PresentedRefreshToken = { userId: number; familyId: string; isRemember: boolean };

/**
 * Marks a live token used and returns it, or null when it is unknown, expired, revoked or already
 * used. The `used_at is null` condition is what makes rotation single-use: of two concurrent
 * calls with the same token, the second one's update waits for the first to commit and then
 * matches no row.
 */
export async function markRefreshTokenUsed(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<PresentedRefreshToken | null> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.deletedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      isRemember: refreshTokens.isRemember,
    });
  return row ?? null;
}

export async function findRefreshTokenByHash(
  db: Database,
  tokenHash: string,
): Promise<{ familyId: string; usedAt: Date | null } | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.deletedAt)))
    .limit(1);
  return row ?? null;
}

// Namespace for this module's advisory locks, so they cannot collide with another feature's keys.
const REFRESH_FAMILY_LOCK_CLASS = 7301;

/**
 * Serialises every change to one token family until the transaction ends. Without it, revoking a
 * family could miss a successor that a concurrent rotation inserts but has not committed yet.
 */
export async function lockRefreshTokenFamily(db: Database, familyId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${REFRESH_FAMILY_LOCK_CLASS}, hashtext(${familyId}))`,
  );
}

export async function revokeRefreshTokenFamily(
  db: Database,
  familyId: string,
  now: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function findUserState(
  db: Database,
  userId: number,
): Promise<UserCredentials['state'] | null> {
  const [row] = await db
    .select({ state: users.state })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row?.state ?? null;
}

/**
 * Role and state of a live account, and its live profile: what every authenticated request is
 * checked against. The profile id comes along because most member writes need one (an autosave
 * would otherwise read the profile again: a statement per request, ADR 0016, 2026-11-27).
 */
// Prepared: every signed-in request reads the account's standing (context.ts resolveViewer).
const selectAccountStanding = definePreparedStatement((db) =>
  db
    .select({ role: users.role, state: users.state, profileId: profiles.id })
    .from(users)
    .leftJoin(profiles, and(eq(profiles.userId, users.id), isNull(profiles.deletedAt)))
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt)))
    .limit(1)
    .prepare('account_standing'),
);

export async function findAccountStanding(
  db: Database,
  userId: number,
): Promise<{
  role: 'USER' | 'ADMIN';
  state: UserCredentials['state'];
  profileId: number | null;
} | null> {
  const [row] = await selectAccountStanding(db).execute({ userId });
  return row ?? null;
}

export async function updateLastLoginAt(db: Database, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}
