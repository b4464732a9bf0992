import { loginAttempts, refreshTokens, users } from '@gongsa/db';
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

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

export async function countRecentFailedLogins(
  db: Database,
  loginId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.loginId, loginId),
        eq(loginAttempts.isSuccess, false),
        gte(loginAttempts.createdAt, since),
      ),
    );
  return row?.value ?? 0;
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
): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}

export async function insertRefreshToken(
  db: Database,
  token: {
    userId: number;
    tokenHash: string;
    familyId: string;
    expiresAt: Date;
    userAgent: string | null;
    ipAddress: string | null;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function updateLastLoginAt(db: Database, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}
