import { announcementInvitations, announcements, profiles } from '@gongsa/db';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { PageRequest } from '../../platform/pagination';
import { findKeysetPage, type KeysetOrder } from '../../platform/keyset.repository';

export type InvitationRow = {
  id: number;
  announcementId: number;
  profileId: number;
  isChecked: boolean;
  checkedAt: Date | null;
  createdAt: Date;
};

const INVITATION_COLUMNS = {
  id: announcementInvitations.id,
  announcementId: announcementInvitations.announcementId,
  profileId: announcementInvitations.profileId,
  isChecked: announcementInvitations.isChecked,
  checkedAt: announcementInvitations.checkedAt,
  createdAt: announcementInvitations.createdAt,
};

/** Live invitations to live requests: a deleted request takes its invitations off every list. */
function selectInvitations(db: Database) {
  return db
    .select(INVITATION_COLUMNS)
    .from(announcementInvitations)
    .innerJoin(
      announcements,
      and(
        eq(announcements.id, announcementInvitations.announcementId),
        isNull(announcements.deletedAt),
      ),
    );
}

export async function findInvitation(
  db: Database,
  announcementId: number,
  profileId: number,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select(INVITATION_COLUMNS)
    .from(announcementInvitations)
    .where(
      and(
        eq(announcementInvitations.announcementId, announcementId),
        eq(announcementInvitations.profileId, profileId),
        isNull(announcementInvitations.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertInvitation(
  db: Database,
  values: { announcementId: number; profileId: number },
): Promise<InvitationRow> {
  const [row] = await db
    .insert(announcementInvitations)
    .values(values)
    .returning(INVITATION_COLUMNS);
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

function isInvitationOfUser(userId: number): SQL {
  return sql`${announcementInvitations.profileId} in (
    select ${profiles.id} from ${profiles}
    where ${profiles.userId} = ${userId} and ${profiles.deletedAt} is null)`;
}

/** Marks the profile's unchecked invitations (only `ids` when given) checked: how many changed. */
export async function markInvitationsCheckedForProfile(
  db: Database,
  input: { profileId: number; ids: readonly number[] | null },
  now: Date,
): Promise<number> {
  if (input.ids !== null && input.ids.length === 0) return 0;
  const rows = await db
    .update(announcementInvitations)
    .set({ isChecked: true, checkedAt: now, updatedAt: now })
    .where(
      and(
        eq(announcementInvitations.profileId, input.profileId),
        eq(announcementInvitations.isChecked, false),
        isNull(announcementInvitations.deletedAt),
        input.ids === null ? undefined : inArray(announcementInvitations.id, [...input.ids]),
      ),
    )
    .returning({ id: announcementInvitations.id });
  return rows.length;
}

function isLiveInvitationOf(profileId: number): SQL {
  return and(
    eq(announcementInvitations.profileId, profileId),
    isNull(announcementInvitations.deletedAt),
  ) as SQL;
}

// Cursors carry milliseconds while timestamps keep microseconds (see the review list).
const INVITATION_KEYSET: KeysetOrder = {
  sort: {
    column: sql`date_trunc('milliseconds', ${announcementInvitations.createdAt})`,
    type: 'date',
  },
  id: announcementInvitations.id,
  order: 'desc',
};

/** A page of the invitations the profile received, newest first. */
export async function findInvitationPageForProfile(
  db: Database,
  profileId: number,
  request: PageRequest,
): Promise<{ rows: InvitationRow[]; totalCount: number }> {
  return findKeysetPage(
    INVITATION_KEYSET,
    request,
    (query) =>
      selectInvitations(db)
        .where(and(isLiveInvitationOf(profileId), query.where))
        .orderBy(...query.orderBy)
        .limit(query.limit),
    () =>
      db
        .select({ value: count() })
        .from(announcementInvitations)
        .innerJoin(
          announcements,
          and(
            eq(announcements.id, announcementInvitations.announcementId),
            isNull(announcements.deletedAt),
          ),
        )
        .where(isLiveInvitationOf(profileId)),
  );
}

export async function countInvitationsForProfile(
  db: Database,
  profileId: number,
): Promise<{ totalCount: number; uncheckedCount: number }> {
  const [row] = await db
    .select({
      totalCount: count(),
      uncheckedCount:
        sql<number>`count(*) filter (where not ${announcementInvitations.isChecked})`.mapWith(
          Number,
        ),
    })
    .from(announcementInvitations)
    .innerJoin(
      announcements,
      and(
        eq(announcements.id, announcementInvitations.announcementId),
        isNull(announcements.deletedAt),
      ),
    )
    .where(isLiveInvitationOf(profileId));
  return { totalCount: row?.totalCount ?? 0, uncheckedCount: row?.uncheckedCount ?? 0 };
}

/** Every invitation sent for the request, newest first. */
export async function findInvitationsByAnnouncement(
  db: Database,
  announcementId: number,
): Promise<InvitationRow[]> {
  return selectInvitations(db)
    .where(
      and(
        eq(announcementInvitations.announcementId, announcementId),
        isNull(announcementInvitations.deletedAt),
      ),
    )
    .orderBy(desc(announcementInvitations.createdAt), desc(announcementInvitations.id));
}

/** Whether the user's profile has an invitation (to a live request) it has not opened. */
export async function hasUncheckedInvitationsForUser(
  db: Database,
  userId: number,
): Promise<boolean> {
  const [row] = await selectInvitations(db)
    .where(
      and(
        isInvitationOfUser(userId),
        eq(announcementInvitations.isChecked, false),
        isNull(announcementInvitations.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The user's live requests that have a live invitation to this profile (the invite dialog). */
export async function findAnnouncementIdsInvitingProfile(
  db: Database,
  userId: number,
  profileId: number,
): Promise<number[]> {
  const rows = await selectInvitations(db).where(
    and(
      eq(announcements.userId, userId),
      eq(announcementInvitations.profileId, profileId),
      isNull(announcementInvitations.deletedAt),
    ),
  );
  return rows.map((row) => row.announcementId);
}
