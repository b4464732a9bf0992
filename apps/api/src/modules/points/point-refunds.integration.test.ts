import { notifications, pointHistories, userPoints } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../context';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { insertUserForTest } from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { advancePointRefund } from './point-refunds.service';
import { creditOrderPoints, grantFreePoints, spendPoints } from './points.service';

const INFO = `query { myPointRefundInfo { point feeFreePoint fee refundAmount isRequestable message refundProcessingPoint } }`;
const REQUEST = `mutation R($input: PointRefundInput!) {
  reqPointRefund(input: $input) { id state point fee refundAmount bankName accountNumber accountHolder failReason }
}`;
const LIST = `query { myPointRefunds { totalCount nodes { id state point fee refundAmount failReason } } }`;
const ACCOUNT = { bankCode: '088', accountNumber: '110-482-193057', accountHolder: '김환불' };

type RefundBody = {
  reqPointRefund: {
    id: string;
    state: string;
    point: number;
    fee: number;
    refundAmount: number;
    accountNumber: string;
  };
};

describe('point refunds (reqPointRefund, myPointRefundInfo, myPointRefunds)', () => {
  const setUp = setUpTestServer(() => createTestDatabase({ seed: 'reference' }));

  async function memberWithPoints(label: string, paid: number, bonus: number, daysAgo: number) {
    const user = await insertUserForTest(setUp.handle.db, label);
    await setUp.handle.db.transaction((tx) =>
      creditOrderPoints(tx, {
        userId: user.id,
        orderId: 1,
        moid: `GM-${label}`,
        goodsName: '포인트 팩',
        point: paid,
        freePoint: bonus,
      }),
    );
    if (daysAgo > 0) {
      await setUp.handle.db
        .update(pointHistories)
        .set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(pointHistories.userId, user.id));
    }
    return { user, headers: await createAuthHeadersForTest(user.id) };
  }

  async function readWallet(userId: number) {
    const [wallet] = await setUp.handle.db
      .select()
      .from(userPoints)
      .where(eq(userPoints.userId, userId));
    return wallet;
  }

  it('quotes a fresh unused pack in full and moves it to refund processing at once', async () => {
    const { user, headers } = await memberWithPoints('refund-fresh', 30_000, 1_500, 0);
    const info = await setUp.server.graphql(INFO, { headers });
    expect(info.body.data).toEqual({
      myPointRefundInfo: {
        point: 30_000,
        feeFreePoint: 30_000,
        fee: 0,
        refundAmount: 30_000,
        isRequestable: true,
        message: null,
        refundProcessingPoint: 0,
      },
    });

    const requested = await setUp.server.graphql<RefundBody>(REQUEST, {
      variables: { input: ACCOUNT },
      headers,
    });
    expect(requested.body.errors).toBeUndefined();
    expect(requested.body.data?.reqPointRefund).toMatchObject({
      state: 'REQUESTED',
      point: 30_000,
      fee: 0,
      refundAmount: 30_000,
      bankName: expect.any(String),
      accountNumber: '110*****3057',
      accountHolder: '김환불',
    });
    // The bonus stays; the paid points can no longer be spent.
    expect(await readWallet(user.id)).toMatchObject({
      nowPoint: 1_500,
      freePoint: 1_500,
      refundProcessingPoint: 30_000,
    });
    const during = await setUp.server.graphql(INFO, { headers });
    expect(during.body.data).toMatchObject({
      myPointRefundInfo: {
        isRequestable: false,
        message:
          '환불 신청한 30,000P를 처리하고 있습니다. 처리가 끝난 뒤 남은 유료 포인트가 1,000P 이상이면 다시 신청할 수 있습니다.',
      },
    });
    const again = await setUp.server.graphql(REQUEST, { variables: { input: ACCOUNT }, headers });
    expect(again.body.errors?.[0]?.message).toBe(
      '환불할 수 있는 유료 포인트가 1,000P 이상일 때 신청할 수 있습니다. (지금 0P)',
    );
  });

  it('takes the 10 % fee from paid points charged over a week ago or used since', async () => {
    const { user, headers } = await memberWithPoints('refund-old', 10_000, 0, 30);
    await setUp.handle.db.transaction((tx) =>
      spendPoints(tx, { userId: user.id, cost: 2_000, reason: '재무 정보 열람' }),
    );
    const info = await setUp.server.graphql(INFO, { headers });
    expect(info.body.data).toMatchObject({
      myPointRefundInfo: { point: 8_000, feeFreePoint: 0, fee: 800, refundAmount: 7_200 },
    });
  });

  it('refuses bad input in Korean and changes nothing', async () => {
    const { user, headers } = await memberWithPoints('refund-bad', 5_000, 0, 0);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...ACCOUNT, bankCode: '' }, '은행을 선택해 주세요.'],
      [
        { ...ACCOUNT, bankCode: '999' },
        '선택한 은행을 찾을 수 없습니다. 은행을 다시 선택해 주세요.',
      ],
      [{ ...ACCOUNT, accountNumber: '12-34' }, '계좌번호는 10자리 이상이어야 합니다.'],
      [{ ...ACCOUNT, accountNumber: '110abc193057' }, '계좌번호는 숫자와 - 만 입력할 수 있습니다.'],
      [{ ...ACCOUNT, accountHolder: '  ' }, '예금주를 입력해 주세요.'],
    ];
    for (const [input, message] of cases) {
      const { body } = await setUp.server.graphql(REQUEST, { variables: { input }, headers });
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await readWallet(user.id)).toMatchObject({ nowPoint: 5_000, refundProcessingPoint: 0 });
    const given = await insertUserForTest(setUp.handle.db, 'refund-given');
    await grantFreePoints(
      { db: setUp.handle.db },
      { userId: given.id, point: 50_000, reason: '이벤트' },
    );
    const { body } = await setUp.server.graphql(INFO, {
      headers: await createAuthHeadersForTest(given.id),
    });
    expect(body.data).toMatchObject({ myPointRefundInfo: { point: 0, isRequestable: false } });
  });

  it('lets one of ten parallel requests through', async () => {
    const { user, headers } = await memberWithPoints('refund-race', 20_000, 0, 0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        setUp.server.graphql(REQUEST, { variables: { input: ACCOUNT }, headers }),
      ),
    );
    expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(1);
    expect(await readWallet(user.id)).toMatchObject({ nowPoint: 0, refundProcessingPoint: 20_000 });
  });

  it('walks an operator through REQUESTED → PROCESSING → COMPLETED, and FAILED returns the points', async () => {
    const admin = await insertUserForTest(setUp.handle.db, 'refund-admin', { role: 'ADMIN' });
    const adminCtx = {
      db: setUp.handle.db,
      viewer: { isAuthenticated: true, userId: admin.id, role: 'ADMIN' } as Viewer,
      requestId: 'test',
      clientIp: null,
    };
    const done = await memberWithPoints('refund-done', 10_000, 0, 0);
    const first = await setUp.server.graphql<RefundBody>(REQUEST, {
      variables: { input: ACCOUNT },
      headers: done.headers,
    });
    const firstId = Number(first.body.data?.reqPointRefund.id);
    await expect(advancePointRefund(adminCtx, { id: firstId, state: 'COMPLETED' })).rejects.toThrow(
      '신청 상태의 환불 신청은 완료로 바꿀 수 없습니다.',
    );
    await advancePointRefund(adminCtx, { id: firstId, state: 'PROCESSING' });
    const completed = await advancePointRefund(adminCtx, { id: firstId, state: 'COMPLETED' });
    expect(completed).toMatchObject({ state: 'COMPLETED', processingDate: expect.any(Date) });
    expect(await readWallet(done.user.id)).toMatchObject({
      nowPoint: 0,
      refundProcessingPoint: 0,
      refundedTotalPoint: 10_000,
    });
    await setUp.server.drainJobs();
    expect(
      await setUp.handle.db
        .select({ title: notifications.title, message: notifications.message })
        .from(notifications)
        .where(eq(notifications.userId, done.user.id)),
    ).toEqual([
      {
        title: '포인트 환불이 완료되었습니다',
        message: '10,000P 환불이 처리되어 10,000원을 보냈습니다.',
      },
    ]);

    const failed = await memberWithPoints('refund-failed', 10_000, 0, 0);
    const second = await setUp.server.graphql<RefundBody>(REQUEST, {
      variables: { input: ACCOUNT },
      headers: failed.headers,
    });
    const secondId = Number(second.body.data?.reqPointRefund.id);
    await expect(advancePointRefund(adminCtx, { id: secondId, state: 'FAILED' })).rejects.toThrow(
      '환불 실패 사유를 입력해 주세요.',
    );
    await advancePointRefund(adminCtx, {
      id: secondId,
      state: 'FAILED',
      failReason: '예금주가 일치하지 않습니다.',
    });
    expect(await readWallet(failed.user.id)).toMatchObject({
      nowPoint: 10_000,
      refundProcessingPoint: 0,
    });
    const list = await setUp.server.graphql(LIST, { headers: failed.headers });
    expect(list.body.data).toEqual({
      myPointRefunds: {
        totalCount: 1,
        nodes: [
          {
            id: String(secondId),
            state: 'FAILED',
            point: 10_000,
            fee: 0,
            refundAmount: 10_000,
            failReason: '예금주가 일치하지 않습니다.',
          },
        ],
      },
    });
    const ledger = await setUp.handle.db
      .select({ type: pointHistories.type, point: pointHistories.point })
      .from(pointHistories)
      .where(eq(pointHistories.userId, failed.user.id))
      .orderBy(asc(pointHistories.id));
    expect(ledger).toEqual([
      { type: 'CHARGE', point: 10_000 },
      { type: 'WITHDRAW', point: -10_000 },
      { type: 'CANCEL', point: 10_000 },
    ]);
    const member = {
      ...adminCtx,
      viewer: { isAuthenticated: true, userId: failed.user.id, role: 'USER' } as Viewer,
    };
    await expect(advancePointRefund(member, { id: secondId, state: 'PROCESSING' })).rejects.toThrow(
      '관리자만 사용할 수 있습니다.',
    );
  });
});
