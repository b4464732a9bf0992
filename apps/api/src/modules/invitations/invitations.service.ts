import type { Database } from '../../app/database';
import type { Context, Viewer } from '../../context';
import { requireUserId } from '../../context';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../errors';
import { parseClientId, parseClientIds } from '../../platform/ids';
import {
  MAX_PAGE_SIZE,
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import type { AnnouncementView } from '../announcements';
import {
  findAnnouncementForApply,
  findLinkedAnnouncement,
  lockAndSettleAnnouncement,
} from '../announcements';
import { findLinkedProfile } from '../profiles';
import { enqueue } from '../../platform/jobs/enqueue';
import { findProfileById, findProfileByUserId } from '../profiles';
import type { ProfileView } from '../profiles';
import {
  countInvitationsForProfile,
  findAnnouncementIdsInvitingProfile,
  findInvitation,
  findInvitationPageForProfile,
  findInvitationsByAnnouncement as selectInvitationsByAnnouncement,
  insertInvitation,
  markInvitationsCheckedForProfile,
  type InvitationRow,
} from './invitations.repository';

export const INVITATION_MESSAGES = {
  announcementNotFound: '견적 요청을 찾을 수 없습니다.',
  profileNotFound: '업체 정보를 찾을 수 없습니다.',
  notOwner: '내 견적 요청만 보낼 수 있습니다.',
  notOwnerRead: '내 견적 요청의 초대 목록만 볼 수 있습니다.',
  notRecruiting: '모집 중인 견적 요청만 보낼 수 있습니다.',
  ownProfile: '내 업체에는 견적 요청을 보낼 수 없습니다.',
  consumer: '일반 소비자에게는 견적 요청을 보낼 수 없습니다.',
  alreadyInvited: '이미 초대한 업체입니다.',
  badInvitationId: '초대 정보가 올바르지 않습니다.',
  tooManyIds: `초대는 한 번에 최대 ${MAX_PAGE_SIZE}개까지 확인할 수 있습니다.`,
} as const;

export type InvitationView = InvitationRow;
export type InvitationCountsView = { totalCount: number; uncheckedCount: number };

type InvitationContext = Pick<Context, 'db' | 'viewer'>;

function parseId(value: string | number, message: string): number {
  return parseClientId(value, () => new NotFoundError(message));
}

/**
 * Sends the owner's recruiting request to a company inside the caller's transaction: the
 * invitation row and the company's INVITATION notification. createAnnouncementInvitation and
 * publishing a draft with an invited profile (createAnnouncement) both come through here.
 */
export async function createInvitationInTransaction(
  tx: Database,
  input: { announcementId: number; profileId: number; viewer: Viewer },
  now: Date = new Date(),
): Promise<InvitationRow> {
  const userId = requireUserId(input.viewer);
  const announcement = await lockAndSettleAnnouncement(tx, input.announcementId, now);
  if (announcement.userId !== userId) throw new ForbiddenError(INVITATION_MESSAGES.notOwner);
  if (announcement.state !== 'RECRUITING') {
    throw new BadUserInputError(INVITATION_MESSAGES.notRecruiting);
  }
  const profile = await findProfileById(tx, input.profileId);
  if (!profile) throw new NotFoundError(INVITATION_MESSAGES.profileNotFound);
  if (profile.userId === userId) {
    throw new BadUserInputError(INVITATION_MESSAGES.ownProfile, { field: 'profileId' });
  }
  if (profile.type === 'CONSUMER') {
    throw new BadUserInputError(INVITATION_MESSAGES.consumer, { field: 'profileId' });
  }
  if (await findInvitation(tx, announcement.id, profile.id)) {
    throw new BadUserInputError(INVITATION_MESSAGES.alreadyInvited, { field: 'profileId' });
  }
  const invitation = await insertInvitation(tx, {
    announcementId: announcement.id,
    profileId: profile.id,
  });
  await enqueue(tx, 'notification.invitationReceived', { invitationId: invitation.id });
  return invitation;
}

/** createAnnouncementInvitation: '견적 요청 보내기' from a company page. */
export async function createAnnouncementInvitation(
  ctx: InvitationContext,
  input: { announcementId: string; profileId: string },
  now: Date = new Date(),
): Promise<InvitationView> {
  requireUserId(ctx.viewer);
  const announcementId = parseId(input.announcementId, INVITATION_MESSAGES.announcementNotFound);
  const profileId = parseId(input.profileId, INVITATION_MESSAGES.profileNotFound);
  return ctx.db.transaction((tx) =>
    createInvitationInTransaction(tx, { announcementId, profileId, viewer: ctx.viewer }, now),
  );
}

/** markInvitationsChecked: the viewer's received invitations (all when no ids): how many changed. */
export async function markInvitationsChecked(
  ctx: InvitationContext,
  idsInput: readonly (string | number)[] | null | undefined,
  now: Date = new Date(),
): Promise<number> {
  const userId = requireUserId(ctx.viewer);
  const ids =
    idsInput === null || idsInput === undefined
      ? null
      : parseClientIds(
          idsInput,
          () => new BadUserInputError(INVITATION_MESSAGES.badInvitationId, { field: 'ids' }),
        );
  // The ids are those of a page of invitations the viewer saw (at most MAX_PAGE_SIZE); tens of
  // thousands would pass PostgreSQL's limit of bind parameters.
  if (ids && ids.length > MAX_PAGE_SIZE) {
    throw new BadUserInputError(INVITATION_MESSAGES.tooManyIds, { field: 'ids' });
  }
  const profile = await findProfileByUserId(ctx.db, userId);
  if (!profile) return 0;
  return markInvitationsCheckedForProfile(ctx.db, { profileId: profile.id, ids }, now);
}

/** getInvitationsByProfile: invitations the viewer's profile received, newest first. */
export async function findInvitationsByProfile(
  ctx: InvitationContext,
  paging: ConnectionArgs,
): Promise<Connection<InvitationView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging);
  const profile = await findProfileByUserId(ctx.db, userId);
  if (!profile)
    return toConnection([], request, 0, (row: InvitationView) => ({ sortValue: null, id: row.id }));
  const { rows, totalCount } = await findInvitationPageForProfile(ctx.db, profile.id, request);
  return toConnection(rows, request, totalCount, (row) => ({
    sortValue: row.createdAt.toISOString(),
    id: row.id,
  }));
}

