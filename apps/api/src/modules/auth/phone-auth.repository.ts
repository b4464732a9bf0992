import { phoneAuthCodes } from '@gongsa/db';
import { and, asc, desc, eq, gte, isNull, lt, gt, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';

// Namespace for this module's advisory locks, so they cannot collide with another feature's keys.
const PHONE_AUTH_LOCK_CLASS = 7302;

/**
 * Serialises code requests for one phone number until the transaction ends, so two simultaneous
 * requests cannot both pass the hourly count.
 */
export async function lockPhoneNumber(db: Database, phoneNumber: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${PHONE_AUTH_LOCK_CLASS}, hashtext(${phoneNumber}))`,
  );
}

/** When each code sent to the number since `since` was sent, oldest first. */
export async function listCodeSendTimes(
  db: Database,
  phoneNumber: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: phoneAuthCodes.createdAt })
    .from(phoneAuthCodes)
    .where(
      and(
        eq(phoneAuthCodes.phoneNumber, phoneNumber),
        gte(phoneAuthCodes.createdAt, since),
        isNull(phoneAuthCodes.deletedAt),
      ),
    )
    .orderBy(asc(phoneAuthCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function insertCode(
  db: Database,
  code: { phoneNumber: string; codeHash: string; purpose: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(phoneAuthCodes).values({
    phoneNumber: code.phoneNumber,
    codeHash: code.codeHash,
    purpose: code.purpose,
    expiresAt: code.expiresAt,
    createdAt: code.now,
    updatedAt: code.now,
  });
}

export type PendingCode = { id: number; codeHash: string; attempts: number; expiresAt: Date };

/** The newest code sent to the number for the purpose that has not been verified yet. */
export async function findLatestPendingCode(
  db: Database,
  phoneNumber: string,
  purpose: string,
): Promise<PendingCode | null> {
  const [row] = await db
    .select({
      id: phoneAuthCodes.id,
      codeHash: phoneAuthCodes.codeHash,
      attempts: phoneAuthCodes.attempts,
      expiresAt: phoneAuthCodes.expiresAt,
    })
    .from(phoneAuthCodes)
    .where(
      and(
        eq(phoneAuthCodes.phoneNumber, phoneNumber),
        eq(phoneAuthCodes.purpose, purpose),
        isNull(phoneAuthCodes.verifiedAt),
        isNull(phoneAuthCodes.deletedAt),
      ),
    )
    .orderBy(desc(phoneAuthCodes.createdAt), desc(phoneAuthCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one wrong try and returns the new count, or null when the code had already used up its
 * tries (or was verified meanwhile). The condition in the UPDATE is what caps the tries even when
 * guesses arrive at the same time.
 */
export async function recordWrongAttempt(
  db: Database,
  codeId: number,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = await db
    .update(phoneAuthCodes)
    .set({ attempts: sql`${phoneAuthCodes.attempts} + 1` })
    .where(
      and(
        eq(phoneAuthCodes.id, codeId),
        lt(phoneAuthCodes.attempts, maxAttempts),
        isNull(phoneAuthCodes.verifiedAt),
      ),
    )
    .returning({ attempts: phoneAuthCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks a still-usable code verified and stores the request id; false if it was no longer usable. */
export async function markCodeVerified(
  db: Database,
  input: { codeId: number; requestIdHash: string; maxAttempts: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(phoneAuthCodes)
    .set({ verifiedAt: input.now, requestId: input.requestIdHash })
    .where(
      and(
        eq(phoneAuthCodes.id, input.codeId),
        isNull(phoneAuthCodes.verifiedAt),
        lt(phoneAuthCodes.attempts, input.maxAttempts),
        gt(phoneAuthCodes.expiresAt, input.now),
      ),
    )
    .returning({ id: phoneAuthCodes.id });
  return rows.length > 0;
}

/**
 * Spends a request id: only once, only for the number it was issued for, and only while it is
 * fresh. Returns false when any of that does not hold. The purpose the code was sent for is not
 * checked: the agreed contract lets one verification serve whichever call presents it first
 * (signUp, find email, password reset, phone change), because the client only ever proves that
 * it holds the phone.
 */
export async function consumeRequestId(
  db: Database,
  input: {
    requestIdHash: string;
    phoneNumber: string;
    verifiedSince: Date;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(phoneAuthCodes)
    .set({ consumedAt: input.now })
    .where(
      and(
        eq(phoneAuthCodes.requestId, input.requestIdHash),
        eq(phoneAuthCodes.phoneNumber, input.phoneNumber),
        isNull(phoneAuthCodes.consumedAt),
        isNull(phoneAuthCodes.deletedAt),
        gte(phoneAuthCodes.verifiedAt, input.verifiedSince),
      ),
    )
    .returning({ id: phoneAuthCodes.id });
  return rows.length > 0;
}
