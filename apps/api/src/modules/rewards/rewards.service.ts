import {
  FREE_POINT_REWARDS,
  findFreePointReward,
  formatNumber,
  type FreePointRewardKey,
} from '@gongsa/domain';
import { requireUserId, type Context } from '../../context';
import { BadUserInputError, ConflictError } from '../../errors';
import { isUniqueViolation } from '../../platform/db-errors';
import type { Database } from '../../app/database';
import { recordAudit, type AuditActor } from '../audit';
import { awardPointsOnce, findPointInfoOf, type PointInfoView } from '../points';
import { findMilestoneFacts } from './rewards.repository';

export const REWARD_MESSAGES = {
  unknown: '지급할 수 없는 포인트입니다.',
  amount: (key: FreePointRewardKey) =>
    `${FREE_POINT_REWARDS[key].reason} 혜택은 ${formatNumber(FREE_POINT_REWARDS[key].amount)}P입니다.`,
  notReached: {
    PROFILE_COMPLETED: '프로필을 100% 완성하면 받을 수 있습니다.',
    FIRST_PORTFOLIO: '포트폴리오를 하나 이상 등록하면 받을 수 있습니다.',
  } satisfies Record<FreePointRewardKey, string>,
  already: '이미 받은 혜택입니다.',
} as const;

function isReached(key: FreePointRewardKey, facts: { progress: number; portfolioCount: number }) {
  return key === 'PROFILE_COMPLETED' ? facts.progress >= 100 : facts.portfolioCount > 0;
}

/**
 * The reward's points and their audit line, inside the caller's transaction; false (nothing
 * written) when the account had it already. The milestone is the caller's to have checked:
 * createPortfolio gives FIRST_PORTFOLIO in the transaction that saves the first portfolio.
 */
export async function awardRewardOnce(
  tx: Database,
  actor: AuditActor,
  userId: number,
  key: FreePointRewardKey,
): Promise<boolean> {
  const reward = FREE_POINT_REWARDS[key];
  const awarded = await awardPointsOnce(tx, {
    userId,
    point: reward.amount,
    reason: reward.reason,
    idempotencyKey: `reward:${key}:${userId}`,
  });
  if (awarded) {
    await recordAudit(tx, actor, {
      action: 'points.granted',
      targetType: 'USER',
      targetId: userId,
      detail: { point: reward.amount, reason: reward.reason, reward: key },
    });
  }
  return awarded;
}

/**
 * awardFreePoint(amount, reason): free points to the caller, only for a reward the server defines,
 * for its amount, once per account, when the server sees the milestone reached. Anything else is
 * refused in Korean and gives nothing (the web rethrows the error, SPEC §8).
 */
export async function awardFreePoint(
  ctx: Pick<Context, 'db' | 'viewer' | 'requestId' | 'clientIp'>,
  input: { amount: number; reason: string },
): Promise<PointInfoView> {
  const userId = requireUserId(ctx.viewer);
  const key = findFreePointReward(input.reason);
  if (!key) throw new BadUserInputError(REWARD_MESSAGES.unknown);
  const reward = FREE_POINT_REWARDS[key];
  if (input.amount !== reward.amount) throw new BadUserInputError(REWARD_MESSAGES.amount(key));
  const facts = await findMilestoneFacts(ctx.db, userId);
  if (!facts || !isReached(key, facts)) {
    throw new BadUserInputError(REWARD_MESSAGES.notReached[key]);
  }
  try {
    const isAwarded = await ctx.db.transaction((tx) => awardRewardOnce(tx, ctx, userId, key));
    if (!isAwarded) throw new ConflictError(REWARD_MESSAGES.already);
  } catch (error) {
    // Two requests at once: the ledger's idempotency key lets one through.
    if (isUniqueViolation(error, 'point_histories_idempotency_key_unique')) {
      throw new ConflictError(REWARD_MESSAGES.already);
    }
    throw error;
  }
  return findPointInfoOf(ctx.db, userId);
}
