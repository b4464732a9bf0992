import {
  APPLY_STATES,
  ANNOUNCEMENT_TYPE_LABELS,
  announcementApplyInputSchema,
  canProfileTypeApply,
  canReviewInAnnouncement,
  canSelectInAnnouncement,
  ESTIMATE_FILES_MAX,
  haversineKm,
  resolveAnnouncementState,
  resolveApplyState,
  type AnnouncementState,
  type AnnouncementType,
  type ApplyState,
} from '@gongsa/domain';
import type { Database } from '../../app/database';
import type { Context, Viewer } from '../../context';
import { findViewerUserId, requireUserId } from '../../context';
import {
  BadUserInputError,
  ForbiddenError,
  NotFoundError,
  toBadUserInputError,
} from '../../errors';
import { parseClientId } from '../../platform/ids';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import type { AnnouncementView } from '../announcements';
import { defineBatchLoader, groupBy } from '../../platform/request-scope';
import {
  findAnnouncementForApply,
  lockAndSettleAnnouncement,
  markAnnouncementChosen,
} from '../announcements';
import { toFileView, type FileDependencies, type FileView } from '../files';
import { ProfileRequiredError, findProfileByUserId, type ProfileRow } from '../profiles';
import type { ProfileView } from '../profiles';
import { hasUncheckedInvitationsForUser } from '../invitations';
import { enqueue } from '../../platform/jobs/enqueue';
import {
  changeApplyCount,
  deleteEstimateFiles,
  findAnnouncementApplyPage,
  findEstimateFilesOfApplies,
  findApplyById,
  findApplyOfUser,
  findAppliesOfUser,
  findMyApplyLifecycles,
  findMyApplyPage,
  hasNewAppliesForUser,
  insertApply,
  lockApply,
  lockSubmittedApplies,
  markApplyChecked,
  markOthersNotSelected,
  recomputeHasNewApplies,
  replaceEstimateFiles,
  selectOwnFileIds,
  updateApplyContent,
  updateApplyState,
  type AppliesSort,
  type ApplyRow,
} from './applies.repository';
import { recordAudit } from '../audit';

export const APPLY_MESSAGES = {
  announcementNotFound: '견적 요청을 찾을 수 없습니다.',
  applyNotFound: '지원 내역을 찾을 수 없습니다.',
  consumer: '일반 소비자 프로필로는 지원할 수 없습니다.',
  wrongType: (label: string) => `${label} 프로필만 지원할 수 있는 견적 요청입니다.`,
  ownAnnouncement: '내 공고에는 지원할 수 없습니다.',
  alreadyApplied: '이미 지원한 공고입니다.',
  gaveUp: '지원을 포기한 공고에는 다시 지원할 수 없습니다.',
  notRecruiting: '모집이 끝난 공고입니다.',
  notMyApply: '본인의 지원만 변경할 수 있습니다.',
  alreadyDecided: '선정 결과가 나온 지원은 변경할 수 없습니다.',
  unknownFile: '견적 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
  notOwner: '내 견적 요청의 지원만 볼 수 있습니다.',
  notOwnerSelect: '내 견적 요청의 지원만 선정할 수 있습니다.',
  cannotRead: '견적 요청 작성자와 지원한 업체만 볼 수 있습니다.',
  alreadyChosen: '이미 선정을 마친 견적 요청입니다.',
  choosingOver: '선정 기간이 끝난 견적 요청입니다.',
  canceled: '취소된 견적 요청입니다.',
  notSubmitted: '제출된 지원만 선정할 수 있습니다.',
  tooManyFiles: `견적 파일은 한 번에 최대 ${ESTIMATE_FILES_MAX}개까지 지울 수 있습니다.`,
  badSort: "정렬 기준은 'latest', 'amount', 'rating', 'distance' 중 하나여야 합니다.",
} as const;

/** What the AnnouncementApply GraphQL type resolves from; states are the ones a reader sees. */
export type AnnouncementApplyView = {
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
  distanceFromSite: number | null;
  reviewId: number | null;
};