export async function findInvitationCountsByProfile(
  ctx: InvitationContext,
): Promise<InvitationCountsView> {
  const userId = requireUserId(ctx.viewer);
  const profile = await findProfileByUserId(ctx.db, userId);
  if (!profile) return { totalCount: 0, uncheckedCount: 0 };
  return countInvitationsForProfile(ctx.db, profile.id);
}

/**
 * myAnnouncementIdsInviting: which of the caller's own requests have already invited the company,
 * so the invite dialog marks them 초대함 instead of failing after the choice (issue 13). Only the
 * caller's requests are read; an unknown profile id is simply invited by none of them.
 */
export async function findMyAnnouncementIdsInviting(
  ctx: InvitationContext,
  profileIdInput: string,
): Promise<string[]> {
  const userId = requireUserId(ctx.viewer);
  const profileId = parseId(profileIdInput, INVITATION_MESSAGES.profileNotFound);
  const ids = await findAnnouncementIdsInvitingProfile(ctx.db, userId, profileId);
  return ids.map(String);
}

/** getInvitationsByAnnouncement: the owner sees whom they invited and who has opened it. */
export async function findInvitationsByAnnouncement(
  ctx: InvitationContext,
  announcementIdInput: string,
): Promise<InvitationView[]> {
  const userId = requireUserId(ctx.viewer);
  const announcement = await findAnnouncementForApply(
    ctx.db,
    parseId(announcementIdInput, INVITATION_MESSAGES.announcementNotFound),
    { lock: false },
  );
  if (!announcement) throw new NotFoundError(INVITATION_MESSAGES.announcementNotFound);
  if (announcement.userId !== userId) throw new ForbiddenError(INVITATION_MESSAGES.notOwnerRead);
  return selectInvitationsByAnnouncement(ctx.db, announcement.id);
}

/** Invitation.profile: the invited company (batched with the other rows of the page). */
export function findInvitationProfile(
  ctx: Pick<Context, 'db'>,
  invitation: Pick<InvitationView, 'profileId'>,
): Promise<ProfileView> {
  return findLinkedProfile(ctx, invitation);
}

/** Invitation.announcement: batched with the other rows of the page. */
export function findInvitationAnnouncement(
  ctx: Pick<Context, 'db'>,
  invitation: Pick<InvitationView, 'announcementId'>,
): Promise<AnnouncementView> {
  return findLinkedAnnouncement(ctx, invitation);
}
