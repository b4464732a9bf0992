import type { Context } from '../../context';
import { requireUserId } from '../../context';
import { AppError, BadUserInputError, UnauthenticatedError } from '../../errors';
import { revokeAllRefreshTokensOfUser } from '../auth';
import {
  anonymiseLeftUser,
  countLeaveBlockers,
  deleteSocialAccounts,
  hideProfilesOfUser,
  lockLiveUser,
  stopDevicesAndBilling,
  type LeaveBlockers,
} from './leave.repository';
import { findUserById } from './users.repository';
import { USER_MESSAGES } from './users.service';
import { recordAudit } from '../audit';

export type CanLeaveResult = { canLeave: boolean; reasons: string[] };

export const LEAVE_MESSAGES = {
  unknownFailure: '알 수 없는 오류가 발생했습니다.',
  openAnnouncements: (count: number) =>
    `진행 중인 공고가 ${count}건 있습니다. 공고를 마감하거나 취소한 뒤 탈퇴할 수 있습니다.`,
  pendingApplies: (count: number) =>
    `선정을 기다리는 견적 지원이 ${count}건 있습니다. 지원을 포기하거나 선정이 끝난 뒤 탈퇴할 수 있습니다.`,
  pendingWithdrawals: (count: number) =>
    `처리 중인 포인트 환불·출금 신청이 ${count}건 있습니다. 처리가 끝난 뒤 탈퇴할 수 있습니다.`,
} as const;

/** What still ties the user to other people or to money, in words they can act on. */
export function describeLeaveBlockers(blockers: LeaveBlockers): string[] {
  const reasons: string[] = [];
  if (blockers.openAnnouncements > 0) {
    reasons.push(LEAVE_MESSAGES.openAnnouncements(blockers.openAnnouncements));
  }
  if (blockers.pendingApplies > 0) {
    reasons.push(LEAVE_MESSAGES.pendingApplies(blockers.pendingApplies));
  }
  if (blockers.pendingWithdrawals > 0) {
    reasons.push(LEAVE_MESSAGES.pendingWithdrawals(blockers.pendingWithdrawals));
  }
  return reasons;
}

type LeaveDependencies = Pick<Context, 'db' | 'viewer' | 'logger'>;

/**
 * Whether the signed-in user may leave now, and if not, why. A failure of the check itself is
 * answered with SPEC §8's '알 수 없는 오류가 발생했습니다.' rather than the generic message.
 */
export async function canLeaveUser(ctx: LeaveDependencies): Promise<CanLeaveResult> {
  const userId = requireUserId(ctx.viewer);
  let blockers: LeaveBlockers;
  try {
    const user = await findUserById(ctx.db, userId);
    if (!user || user.state === 'LEFT') throw new UnauthenticatedError(USER_MESSAGES.accountGone);
    blockers = await countLeaveBlockers(ctx.db, userId);
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.logger.error({ err: error }, '탈퇴 가능 여부 확인 실패');
    throw new AppError('INTERNAL_SERVER_ERROR', LEAVE_MESSAGES.unknownFailure);
  }
  const reasons = describeLeaveBlockers(blockers);
  return { canLeave: reasons.length === 0, reasons };
}

/**
 * Leaves: checks again what canLeaveUser checks (the page may be stale), then in one transaction
 * marks the account left, erases its personal data, unlinks Kakao/Naver, ends every login, hides
 * the profile and stops push and billing. Points still in the wallet are forfeited, as the page
 * says before the user confirms. A blocked leave is BAD_USER_INPUT with the reasons and changes
 * nothing.
 */
export async function leavingUser(ctx: LeaveDependencies, now: Date = new Date()): Promise<true> {
  const userId = requireUserId(ctx.viewer);
  await ctx.db.transaction(async (tx) => {
    const user = await lockLiveUser(tx, userId);
    if (!user || user.state === 'LEFT') {
      throw new UnauthenticatedError(USER_MESSAGES.accountGone);
    }
    const reasons = describeLeaveBlockers(await countLeaveBlockers(tx, userId));
    if (reasons.length > 0) throw new BadUserInputError(reasons.join(' '), { reasons });
    await anonymiseLeftUser(tx, userId, now);
    await deleteSocialAccounts(tx, userId);
    await revokeAllRefreshTokensOfUser(tx, userId, now);
    await hideProfilesOfUser(tx, userId, now);
    await stopDevicesAndBilling(tx, userId, now);
    await recordAudit(tx, ctx, { action: 'account.left', targetType: 'USER', targetId: userId });
  });
  return true;
}
