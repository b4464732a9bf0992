import { pointHistories, userPoints } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { InsufficientPointsError } from '../../errors';
import { insertUserForTest } from '../../testing/companies.repository';
import { creditOrderPoints, spendPoints } from './points.service';

/*
 * The wallet under money rules (issue 14): given points are spent before paid ones, an order's
 * points are credited once however often it is booked, and no burst of spends overdraws it. On
 * PostgreSQL (DATABASE_URL) the spends really run side by side; PGlite serialises them.
 */
describe('the point wallet', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  async function readWallet(userId: number) {
    const [wallet] = await handle.db
      .select({ nowPoint: userPoints.nowPoint, freePoint: userPoints.freePoint })
      .from(userPoints)
      .where(eq(userPoints.userId, userId));
    const ledger = await handle.db
      .select({ type: pointHistories.type, point: pointHistories.point })
      .from(pointHistories)
      .where(eq(pointHistories.userId, userId))
      .orderBy(asc(pointHistories.id));
    return { ...wallet, ledger };
  }

  function buy(userId: number, moid: string, point: number, freePoint: number) {
    return handle.db.transaction((tx) =>
      creditOrderPoints(tx, { userId, orderId: 1, moid, goodsName: '포인트 팩', point, freePoint }),
    );
  }

  function spend(userId: number, cost: number, key: string) {
    return handle.db.transaction((tx) =>
      spendPoints(tx, { userId, cost, reason: '재무 정보 열람', idempotencyKey: key }),
    );
  }

  it('credits an order once, as a paid row and a bonus row', async () => {
    const user = await insertUserForTest(handle.db, 'wallet-credit');
    expect(await buy(user.id, 'GM-CREDIT-1', 10_000, 1_500)).toBe(true);
    expect(await buy(user.id, 'GM-CREDIT-1', 10_000, 1_500)).toBe(false);
    const wallet = await readWallet(user.id);
    expect(wallet.nowPoint).toBe(11_500);
    expect(wallet.freePoint).toBe(1_500);
    expect(wallet.ledger).toEqual([
      { type: 'CHARGE', point: 10_000 },
      { type: 'FREE', point: 1_500 },
    ]);
  });

  it('spends given points before paid ones', async () => {
    const user = await insertUserForTest(handle.db, 'wallet-order');
    await buy(user.id, 'GM-ORDER-1', 5, 3);
    await spend(user.id, 2, 'wallet-order-1');
    expect(await readWallet(user.id)).toMatchObject({ nowPoint: 6, freePoint: 1 });
    await spend(user.id, 4, 'wallet-order-2');
    expect(await readWallet(user.id)).toMatchObject({ nowPoint: 2, freePoint: 0 });
    await expect(spend(user.id, 3, 'wallet-order-3')).rejects.toThrow(
      '포인트가 부족합니다. (보유 2P, 필요 3P)',
    );
    expect(await readWallet(user.id)).toMatchObject({ nowPoint: 2, freePoint: 0 });
  });

  it('lets exactly 10 of 200 parallel spends of 1 point through a balance of 10', async () => {
    const user = await insertUserForTest(handle.db, 'wallet-burst');
    await buy(user.id, 'GM-BURST-1', 6, 4);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) => spend(user.id, 1, `wallet-burst-${index}`)),
    );
    const spent = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof InsufficientPointsError,
    );
    expect(spent).toHaveLength(10);
    expect(refused).toHaveLength(190);
    const wallet = await readWallet(user.id);
    expect(wallet).toMatchObject({ nowPoint: 0, freePoint: 0 });
    expect(wallet.ledger.filter((row) => row.type === 'USE')).toHaveLength(10);
    expect(wallet.ledger.reduce((sum, row) => sum + row.point, 0)).toBe(wallet.nowPoint);
  });
});