export type ApplyDashboardView = {
  writingCount: number;
  submittedCount: number;
  selectedCount: number;
  notSelectedCount: number;
  gaveUpCount: number;
};

export type MyBidNoticeView = { hasUncheckedInvitations: boolean; hasNewApplies: boolean };

type ApplyContext = Pick<Context, 'db' | 'viewer'>;

const APPLY_SORTS: readonly AppliesSort[] = ['latest', 'amount', 'rating', 'distance'];
/** Applies still on the table, i.e. counted in applyCount. */
const SUBMITTED_STATES: readonly ApplyState[] = ['SUBMITTED', 'SELECTED', 'NOT_SELECTED'];

function parseAnnouncementId(value: string | number): number {
  return parseClientId(value, () => new NotFoundError(APPLY_MESSAGES.announcementNotFound));
}

function parseApplyId(value: string | number): number {
  return parseClientId(value, () => new NotFoundError(APPLY_MESSAGES.applyNotFound));
}

function parseFileIds(values: readonly (string | number)[]): number[] {
  return values.map((value) =>
    parseClientId(
      value,
      () => new BadUserInputError(APPLY_MESSAGES.unknownFile, { field: 'estimateFiles__ids' }),
    ),
  );
}

function toGeoPoint(latitude: number | null, longitude: number | null) {
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

export function toApplyView(row: ApplyRow, now: Date = new Date()): AnnouncementApplyView {
  const announcementState = resolveAnnouncementState(
    {
      state: row.announcementState,
      postingEndAt: row.announcementPostingEndAt,
      choosingEndAt: row.announcementChoosingEndAt,
      applyCount: row.announcementApplyCount,
      chosenAt: row.announcementChosenAt,
    },
    now,
  );
  const site = toGeoPoint(row.announcementLatitude, row.announcementLongitude);
  const office = toGeoPoint(row.profileLatitude, row.profileLongitude);
  return {
    id: row.id,
    announcementId: row.announcementId,
    userId: row.userId,
    profileId: row.profileId,
    state: resolveApplyState(row.state, announcementState),
    managerName: row.managerName,
    phoneNumber: row.phoneNumber,
    estimatedAmount: row.estimatedAmount,
    hasChecked: row.hasChecked,
    createdAt: row.createdAt,
    submittedAt: row.submittedAt,
    selectedAt: row.selectedAt,
    announcementUserId: row.announcementUserId,
    announcementState,
    distanceFromSite: site && office ? Math.round(haversineKm(site, office)) : null,
    reviewId: row.reviewId,
  };
}

async function loadApplyView(db: Database, id: number): Promise<AnnouncementApplyView> {
  const row = await findApplyById(db, id);
  if (!row) throw new NotFoundError(APPLY_MESSAGES.applyNotFound);
  return toApplyView(row);
}

/** Manager, phone, amount and files: only the request's owner and the applicant. */
export function canSeeApplyDetails(viewer: Viewer, apply: AnnouncementApplyView): boolean {
  const userId = findViewerUserId(viewer);
  return userId !== null && (userId === apply.userId || userId === apply.announcementUserId);
}

export function isApplyMine(viewer: Viewer, apply: AnnouncementApplyView): boolean {
  return findViewerUserId(viewer) === apply.userId;
}

/** The owner may review the selected apply once, when the job is done (ADR 0027). */
export function canReviewApply(viewer: Viewer, apply: AnnouncementApplyView): boolean {
  return (
    findViewerUserId(viewer) === apply.announcementUserId &&
    apply.state === 'SELECTED' &&
    canReviewInAnnouncement(apply.announcementState) &&
    apply.reviewId === null
  );
}

function checkStillApplicable(state: ApplyState): void {
  if (state === 'GAVE_UP') throw new BadUserInputError(APPLY_MESSAGES.gaveUp);
  if (state !== 'WRITING') throw new BadUserInputError(APPLY_MESSAGES.alreadyApplied);
}

function checkRecruiting(state: AnnouncementState): void {
  if (state !== 'RECRUITING') throw new BadUserInputError(APPLY_MESSAGES.notRecruiting);
}

/** The viewer's own apply in the transaction (locked), re-read after its request was locked. */
async function lockMyApply(tx: Database, applyId: number, userId: number): Promise<ApplyRow> {
  await lockApply(tx, applyId);
  const row = await findApplyById(tx, applyId);
  if (!row) throw new NotFoundError(APPLY_MESSAGES.applyNotFound);
  if (row.userId !== userId) throw new ForbiddenError(APPLY_MESSAGES.notMyApply);
  return row;
}

async function findApplyOrThrow(db: Database, applyId: number): Promise<ApplyRow> {
  const row = await findApplyById(db, applyId);
  if (!row) throw new NotFoundError(APPLY_MESSAGES.applyNotFound);
  return row;
}

/** The viewer's profile when it may apply to a request of this type (SPEC §3 who may apply). */
async function findProfileOpenTo(
  tx: Database,
  userId: number,
  announcementType: AnnouncementType,
): Promise<ProfileRow> {
  const profile = await findProfileByUserId(tx, userId);
  if (!profile) throw new ProfileRequiredError();
  if (profile.type === 'CONSUMER') throw new BadUserInputError(APPLY_MESSAGES.consumer);
  if (!canProfileTypeApply(announcementType, profile.type)) {
    throw new BadUserInputError(
      APPLY_MESSAGES.wrongType(ANNOUNCEMENT_TYPE_LABELS[announcementType]),
    );
  }
  return profile;
}

/**
 * applyAnnouncement: saves the viewer's apply as 작성중 (creates it or updates the draft). The
 * request must be recruiting, not the viewer's own and open to the viewer's profile type.
 */
export async function applyAnnouncement(
  ctx: ApplyContext,
  input: { announcementId: string; data: unknown },
  now: Date = new Date(),
): Promise<AnnouncementApplyView> {
  const userId = requireUserId(ctx.viewer);
  const announcementId = parseAnnouncementId(input.announcementId);
  const parsed = announcementApplyInputSchema.safeParse(input.data);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  const data = parsed.data;
  const fileIds = parseFileIds(data.estimateFiles__ids);
  const ownFileIds = new Set(await selectOwnFileIds(ctx.db, userId, fileIds));
  if (fileIds.some((id) => !ownFileIds.has(id))) {
    throw new BadUserInputError(APPLY_MESSAGES.unknownFile, { field: 'estimateFiles__ids' });
  }

  const applyId = await ctx.db.transaction(async (tx) => {
    const announcement = await lockAndSettleAnnouncement(tx, announcementId, now);
    if (announcement.userId === userId) {
      throw new BadUserInputError(APPLY_MESSAGES.ownAnnouncement);
    }
    const profile = await findProfileOpenTo(tx, userId, announcement.type);
    const existing = await findApplyOfUser(tx, announcementId, userId);
    if (existing) checkStillApplicable(existing.state);
    checkRecruiting(announcement.state);

    const content = {
      managerName: data.managerName,
      phoneNumber: data.phoneNumber,
      estimatedAmount: data.estimatedAmount,
    };
    let id: number;
    if (existing) {
      await updateApplyContent(tx, existing.id, content, now);
      id = existing.id;
    } else {
      id = await insertApply(tx, { ...content, announcementId, userId, profileId: profile.id });
    }
    await replaceEstimateFiles(tx, id, fileIds);
    return id;
  });
  return loadApplyView(ctx.db, applyId);
}

/** submitAnnouncementApply: 작성중 → 지원완료; the request counts it and its owner is told. */
export async function submitAnnouncementApply(
  ctx: ApplyContext,
  idInput: string,
  now: Date = new Date(),
): Promise<AnnouncementApplyView> {
  const userId = requireUserId(ctx.viewer);
  const apply = await findApplyOrThrow(ctx.db, parseApplyId(idInput));
  if (apply.userId !== userId) throw new ForbiddenError(APPLY_MESSAGES.notMyApply);

  await ctx.db.transaction(async (tx) => {
    const announcement = await lockAndSettleAnnouncement(tx, apply.announcementId, now);
    const current = await lockMyApply(tx, apply.id, userId);
    checkStillApplicable(current.state);
    checkRecruiting(announcement.state);
    // Checked again at submit: the owner may have changed the request's type (or the company its
    // profile) since the draft was saved.
    const profile = await findProfileOpenTo(tx, userId, announcement.type);
    await updateApplyState(tx, apply.id, { state: 'SUBMITTED', submittedAt: now }, now);
    await changeApplyCount(tx, announcement.id, 1, now);
    await enqueue(tx, 'notification.applyReceived', {
      applyId: apply.id,
      applicantProfileId: profile.id,
    });
  });
  return loadApplyView(ctx.db, apply.id);
}

/**
 * giveUpAnnouncementApply: withdraws a submitted apply while recruiting, or a draft at any time
 * (a draft left on a finished request can then be cleared away).
 */
export async function giveUpAnnouncementApply(
  ctx: ApplyContext,
  idInput: string,
  now: Date = new Date(),
): Promise<AnnouncementApplyView> {
  const userId = requireUserId(ctx.viewer);
  const apply = await findApplyOrThrow(ctx.db, parseApplyId(idInput));
  if (apply.userId !== userId) throw new ForbiddenError(APPLY_MESSAGES.notMyApply);

  await ctx.db.transaction(async (tx) => {
    const announcement = await lockAndSettleAnnouncement(tx, apply.announcementId, now);
    const current = await lockMyApply(tx, apply.id, userId);
    if (current.state === 'GAVE_UP') throw new BadUserInputError(APPLY_MESSAGES.gaveUp);
    if (current.state !== 'WRITING' && current.state !== 'SUBMITTED') {
      throw new BadUserInputError(APPLY_MESSAGES.alreadyDecided);
    }
    if (current.state === 'SUBMITTED') checkRecruiting(announcement.state);
    await updateApplyState(tx, apply.id, { state: 'GAVE_UP' }, now);
    if (current.state === 'SUBMITTED') {
      await changeApplyCount(tx, announcement.id, -1, now);
      await recomputeHasNewApplies(tx, announcement.id);
    }
  });
  return loadApplyView(ctx.db, apply.id);
}

/** deleteAnnouncementApplyEstimateFiles: the applicant removes files while recruiting. */
export async function deleteAnnouncementApplyEstimateFiles(
  ctx: ApplyContext,
  input: { id: string; fileIds: readonly (string | number)[] },
  now: Date = new Date(),
): Promise<AnnouncementApplyView> {
  const userId = requireUserId(ctx.viewer);
  const apply = await findApplyOrThrow(ctx.db, parseApplyId(input.id));
  if (apply.userId !== userId) throw new ForbiddenError(APPLY_MESSAGES.notMyApply);
  // An apply holds at most ESTIMATE_FILES_MAX files: a longer list names files it does not have
  // (and tens of thousands of ids would pass PostgreSQL's limit of bind parameters).
  const fileIds = Array.from(new Set(parseFileIds(input.fileIds)));
  if (fileIds.length > ESTIMATE_FILES_MAX) {
    throw new BadUserInputError(APPLY_MESSAGES.tooManyFiles, { field: 'fileIds' });
  }

  await ctx.db.transaction(async (tx) => {
    const announcement = await lockAndSettleAnnouncement(tx, apply.announcementId, now);
    const current = await lockMyApply(tx, apply.id, userId);
    if (current.state === 'GAVE_UP') throw new BadUserInputError(APPLY_MESSAGES.gaveUp);
    if (current.state !== 'WRITING' && current.state !== 'SUBMITTED') {
      throw new BadUserInputError(APPLY_MESSAGES.alreadyDecided);
    }
    checkRecruiting(announcement.state);
    await deleteEstimateFiles(tx, apply.id, fileIds);
  });
  return loadApplyView(ctx.db, apply.id);
}

function explainUnselectable(state: AnnouncementState): string {
  if (state === 'CHOSEN' || state === 'COMPLETED') return APPLY_MESSAGES.alreadyChosen;
  if (state === 'CANCELED') return APPLY_MESSAGES.canceled;
  return APPLY_MESSAGES.choosingOver;
}

/**
 * selectedAnnouncementApply: one transaction settles the request, picks the winner, turns the
 * other submitted applies into 미선정, closes the request as 선정완료 and tells every applicant.
 */
export async function selectAnnouncementApply(
  ctx: ApplyContext,
  idInput: string,
  now: Date = new Date(),
): Promise<AnnouncementApplyView> {
  const userId = requireUserId(ctx.viewer);
  const apply = await findApplyOrThrow(ctx.db, parseApplyId(idInput));
  if (apply.announcementUserId !== userId) {
    throw new ForbiddenError(APPLY_MESSAGES.notOwnerSelect);
  }

  await ctx.db.transaction(async (tx) => {
    const announcement = await lockAndSettleAnnouncement(tx, apply.announcementId, now);
    if (!canSelectInAnnouncement(announcement.state)) {
      throw new BadUserInputError(explainUnselectable(announcement.state));
    }
    const applicants = await lockSubmittedApplies(tx, announcement.id);
    if (!applicants.some((applicant) => applicant.id === apply.id)) {
      throw new BadUserInputError(APPLY_MESSAGES.notSubmitted);
    }
    await updateApplyState(tx, apply.id, { state: 'SELECTED', selectedAt: now }, now);
    await markOthersNotSelected(tx, announcement.id, apply.id, now);
    await markAnnouncementChosen(tx, announcement.id, now);
    await recordAudit(tx, ctx, {
      action: 'apply.selected',
      targetType: 'APPLY',
      targetId: apply.id,
      detail: { announcementId: announcement.id, applicantCount: applicants.length },
    });
    await recomputeHasNewApplies(tx, announcement.id);
    for (const applicant of applicants) {
      const event = applicant.id === apply.id ? 'applySelected' : 'applyNotSelected';
      await enqueue(tx, `notification.${event}`, { applyId: applicant.id });
    }
  });
  return loadApplyView(ctx.db, apply.id);
}

/**
 * announcementApply(id): the applicant reads their own; the request's owner reads submitted
 * ones, and opening one marks it checked (the new-applicant dot follows).
 */
export async function findAnnouncementApply(
  ctx: ApplyContext,
  idInput: string,
): Promise<AnnouncementApplyView> {
  const userId = requireUserId(ctx.viewer);
  const applyId = parseApplyId(idInput);
  const apply = await findApplyOrThrow(ctx.db, applyId);
  if (apply.userId === userId) return toApplyView(apply);
  if (apply.announcementUserId !== userId) throw new ForbiddenError(APPLY_MESSAGES.cannotRead);
  if (apply.state === 'WRITING' || apply.state === 'GAVE_UP') {
    throw new NotFoundError(APPLY_MESSAGES.applyNotFound);
  }
  if (!apply.hasChecked) {
    await ctx.db.transaction(async (tx) => {
      // Request first, then apply: the order every apply write locks in, so none can deadlock.
      await findAnnouncementForApply(tx, apply.announcementId, { lock: true });
      await markApplyChecked(tx, applyId);
      await recomputeHasNewApplies(tx, apply.announcementId);
    });
    return loadApplyView(ctx.db, applyId);
  }
  return toApplyView(apply);
}

function parseSort(sort: string | null | undefined): AppliesSort {
  if (sort === null || sort === undefined || sort === '') return 'latest';
  const match = APPLY_SORTS.find((candidate) => candidate === sort);
  if (!match) throw new BadUserInputError(APPLY_MESSAGES.badSort, { field: 'sort' });
  return match;
}

/** announcementApplies: the owner's list of submitted applies, sorted for comparison. */
export async function findAnnouncementApplies(
  ctx: ApplyContext,
  input: { announcementId: string; sort?: string | null; paging: ConnectionArgs },
): Promise<Connection<AnnouncementApplyView>> {
  const userId = requireUserId(ctx.viewer);
  const announcement = await findAnnouncementForApply(
    ctx.db,
    parseAnnouncementId(input.announcementId),
    { lock: false },
  );
  if (!announcement) throw new NotFoundError(APPLY_MESSAGES.announcementNotFound);
  if (announcement.userId !== userId) throw new ForbiddenError(APPLY_MESSAGES.notOwner);
  const sort = parseSort(input.sort);
  const request = toPageRequest(input.paging);
  const { rows, totalCount } = await findAnnouncementApplyPage(
    ctx.db,
    {
      announcementId: announcement.id,
      sort,
      origin: toGeoPoint(announcement.latitude, announcement.longitude),
    },
    request,
  );
  const now = new Date();
  const views = rows.map((row) => ({ view: toApplyView(row, now), sortKey: row.sortKey }));
  const connection = toConnection(views, request, totalCount, (entry) => ({
    sortValue: entry.sortKey,
    id: entry.view.id,
    sortKey: sort,
  }));
  return {
    ...connection,
    nodes: connection.nodes.map((entry) => entry.view),
    edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: edge.node.view })),
  };
}

