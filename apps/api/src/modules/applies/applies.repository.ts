import {
  announcementApplies,
  announcementApplyEstimateFiles,
  announcements,
  files,
  profileSortKeys,
  profiles,
  reviews,
} from '@gongsa/db';
import { EARTH_RADIUS_KM, type AnnouncementState, type ApplyState } from '@gongsa/domain';
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { PageRequest } from '../../platform/pagination';
import { findKeysetPage, type KeysetOrder } from '../../platform/keyset.repository';
import {
  effectiveAnnouncementStateSql,
  matchEffectiveStates,
  matchNewApplies,
} from '../announcements';

/** What every apply query reads: the apply, its request's lifecycle and the two locations. */
export type ApplyRow = {
  id: number;
  announcementId: number;
  userId: number;
  profileId: number;
  state: ApplyState;
  managerName: string | null;
  phoneNumber: string | null;
  estimatedAmount: number | null;
  hasChecked: boolean;
  createdAt: Date;
  submittedAt: Date | null;
  selectedAt: Date | null;
  announcementUserId: number;
  announcementState: AnnouncementState;
  announcementPostingEndAt: Date;
  announcementChoosingEndAt: Date | null;
  announcementChosenAt: Date | null;
  announcementApplyCount: number;
  announcementLatitude: number | null;
  announcementLongitude: number | null;
  profileLatitude: number | null;
  profileLongitude: number | null;
  reviewId: number | null;
};

const APPLY_COLUMNS = {
  id: announcementApplies.id,
  announcementId: announcementApplies.announcementId,
  userId: announcementApplies.userId,
  profileId: announcementApplies.profileId,
  state: announcementApplies.state,
  managerName: announcementApplies.managerName,
  phoneNumber: announcementApplies.phoneNumber,
  estimatedAmount: announcementApplies.estimatedAmount,
  hasChecked: announcementApplies.hasChecked,
  createdAt: announcementApplies.createdAt,
  submittedAt: announcementApplies.submittedAt,
  selectedAt: announcementApplies.selectedAt,
  announcementUserId: announcements.userId,
  announcementState: announcements.state,
  announcementPostingEndAt: announcements.postingEndAt,
  announcementChoosingEndAt: announcements.choosingEndAt,
  announcementChosenAt: announcements.chosenAt,
  announcementApplyCount: announcements.applyCount,
  announcementLatitude: announcements.latitude,
  announcementLongitude: announcements.longitude,
  profileLatitude: profiles.latitude,
  profileLongitude: profiles.longitude,
  reviewId: reviews.id,
};

/** Applies the owner never sees: unfinished drafts and withdrawn ones. */
const HIDDEN_FROM_OWNER_STATES: ApplyState[] = ['WRITING', 'GAVE_UP'];

function selectApplies(db: Database) {
  return db
    .select(APPLY_COLUMNS)
    .from(announcementApplies)
    .innerJoin(
      announcements,
      and(
        eq(announcements.id, announcementApplies.announcementId),
        isNull(announcements.deletedAt),
      ),
    )
    .innerJoin(
      profiles,
      and(eq(profiles.id, announcementApplies.profileId), isNull(profiles.deletedAt)),
    )
    .leftJoin(
      reviews,
      and(eq(reviews.announcementApplyId, announcementApplies.id), isNull(reviews.deletedAt)),
    );
}

