import type { PointHistoryType } from '@gongsa/domain';
import { z } from 'zod';
import type { Database } from '../../app/database';
import { requireUserId, type AppDependencies, type Context } from '../../context';
import { InsufficientPointsError, NotFoundError, toBadUserInputError } from '../../errors';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import {
  creditFreePoints,
  creditGivenPointsOnce,
  creditPurchasedPoints,
  debitPoints,
  findLiveUserIdByEmail,
  findPointBalance,
  findPointHistoryPage,
  type PointBalanceRow,
  type PointHistoryRow,
  type PointLedgerEntry,
} from './points.repository';
import { recordAudit } from '../audit';

export type PointInfoView = PointBalanceRow;
export type PointHistoryView = PointHistoryRow;

const EMPTY_BALANCE: PointInfoView = {
  nowPoint: 0,
  totalPoint: 0,
  refundProcessingPoint: 0,
  refundedTotalPoint: 0,
};

export const POINT_MESSAGES = {
  insufficient: (nowPoint: number, cost: number) =>
    `포인트가 부족합니다. (보유 ${nowPoint}P, 필요 ${cost}P)`,
  userNotFound: '해당 이메일의 회원을 찾을 수 없습니다.',
} as const;

/** The signed-in user's wallet; a user who never charged has an all-zero wallet. */
export async function findMyPointInfo(ctx: Pick<Context, 'db' | 'viewer'>): Promise<PointInfoView> {
  return findPointInfoOf(ctx.db, requireUserId(ctx.viewer));
}

export async function findPointInfoOf(db: Database, userId: number): Promise<PointInfoView> {
  return (await findPointBalance(db, userId)) ?? EMPTY_BALANCE;
}

/**
 * Free points under an idempotency key, inside the caller's transaction: false (nothing written)
 * when that key was used before.
 */
export async function awardPointsOnce(
  tx: Database,
  entry: PointLedgerEntry & { point: number; idempotencyKey: string },
): Promise<boolean> {
  return (await creditGivenPointsOnce(tx, entry)) !== null;
}

/** The signed-in user's ledger, newest first; `types` keeps only rows of those types. */
export async function findMyPointHistories(
  ctx: Pick<Context, 'db' | 'viewer'>,
  paging: ConnectionArgs,
  types: readonly PointHistoryType[] | null = null,
): Promise<Connection<PointHistoryView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging);
  // A list of 70,000 repeats is still at most the six types (no statement with 70,000 parameters).
  const filter = types && types.length > 0 ? [...new Set(types)] : null;
  const { rows, totalCount } = await findPointHistoryPage(ctx.db, userId, request, filter);
  return toConnection(rows, request, totalCount, (row) => ({ sortValue: null, id: row.id }));
}

/**
 * Spends points inside the caller's transaction (`tx`): the wallet is debited only if it holds
 * `cost`, and the USE ledger row is written with the balance left. Too few points throws
 * INSUFFICIENT_POINTS with the balance and the cost, and the caller's transaction rolls back.
 * The idempotency key (unique in the ledger) makes the same purchase impossible to book twice.
 */
export async function spendPoints(
  tx: Database,
  entry: PointLedgerEntry & { cost: number },
): Promise<{ nowPoint: number; historyId: number }> {
  const spent = await debitPoints(tx, entry);
  if (spent) return spent;
  const balance = await findPointBalance(tx, entry.userId);
  throw new InsufficientPointsError(
    POINT_MESSAGES.insufficient(balance?.nowPoint ?? 0, entry.cost),
  );
}

/** Gives free points (FREE ledger row and wallet together, in one transaction). */
export function grantFreePoints(
  deps: Pick<AppDependencies, 'db'>,
  entry: PointLedgerEntry & { point: number },
): Promise<{ nowPoint: number }> {
  return deps.db.transaction((tx) => creditFreePoints(tx, entry));
}

export const DEFAULT_GRANT_REASON = '테스트 포인트 지급';

export const pointGrantRequestSchema = z.object({
  email: z.string({ error: '이메일을 입력해 주세요.' }).trim().min(1, '이메일을 입력해 주세요.'),
  point: z
    .number({ error: '지급할 포인트를 숫자로 입력해 주세요.' })
    .int('지급할 포인트는 정수여야 합니다.')
    .positive('지급할 포인트는 1 이상이어야 합니다.')
    .max(100_000_000, '한 번에 1억 포인트까지 지급할 수 있습니다.'),
  reason: z.string().trim().min(1).max(100).optional(),
});

/** The development grant (POST /dev/points/grant): free points to the account with this email. */
export async function grantFreePointsByEmail(
  deps: Pick<AppDependencies, 'db'>,
  input: unknown,
): Promise<{ nowPoint: number }> {
  const parsed = pointGrantRequestSchema.safeParse(input);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  const userId = await findLiveUserIdByEmail(deps.db, parsed.data.email);
  if (userId === null) throw new NotFoundError(POINT_MESSAGES.userNotFound);
  const reason = parsed.data.reason ?? DEFAULT_GRANT_REASON;
  return deps.db.transaction(async (tx) => {
    const granted = await creditFreePoints(tx, { userId, point: parsed.data.point, reason });
    // A development route: no signed-in actor, so the log names the receiving account.
    await recordAudit(
      tx,
      {},
      {
        action: 'points.granted',
        targetType: 'USER',
        targetId: userId,
        detail: { point: parsed.data.point, reason },
      },
    );
    return granted;
  });
}

/**
 * Credits a paid order's points inside the caller's transaction (the one that marks the order
 * paid): the paid points and the bonus as separate ledger rows, exactly once per order key.
 */
export function creditOrderPoints(
  tx: Database,
  entry: {
    userId: number;
    orderId: number;
    moid: string;
    goodsName: string;
    point: number;
    freePoint: number;
  },
): Promise<boolean> {
  return creditPurchasedPoints(tx, {
    userId: entry.userId,
    reason: `${entry.goodsName} 충전`,
    targetType: 'ORDER',
    targetId: entry.orderId,
    idempotencyKey: `order:${entry.moid}`,
    point: entry.point,
    freePoint: entry.freePoint,
  });
}