/** myAnnouncementApplies: the viewer's applies, newest first, optionally by the state shown. */
export async function findMyAnnouncementApplies(
  ctx: ApplyContext,
  input: { states?: readonly ApplyState[] | null; paging: ConnectionArgs },
): Promise<Connection<AnnouncementApplyView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(input.paging);
  const now = new Date();
  // Each state once: a list repeating them (70,000 times) would pass PostgreSQL's limit of bind
  // parameters.
  const states = input.states && input.states.length > 0 ? Array.from(new Set(input.states)) : null;
  const { rows, totalCount } = await findMyApplyPage(ctx.db, { userId, states, now }, request);
  return toConnection(
    rows.map((row) => toApplyView(row, now)),
    request,
    totalCount,
    (apply) => ({ sortValue: apply.createdAt.toISOString(), id: apply.id }),
  );
}

/** myApplyDashboard: how many of the viewer's applies read each state. */
export async function findMyApplyDashboard(ctx: ApplyContext): Promise<ApplyDashboardView> {
  const userId = requireUserId(ctx.viewer);
  const now = new Date();
  const rows = await findMyApplyLifecycles(ctx.db, userId, now);
  const counts = new Map<ApplyState, number>(APPLY_STATES.map((state) => [state, 0]));
  for (const row of rows) {
    const announcementState = resolveAnnouncementState(
      {
        state: row.announcementState,
        postingEndAt: row.announcementPostingEndAt,
        choosingEndAt: row.announcementChoosingEndAt,
        applyCount: row.announcementApplyCount,
        chosenAt: row.announcementChosenAt,
      },
      now,
    );
    const state = resolveApplyState(row.state, announcementState);
    counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  return {
    writingCount: counts.get('WRITING') ?? 0,
    submittedCount: counts.get('SUBMITTED') ?? 0,
    selectedCount: counts.get('SELECTED') ?? 0,
    notSelectedCount: counts.get('NOT_SELECTED') ?? 0,
    gaveUpCount: counts.get('GAVE_UP') ?? 0,
  };
}

/** hasNewAppliesForMyAnnouncements: false for visitors. */
export async function hasNewAppliesForMyAnnouncements(ctx: ApplyContext): Promise<boolean> {
  const userId = findViewerUserId(ctx.viewer);
  if (userId === null) return false;
  return hasNewAppliesForUser(ctx.db, userId);
}

/** myBidNotice: what the 내 입찰 red dot is made of (SPEC §4); both false for visitors. */
export async function findMyBidNotice(ctx: ApplyContext): Promise<MyBidNoticeView> {
  const userId = findViewerUserId(ctx.viewer);
  if (userId === null) return { hasUncheckedInvitations: false, hasNewApplies: false };
  const [hasUncheckedInvitations, hasNewApplies] = await Promise.all([
    hasUncheckedInvitationsForUser(ctx.db, userId),
    hasNewAppliesForUser(ctx.db, userId),
  ]);
  return { hasUncheckedInvitations, hasNewApplies };
}

// --- Announcement fields ----------------------------------------------------------------------

/*
 * A /bid page asks every card for the viewer's apply: the ids asked for in the same tick are
 * loaded in one query per request (defineBatchLoader), and the viewer's profile once.
 */
const loadMyApply = defineBatchLoader<ApplyContext, ApplyRow | null>(async (ctx, ids) => {
  const userId = findViewerUserId(ctx.viewer);
  if (userId === null) return new Map();
  const rows = await findAppliesOfUser(ctx.db, userId, ids);
  return new Map(rows.map((row) => [row.announcementId, row]));
}, null);

const loadViewerProfile = defineBatchLoader<ApplyContext, ProfileView | null>(
  async (ctx, userIds) => {
    const profiles = await Promise.all(
      userIds.map(async (userId) => [userId, await findProfileByUserId(ctx.db, userId)] as const),
    );
    return new Map(profiles);
  },
  null,
);

/** Announcement.myApply: the viewer's apply in any state (작성중 included), or null. */
export async function findMyApplyForAnnouncement(
  ctx: ApplyContext,
  announcement: Pick<AnnouncementView, 'id'>,
): Promise<AnnouncementApplyView | null> {
  if (findViewerUserId(ctx.viewer) === null) return null;
  const row = await loadMyApply(ctx, announcement.id);
  return row ? toApplyView(row) : null;
}

/** Announcement.isApply: the viewer has submitted an apply (selected or not). */
export async function hasSubmittedApply(
  ctx: ApplyContext,
  announcement: Pick<AnnouncementView, 'id'>,
): Promise<boolean> {
  const apply = await findMyApplyForAnnouncement(ctx, announcement);
  return apply !== null && SUBMITTED_STATES.includes(apply.state);
}

/** Announcement.canApply: the same rules applyAnnouncement enforces, answered without errors. */
export async function canApplyToAnnouncement(
  ctx: ApplyContext,
  announcement: Pick<AnnouncementView, 'id' | 'userId' | 'type' | 'state'>,
): Promise<boolean> {
  const userId = findViewerUserId(ctx.viewer);
  if (userId === null || announcement.userId === userId) return false;
  if (announcement.state !== 'RECRUITING') return false;
  const [profile, apply] = await Promise.all([
    loadViewerProfile(ctx, userId),
    loadMyApply(ctx, announcement.id),
  ]);
  if (!profile || !canProfileTypeApply(announcement.type, profile.type)) return false;
  return apply === null || apply.state === 'WRITING';
}

// --- AnnouncementApply fields -------------------------------------------------------------------

/** Lists show a company per row: the profiles asked for together are loaded in one query. */
/** The owner's comparison page shows every apply's files: one statement per GraphQL request. */
const loadEstimateFiles = defineBatchLoader<FileDependencies, FileView[]>(async (ctx, ids) => {
  const rows = await findEstimateFilesOfApplies(ctx.db, ids);
  const filesByApply = new Map<number, FileView[]>();
  for (const [applyId, group] of groupBy(rows, (row) => row.applyId)) {
    filesByApply.set(
      applyId,
      group.map((row) => toFileView(row.file, ctx.env, 'signed')),
    );
  }
  return filesByApply;
}, []);

/** AnnouncementApply.estimateFiles: empty for anyone but the owner and the applicant. */
export async function findApplyEstimateFiles(
  ctx: FileDependencies & Pick<Context, 'viewer'>,
  apply: AnnouncementApplyView,
): Promise<FileView[]> {
  if (!canSeeApplyDetails(ctx.viewer, apply)) return [];
  return loadEstimateFiles(ctx, apply.id);
}