/** A live apply on a live request, or null. */
export async function findApplyById(db: Database, id: number): Promise<ApplyRow | null> {
  const [row] = await selectApplies(db)
    .where(and(eq(announcementApplies.id, id), isNull(announcementApplies.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The user's live apply to the request (any state), or null. */
export async function findApplyOfUser(
  db: Database,
  announcementId: number,
  userId: number,
): Promise<ApplyRow | null> {
  const [row] = await selectApplies(db)
    .where(
      and(
        eq(announcementApplies.announcementId, announcementId),
        eq(announcementApplies.userId, userId),
        isNull(announcementApplies.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The user's live applies to these requests (at most one per request). */
export async function findAppliesOfUser(
  db: Database,
  userId: number,
  announcementIds: readonly number[],
): Promise<ApplyRow[]> {
  if (announcementIds.length === 0) return [];
  return selectApplies(db).where(
    and(
      inArray(announcementApplies.announcementId, [...announcementIds]),
      eq(announcementApplies.userId, userId),
      isNull(announcementApplies.deletedAt),
    ),
  );
}

/** Locks the apply row until the transaction ends (its request is locked first by the caller). */
export async function lockApply(db: Database, id: number): Promise<void> {
  await db
    .select({ id: announcementApplies.id })
    .from(announcementApplies)
    .where(eq(announcementApplies.id, id))
    .for('update');
}

export type ApplyWrite = {
  managerName: string;
  phoneNumber: string;
  estimatedAmount: number;
};

export async function insertApply(
  db: Database,
  values: ApplyWrite & { announcementId: number; userId: number; profileId: number },
): Promise<number> {
  const [row] = await db
    .insert(announcementApplies)
    .values({ ...values, state: 'WRITING' })
    .returning({ id: announcementApplies.id });
  if (!row) throw new Error('apply insert returned nothing');
  return row.id;
}

export async function updateApplyContent(
  db: Database,
  id: number,
  values: ApplyWrite,
  now: Date,
): Promise<void> {
  await db
    .update(announcementApplies)
    .set({ ...values, updatedAt: now })
    .where(eq(announcementApplies.id, id));
}

/** The estimate files of an apply become exactly `fileIds`, in that order. */
export async function replaceEstimateFiles(
  db: Database,
  applyId: number,
  fileIds: readonly number[],
): Promise<void> {
  await db
    .delete(announcementApplyEstimateFiles)
    .where(eq(announcementApplyEstimateFiles.applyId, applyId));
  if (fileIds.length === 0) return;
  await db
    .insert(announcementApplyEstimateFiles)
    .values(fileIds.map((fileId, priority) => ({ applyId, fileId, priority })));
}

export async function deleteEstimateFiles(
  db: Database,
  applyId: number,
  fileIds: readonly number[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .delete(announcementApplyEstimateFiles)
    .where(
      and(
        eq(announcementApplyEstimateFiles.applyId, applyId),
        inArray(announcementApplyEstimateFiles.fileId, [...fileIds]),
      ),
    );
}

/** The live file ids of an apply's estimate, in display order. */
export type EstimateFileRow = { applyId: number; file: typeof files.$inferSelect };

/** The live estimate files of these applies, in each apply's order (one statement per page). */
export async function findEstimateFilesOfApplies(
  db: Database,
  applyIds: readonly number[],
): Promise<EstimateFileRow[]> {
  if (applyIds.length === 0) return [];
  return db
    .select({ applyId: announcementApplyEstimateFiles.applyId, file: files })
    .from(announcementApplyEstimateFiles)
    .innerJoin(
      files,
      and(eq(files.id, announcementApplyEstimateFiles.fileId), isNull(files.deletedAt)),
    )
    .where(
      and(
        inArray(announcementApplyEstimateFiles.applyId, [...applyIds]),
        isNull(announcementApplyEstimateFiles.deletedAt),
      ),
    )
    .orderBy(
      asc(announcementApplyEstimateFiles.applyId),
      asc(announcementApplyEstimateFiles.priority),
      asc(announcementApplyEstimateFiles.id),
    );
}

/** Of these ids, the live files the user uploaded (an estimate may only attach one's own). */
export async function selectOwnFileIds(
  db: Database,
  userId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.uploaderId, userId), isNull(files.deletedAt)));
  return rows.map((row) => row.id);
}

export async function updateApplyState(
  db: Database,
  id: number,
  values: { state: ApplyState; submittedAt?: Date; selectedAt?: Date },
  now: Date,
): Promise<void> {
  await db
    .update(announcementApplies)
    .set({ ...values, updatedAt: now })
    .where(eq(announcementApplies.id, id));
}

/** Adds `delta` to the request's submitted-apply count; a new apply also lights the owner's dot. */
export async function changeApplyCount(
  db: Database,
  announcementId: number,
  delta: 1 | -1,
  now: Date,
): Promise<void> {
  await db
    .update(announcements)
    .set({
      applyCount: sql`${announcements.applyCount} + ${delta}`,
      ...(delta > 0 ? { hasNewApplies: true } : {}),
      updatedAt: now,
    })
    .where(eq(announcements.id, announcementId));
}

/** has_new_applies = some submitted apply the owner has not opened yet. */
export async function recomputeHasNewApplies(db: Database, announcementId: number): Promise<void> {
  await db
    .update(announcements)
    .set({
      hasNewApplies: sql`exists (
        select 1 from ${announcementApplies}
        where ${announcementApplies.announcementId} = ${announcements.id}
          and ${announcementApplies.deletedAt} is null
          and ${announcementApplies.state} = 'SUBMITTED'
          and not ${announcementApplies.hasChecked})`,
    })
    .where(eq(announcements.id, announcementId));
}

export async function markApplyChecked(db: Database, id: number): Promise<void> {
  await db
    .update(announcementApplies)
    .set({ hasChecked: true })
    .where(and(eq(announcementApplies.id, id), eq(announcementApplies.hasChecked, false)));
}

export type ApplicantRow = { id: number; userId: number; profileId: number };

/** The submitted applies of a request, locked (selection turns them all). */
export async function lockSubmittedApplies(
  db: Database,
  announcementId: number,
): Promise<ApplicantRow[]> {
  return db
    .select({
      id: announcementApplies.id,
      userId: announcementApplies.userId,
      profileId: announcementApplies.profileId,
    })
    .from(announcementApplies)
    .where(
      and(
        eq(announcementApplies.announcementId, announcementId),
        eq(announcementApplies.state, 'SUBMITTED'),
        isNull(announcementApplies.deletedAt),
      ),
    )
    .orderBy(asc(announcementApplies.id))
    .for('update');
}

/** Every other submitted apply of the request becomes NOT_SELECTED. */
export async function markOthersNotSelected(
  db: Database,
  announcementId: number,
  winnerId: number,
  now: Date,
): Promise<void> {
  await db
    .update(announcementApplies)
    .set({ state: 'NOT_SELECTED', updatedAt: now })
    .where(
      and(
        eq(announcementApplies.announcementId, announcementId),
        eq(announcementApplies.state, 'SUBMITTED'),
        sql`${announcementApplies.id} <> ${winnerId}`,
        isNull(announcementApplies.deletedAt),
      ),
    );
}

// --- lists ----------------------------------------------------------------------------------

export type AppliesSort = 'latest' | 'amount' | 'rating' | 'distance';
export type GeoPoint = { latitude: number; longitude: number };

export type ApplyPageRow = ApplyRow & { sortKey: number | string };

// Far beyond any distance on Earth: applicants without coordinates sort after every located one.
const UNKNOWN_DISTANCE_KM = 100_000;

/** Great-circle km from the site to the applicant (6371 km sphere), as haversineKm in the domain. */
function distanceFromSql(origin: GeoPoint | null): SQL {
  if (origin === null) return sql`${UNKNOWN_DISTANCE_KM}::float8`;
  return sql`coalesce(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${profiles.latitude} - ${origin.latitude}::float8) / 2), 2)
    + cos(radians(${origin.latitude}::float8)) * cos(radians(${profiles.latitude}))
    * power(sin(radians(${profiles.longitude} - ${origin.longitude}::float8) / 2), 2)
  ))), ${UNKNOWN_DISTANCE_KM}::float8)`;
}

// Cursors carry milliseconds while timestamps keep microseconds: ordering by the millisecond
// value keeps the cursor exact (same trick as the review list).
const LATEST_KEY = sql`date_trunc('milliseconds', coalesce(${announcementApplies.submittedAt}, ${announcementApplies.createdAt}))`;

function toApplyKeyset(sort: AppliesSort, origin: GeoPoint | null): KeysetOrder {
  switch (sort) {
    case 'latest':
      return {
        sort: { column: LATEST_KEY, type: 'date', key: sort },
        id: announcementApplies.id,
        order: 'desc',
      };
    case 'amount':
      // Cheapest first.
      return {
        sort: {
          column: sql`coalesce(${announcementApplies.estimatedAmount}, 0)::float8`,
          type: 'number',
          key: sort,
        },
        id: announcementApplies.id,
        order: 'asc',
      };
    case 'rating':
      // Best rated first, then most reviewed (the /company rating key).
      return {
        sort: {
          column: sql`${profileSortKeys(profiles).rating}::float8`,
          type: 'number',
          key: sort,
        },
        id: announcementApplies.id,
        order: 'desc',
      };
    case 'distance':
      return {
        sort: { column: distanceFromSql(origin), type: 'number', key: sort },
        id: announcementApplies.id,
        order: 'asc',
      };
  }
}

function isShownToOwner(announcementId: number): SQL {
  return and(
    eq(announcementApplies.announcementId, announcementId),
    isNull(announcementApplies.deletedAt),
    notInArray(announcementApplies.state, HIDDEN_FROM_OWNER_STATES),
  ) as SQL;
}

/** A page of the request's applies the owner may see, in the chosen order. */
export async function findAnnouncementApplyPage(
  db: Database,
  input: { announcementId: number; sort: AppliesSort; origin: GeoPoint | null },
  request: PageRequest,
): Promise<{ rows: ApplyPageRow[]; totalCount: number }> {
  const keyset = toApplyKeyset(input.sort, input.origin);
  const sortColumn = keyset.sort?.column ?? announcementApplies.id;
  return findKeysetPage(
    keyset,
    request,
    (query) =>
      db
        .select({
          ...APPLY_COLUMNS,
          sortKey:
            input.sort === 'latest'
              ? sql<string>`to_char(${LATEST_KEY} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
              : sql<number>`${sortColumn}`.mapWith(Number),
        })
        .from(announcementApplies)
        .innerJoin(
          announcements,
          and(
            eq(announcements.id, announcementApplies.announcementId),
            isNull(announcements.deletedAt),
          ),
        )
        .innerJoin(
          profiles,
          and(eq(profiles.id, announcementApplies.profileId), isNull(profiles.deletedAt)),
        )
        .leftJoin(
          reviews,
          and(eq(reviews.announcementApplyId, announcementApplies.id), isNull(reviews.deletedAt)),
        )
        .where(and(isShownToOwner(input.announcementId), query.where))
        .orderBy(...query.orderBy)
        .limit(query.limit),
    () =>
      db
        .select({ value: count() })
        .from(announcementApplies)
        .innerJoin(
          profiles,
          and(eq(profiles.id, announcementApplies.profileId), isNull(profiles.deletedAt)),
        )
        .where(isShownToOwner(input.announcementId)),
  );
}

/**
 * The apply state a reader sees (resolveApplyState in SQL): still SUBMITTED when the request
 * has ended or was decided means not selected.
 */
function effectiveApplyStateSql(now: Date): SQL {
  return sql`(case when ${announcementApplies.state} = 'SUBMITTED'
    and ${effectiveAnnouncementStateSql(now)} in ('CLOSED', 'CANCELED', 'CHOSEN', 'COMPLETED')
    then 'NOT_SELECTED' else ${announcementApplies.state}::text end)`;
}

/**
 * The user's applies as 내 입찰 lists and counts them. A draft (WRITING) counts only while its
 * request is still recruiting: afterwards it can no longer be sent, so it would sit there as
 * 작성중 forever (it can still be given up).
 */
function isMyApply(userId: number, now: Date): SQL {
  return and(
    eq(announcementApplies.userId, userId),
    isNull(announcementApplies.deletedAt),
    isNull(announcements.deletedAt),
    or(ne(announcementApplies.state, 'WRITING'), matchEffectiveStates(['RECRUITING'], now)),
  ) as SQL;
}

const MY_APPLY_KEYSET: KeysetOrder = {
  sort: {
    column: sql`date_trunc('milliseconds', ${announcementApplies.createdAt})`,
    type: 'date',
  },
  id: announcementApplies.id,
  order: 'desc',
};

/** A page of the user's applies, newest first, optionally only those whose state reads `states`. */
export async function findMyApplyPage(
  db: Database,
  input: { userId: number; states: readonly ApplyState[] | null; now: Date },
  request: PageRequest,
): Promise<{ rows: ApplyRow[]; totalCount: number }> {
  const stateFilter =
    input.states === null
      ? undefined
      : sql`${effectiveApplyStateSql(input.now)} in (${sql.join(
          input.states.map((state) => sql`${state}`),
          sql`, `,
        )})`;
  const where = and(isMyApply(input.userId, input.now), stateFilter);
  return findKeysetPage(
    MY_APPLY_KEYSET,
    request,
    (query) =>
      selectApplies(db)
        .where(and(where, query.where))
        .orderBy(...query.orderBy)
        .limit(query.limit),
    () =>
      db
        .select({ value: count() })
        .from(announcementApplies)
        .innerJoin(announcements, eq(announcements.id, announcementApplies.announcementId))
        .innerJoin(
          profiles,
          and(eq(profiles.id, announcementApplies.profileId), isNull(profiles.deletedAt)),
        )
        .where(where),
  );
}

export type ApplyLifecycleRow = {
  state: ApplyState;
  announcementState: AnnouncementState;
  announcementPostingEndAt: Date;
  announcementChoosingEndAt: Date | null;
  announcementChosenAt: Date | null;
  announcementApplyCount: number;
};

/** The state of each of the user's applies with its request's lifecycle (for the dashboard). */
export async function findMyApplyLifecycles(
  db: Database,
  userId: number,
  now: Date,
): Promise<ApplyLifecycleRow[]> {
  return db
    .select({
      state: announcementApplies.state,
      announcementState: announcements.state,
      announcementPostingEndAt: announcements.postingEndAt,
      announcementChoosingEndAt: announcements.choosingEndAt,
      announcementChosenAt: announcements.chosenAt,
      announcementApplyCount: announcements.applyCount,
    })
    .from(announcementApplies)
    .innerJoin(announcements, eq(announcements.id, announcementApplies.announcementId))
    .where(isMyApply(userId, now));
}

/**
 * Whether any live request of the user that is still recruiting or choosing has a submitted
 * apply the user has not opened (a closed or canceled one no longer lights the dot).
 */
export async function hasNewAppliesForUser(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(eq(announcements.userId, userId), matchNewApplies(now), isNull(announcements.deletedAt)),
    )
    .limit(1);
  return row !== undefined;
}
