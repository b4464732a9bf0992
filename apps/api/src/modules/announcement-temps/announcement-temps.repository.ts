import { announcementTemps } from '@gongsa/db';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { PageRequest } from '../../platform/pagination';
import { findKeysetPage } from '../../platform/keyset.repository';

export type AnnouncementTempRow = {
  id: number;
  userId: number;
  step: number;
  invitationProfileId: number | null;
  isReCreated: boolean;
  reCreatedFromId: number | null;
  data: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
};

const TEMP_COLUMNS = {
  id: announcementTemps.id,
  userId: announcementTemps.userId,
  step: announcementTemps.step,
  invitationProfileId: announcementTemps.invitationProfileId,
  isReCreated: announcementTemps.isReCreated,
  reCreatedFromId: announcementTemps.reCreatedFromId,
  data: announcementTemps.data,
  createdAt: announcementTemps.createdAt,
  updatedAt: announcementTemps.updatedAt,
};

export type TempWrite = {
  step: number;
  invitationProfileId: number | null;
  data: Record<string, unknown>;
};

export async function findTempById(db: Database, id: number): Promise<AnnouncementTempRow | null> {
  const [row] = await db
    .select(TEMP_COLUMNS)
    .from(announcementTemps)
    .where(and(eq(announcementTemps.id, id), isNull(announcementTemps.deletedAt)));
  return row ?? null;
}

export async function findTempForUpdate(
  db: Database,
  id: number,
): Promise<AnnouncementTempRow | null> {
  const [row] = await db
    .select(TEMP_COLUMNS)
    .from(announcementTemps)
    .where(and(eq(announcementTemps.id, id), isNull(announcementTemps.deletedAt)))
    .for('update');
  return row ?? null;
}

/**
 * Inserts the draft unless this user already has one with the client key (a retried first save);
 * either way returns the user's draft for the key. Without a key every call inserts.
 */
export async function insertTemp(
  db: Database,
  values: TempWrite & {
    userId: number;
    clientKey: string | null;
    isReCreated?: boolean;
    reCreatedFromId?: number | null;
  },
  now: Date,
): Promise<{ row: AnnouncementTempRow; isNew: boolean }> {
  const [inserted] = await db
    .insert(announcementTemps)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({
      target: [announcementTemps.userId, announcementTemps.clientKey],
      where: sql`${announcementTemps.clientKey} is not null`,
    })
    .returning(TEMP_COLUMNS);
  if (inserted) return { row: inserted, isNew: true };
  const [existing] = await db
    .select(TEMP_COLUMNS)
    .from(announcementTemps)
    .where(
      and(
        eq(announcementTemps.userId, values.userId),
        eq(announcementTemps.clientKey, values.clientKey ?? ''),
      ),
    );
  if (!existing) throw new Error('draft with client key vanished');
  return { row: existing, isNew: false };
}

/**
 * An autosave in one statement: the sent fields are merged into the stored ones (jsonb `||`, the
 * same shallow merge as spreading them), an omitted step or invitation keeps the stored one, and
 * only the owner's live draft matches. The row is locked by the update itself, so two saves still
 * apply one after the other (ADR 0024: four round trips fewer than a transaction that reads the
 * draft, then writes it). Null when the draft is missing, deleted or someone else's.
 */
export async function updateOwnTemp(
  db: Database,
  target: { id: number; userId: number },
  patch: {
    /** null or undefined: the stored step stays. */
    step: number | null | undefined;
    /** undefined: the stored invitation stays; null removes it. */
    invitationProfileId: number | null | undefined;
    data: Record<string, unknown>;
  },
  now: Date,
): Promise<AnnouncementTempRow | null> {
  const [row] = await db
    .update(announcementTemps)
    .set({
      ...(patch.step === undefined || patch.step === null ? {} : { step: patch.step }),
      ...(patch.invitationProfileId === undefined
        ? {}
        : { invitationProfileId: patch.invitationProfileId }),
      data: sql`${announcementTemps.data} || ${JSON.stringify(patch.data)}::jsonb`,
      updatedAt: now,
    })
    .where(
      and(
        eq(announcementTemps.id, target.id),
        eq(announcementTemps.userId, target.userId),
        isNull(announcementTemps.deletedAt),
      ),
    )
    .returning(TEMP_COLUMNS);
  return row ?? null;
}

/** Drafts are scratch data: deleting (or publishing) removes the row. */
export async function deleteTemp(db: Database, id: number): Promise<void> {
  await db.delete(announcementTemps).where(eq(announcementTemps.id, id));
}

/** The user's drafts, most recently saved first. */
export async function selectTempPage(
  db: Database,
  userId: number,
  request: PageRequest,
): Promise<AnnouncementTempRow[]> {
  const { rows } = await findKeysetPage(
    {
      sort: { column: announcementTemps.updatedAt, type: 'date' },
      id: announcementTemps.id,
      order: 'desc',
    },
    request,
    (keyset) =>
      db
        .select(TEMP_COLUMNS)
        .from(announcementTemps)
        .where(
          and(
            eq(announcementTemps.userId, userId),
            isNull(announcementTemps.deletedAt),
            keyset.where,
          ),
        )
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () => Promise.resolve([{ value: 0 }]),
  );
  return rows;
}

export async function countTemps(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(announcementTemps)
    .where(and(eq(announcementTemps.userId, userId), isNull(announcementTemps.deletedAt)));
  return row?.value ?? 0;
}
