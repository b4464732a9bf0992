import {
  notifications,
  orders,
  paymentSandboxTransactions,
  pointHistories,
  userPoints,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { insertUserForTest } from '../../testing/companies.repository';
import { payInSandboxWindow, WINDOW_CHOICES } from '../../testing/payment-window';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { createPaymentGateway } from './gateway/create-payment-gateway';
import { NICEPAY_TEST_MERCHANT_KEY, signCheckout } from './gateway/nicepay-signing';
import { reconcileStaleOrders, STALE_APPROVAL_MS, UNPAID_ORDER_MAX_AGE_MS } from './orders.service';

const ITEMS = `query { allPaymentItems(type: POINT) { id name point freePoint price } }`;
const CREATE = `mutation C($itemId: ID!) {
  createOrder(itemId: $itemId) { GoodsName Amt MID EdiDate Moid SignData windowUrl acceptCharset formFields { name value } }
}`;
const CONFIRM = `mutation F($input: OrderConfirmInput!) {
  requestOrderConfirm(input: $input) { amount moid state payMethod paidAt message }
}`;
const RECEIPT = `query R($moid: String!) {
  myOrder(moid: $moid) { moid goodsName amount point freePoint state payMethod failReason }
}`;

type Order = {
  Moid: string;
  Amt: string;
  windowUrl: string;
  formFields: Array<{ name: string; value: string }>;
};
type Confirmation = {
  amount: number;
  moid: string;
  state: string;
  payMethod: string | null;
  paidAt: string | null;
  message: string | null;
};

/*
 * Buying points through the payment window (issue 14), end to end over HTTP: the order, the
 * sandbox window (served by the same API, signing like NicePay), the confirmation the web's return
 * route relays, and the credit — once per Moid, never for a tampered post, never lost.
 */
describe('point orders through the payment window', () => {
  // Short: the delayed-approval case answers after the adapter has given up.
  const setUp = setUpTestServer(() => createTestDatabase({ seed: 'reference' }), {
    env: { PAYMENT_GATEWAY_TIMEOUT_MS: '400' },
  });

  async function member(label: string) {
    const user = await insertUserForTest(setUp.handle.db, label);
    return { user, headers: await createAuthHeadersForTest(user.id) };
  }

  async function packOf(point: number) {
    const { body } = await setUp.server.graphql<{
      allPaymentItems: Array<{ id: string; point: number; freePoint: number; price: number }>;
    }>(ITEMS);
    const pack = body.data?.allPaymentItems.find((item) => item.point === point);
    if (!pack) throw new Error(`no pack of ${point}`);
    return pack;
  }

  async function order(headers: Record<string, string>, point = 30_000): Promise<Order> {
    const pack = await packOf(point);
    const { body } = await setUp.server.graphql<{ createOrder: Order }>(CREATE, {
      variables: { itemId: pack.id },
      headers,
    });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.createOrder;
  }

  function toForm(created: Order) {
    return {
      windowUrl: created.windowUrl,
      fields: Object.fromEntries(created.formFields.map((field) => [field.name, field.value])),
    };
  }

  async function pay(created: Order, choice: Record<string, string> = WINDOW_CHOICES.payByCard) {
    return (await payInSandboxWindow(toForm(created), setUp.server.url, choice)).posted;
  }

  async function confirm(posted: Record<string, string>) {
    return setUp.server.graphql<{ requestOrderConfirm: Confirmation }>(CONFIRM, {
      variables: { input: posted },
    });
  }

  async function wallet(userId: number) {
    const [row] = await setUp.handle.db
      .select({ nowPoint: userPoints.nowPoint, freePoint: userPoints.freePoint })
      .from(userPoints)
      .where(eq(userPoints.userId, userId));
    const ledger = await setUp.handle.db
      .select({ type: pointHistories.type, point: pointHistories.point })
      .from(pointHistories)
      .where(eq(pointHistories.userId, userId))
      .orderBy(asc(pointHistories.id));
    return { nowPoint: row?.nowPoint ?? 0, freePoint: row?.freePoint ?? 0, ledger };
  }

  it('lists the packs on sale to anyone', async () => {
    const { body } = await setUp.server.graphql<{
      allPaymentItems: Array<{ name: string; point: number; freePoint: number; price: number }>;
    }>(ITEMS);
    expect(body.data?.allPaymentItems[0]).toEqual({
      id: expect.any(String),
      name: '포인트 10,000',
      point: 10_000,
      freePoint: 0,
      price: 10_000,
    });
    expect(body.data?.allPaymentItems.map((item) => item.point)).toEqual([
      10_000, 30_000, 50_000, 100_000,
    ]);
  });

  it('signs an order from the database, pays it in the window and credits points and bonus once', async () => {
    const { user, headers } = await member('order-card');
    const created = await order(headers);
    expect(created).toMatchObject({ GoodsName: '포인트 30,000', Amt: '30000', MID: 'nicepay00m' });
    expect(created.Moid).toMatch(/^GM\d{14}[0-9A-F]{10}$/);
    const posted = await pay(created);

    const first = await confirm(posted);
    expect(first.body.data?.requestOrderConfirm).toMatchObject({
      amount: 30_000,
      moid: created.Moid,
      state: 'SUCCESS',
      payMethod: 'CARD',
      paidAt: expect.any(String),
      message: null,
    });
    expect(await wallet(user.id)).toEqual({
      nowPoint: 31_500,
      freePoint: 1_500,
      ledger: [
        { type: 'CHARGE', point: 30_000 },
        { type: 'FREE', point: 1_500 },
      ],
    });
    // The same post again (a refresh of the return page): the same answer, nothing more.
    const again = await confirm(posted);
    expect(again.body.data?.requestOrderConfirm.state).toBe('SUCCESS');
    expect((await wallet(user.id)).nowPoint).toBe(31_500);
    // The buyer is told once (in-app, push, 알림톡: ADR 0031).
    await setUp.server.drainJobs();
    expect(
      await setUp.handle.db
        .select({ title: notifications.title, message: notifications.message })
        .from(notifications)
        .where(eq(notifications.userId, user.id)),
    ).toEqual([
      {
        title: '포인트가 충전되었습니다',
        message: '포인트 30,000이 결제되어 31,500P가 충전되었습니다.',
      },
    ]);

    const receipt = await setUp.server.graphql(RECEIPT, {
      variables: { moid: created.Moid },
      headers,
    });
    expect(receipt.body.data).toEqual({
      myOrder: {
        moid: created.Moid,
        goodsName: '포인트 30,000',
        amount: 30_000,
        point: 30_000,
        freePoint: 1_500,
        state: 'SUCCESS',
        payMethod: 'CARD',
        failReason: null,
      },
    });
    const stranger = await member('order-stranger');
    const peek = await setUp.server.graphql(RECEIPT, {
      variables: { moid: created.Moid },
      headers: stranger.headers,
    });
    expect(peek.body.errors?.[0]).toMatchObject({
      message: '주문을 찾을 수 없습니다.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('credits once for 20 parallel confirmations of one Moid', async () => {
    const { user, headers } = await member('order-burst');
    const posted = await pay(await order(headers, 10_000));
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(posted)));
    expect(answers.map((answer) => answer.body.data?.requestOrderConfirm.state)).toEqual(
      Array.from({ length: 20 }, () => 'SUCCESS'),
    );
    expect(await wallet(user.id)).toMatchObject({
      nowPoint: 10_000,
      ledger: [{ type: 'CHARGE', point: 10_000 }],
    });
  });

  it('refuses a tampered Amt, Signature or NextAppURL, and credits nothing', async () => {
    const { user, headers } = await member('order-tamper');
    const created = await order(headers, 10_000);
    const posted = await pay(created);
    const tampered = [
      { ...posted, Amt: '000000000100' },
      { ...posted, Signature: posted.Signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      { ...posted, NextAppURL: 'https://evil.example/webapi/pay_process.jsp' },
      { ...posted, NetCancelURL: 'http://169.254.169.254/latest' },
    ];
    for (const post of tampered) {
      const { body } = await confirm(post);
      expect(body.errors?.[0]).toMatchObject({
        message: '결제 정보를 확인할 수 없어 결제를 진행하지 않았습니다. 다시 시도해 주세요.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await wallet(user.id)).toMatchObject({ nowPoint: 0, ledger: [] });
    const [row] = await setUp.handle.db
      .select({ state: orders.state, approvalStartedAt: orders.approvalStartedAt })
      .from(orders)
      .where(eq(orders.moid, created.Moid));
    expect(row).toEqual({ state: 'READY', approvalStartedAt: null });
    // The genuine post still goes through afterwards.
    expect((await confirm(posted)).body.data?.requestOrderConfirm.state).toBe('SUCCESS');
  });

  it("cancels a validly signed payment whose amount is not the order's", async () => {
    const { user, headers } = await member('order-amount');
    const created = await order(headers, 10_000);
    // Someone re-signs the order form for 100원 with the (public) test key: the window and the
    // gateway then agree on 100, but our order says 10,000.
    const form = toForm(created);
    form.fields.Amt = '100';
    form.fields.SignData = signCheckout({
      ediDate: form.fields.EdiDate!,
      mid: form.fields.MID!,
      amt: '100',
      merchantKey: NICEPAY_TEST_MERCHANT_KEY,
    });
    const { posted } = await payInSandboxWindow(form, setUp.server.url);
    const { body } = await confirm(posted);
    expect(body.data?.requestOrderConfirm).toMatchObject({
      state: 'FAILED',
      message: '결제 금액이 주문과 달라 결제를 취소했습니다. 다시 시도해 주세요.',
    });
    const [transaction] = await setUp.handle.db
      .select({ state: paymentSandboxTransactions.state })
      .from(paymentSandboxTransactions)
      .where(eq(paymentSandboxTransactions.moid, created.Moid));
    expect(transaction?.state).toBe('NET_CANCELLED');
    expect(await wallet(user.id)).toMatchObject({ nowPoint: 0, ledger: [] });
  });

  it('ends an order nobody paid after 30 minutes', async () => {
    const { headers } = await member('order-unpaid');
    const created = await order(headers, 10_000);
    const deps = {
      db: setUp.handle.db,
      logger: createLogger({ level: 'fatal' }),
      paymentGateway: createPaymentGateway(setUp.server.env),
    };
    await reconcileStaleOrders(deps, new Date(Date.now() + 29 * 60_000));
    const receipt = async () =>
      (
        await setUp.server.graphql<{ myOrder: { state: string; failReason: string | null } }>(
          RECEIPT,
          { variables: { moid: created.Moid }, headers },
        )
      ).body.data?.myOrder;
    expect(await receipt()).toMatchObject({ state: 'READY', failReason: null });
    await reconcileStaleOrders(deps, new Date(Date.now() + UNPAID_ORDER_MAX_AGE_MS + 60_000));
    expect(await receipt()).toMatchObject({
      state: 'FAILED',
      failReason: '결제 시간이 지나 주문이 종료되었습니다. 다시 충전해 주세요.',
    });
  });

  it('fails the order with the reason when the payer cancels or the card is declined', async () => {
    const { user, headers } = await member('order-fail');
    const cancelled = await confirm(await pay(await order(headers, 10_000), WINDOW_CHOICES.cancel));
    expect(cancelled.body.data?.requestOrderConfirm).toMatchObject({
      state: 'FAILED',
      message: '결제가 취소되었거나 완료되지 않았습니다. 다시 시도해 주세요.',
    });
    const declined = await confirm(await pay(await order(headers, 10_000), WINDOW_CHOICES.decline));
    expect(declined.body.data?.requestOrderConfirm).toMatchObject({
      state: 'FAILED',
      message: expect.stringMatching(/\S/),
    });
    expect(await wallet(user.id)).toMatchObject({ nowPoint: 0, ledger: [] });
  });

  it('net-cancels an approval that timed out and credits nothing', async () => {
    const { user, headers } = await member('order-timeout');
    const created = await order(headers, 10_000);
    const posted = await pay(created, WINDOW_CHOICES.delayApproval);
    const { body } = await confirm(posted);
    expect(body.data?.requestOrderConfirm).toMatchObject({
      state: 'FAILED',
      message:
        '결제 승인 결과를 확인하지 못해 결제를 취소했습니다. 청구되지 않으니 다시 시도해 주세요.',
    });
    expect(await wallet(user.id)).toMatchObject({ nowPoint: 0, ledger: [] });
    // Let the sandbox's late answer land, then look at its books: nothing stays charged.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const [transaction] = await setUp.handle.db
      .select({ state: paymentSandboxTransactions.state })
      .from(paymentSandboxTransactions)
      .where(eq(paymentSandboxTransactions.moid, created.Moid));
    expect(transaction?.state).toBe('NET_CANCELLED');
  });

  it('reconciles an order whose process died between the approval and the credit', async () => {
    const { user, headers } = await member('order-crash');
    const created = await order(headers, 10_000);
    const posted = await pay(created);
    const gateway = createPaymentGateway(setUp.server.env);
    const verified = gateway.verifyAuthResult(posted);
    if (verified.status !== 'AUTHENTICATED') throw new Error('not authenticated');
    // What a confirmation does before it dies: claim the order, then get the approval.
    const startedAt = new Date();
    await setUp.handle.db
      .update(orders)
      .set({
        approvalStartedAt: startedAt,
        confirmation: { gateway: 'sandbox', ...verified.payment },
      })
      .where(eq(orders.moid, created.Moid));
    expect((await gateway.approve(verified.payment, startedAt)).status).toBe('APPROVED');

    const deps = {
      db: setUp.handle.db,
      logger: createLogger({ level: 'fatal' }),
      paymentGateway: gateway,
    };
    // Too early: an approval may still be running.
    expect(await reconcileStaleOrders(deps, new Date(startedAt.getTime() + 1_000))).toBe(0);
    const later = new Date(startedAt.getTime() + STALE_APPROVAL_MS + 1_000);
    expect(await reconcileStaleOrders(deps, later)).toBe(1);
    expect(await reconcileStaleOrders(deps, later)).toBe(0);

    const [row] = await setUp.handle.db
      .select({ state: orders.state, failReason: orders.failReason })
      .from(orders)
      .where(eq(orders.moid, created.Moid));
    expect(row).toEqual({
      state: 'FAILED',
      failReason:
        '결제 승인 도중 문제가 생겨 결제를 취소했습니다. 청구되지 않으니 다시 시도해 주세요.',
    });
    const [transaction] = await setUp.handle.db
      .select({ state: paymentSandboxTransactions.state })
      .from(paymentSandboxTransactions)
      .where(eq(paymentSandboxTransactions.moid, created.Moid));
    expect(transaction?.state).toMatch(/^(NET_CANCELLED|CANCELLED)$/);
    // A late replay of the window's post changes nothing.
    expect((await confirm(posted)).body.data?.requestOrderConfirm.state).toBe('FAILED');
    expect(await wallet(user.id)).toMatchObject({ nowPoint: 0, ledger: [] });
  });

  it('refuses an order without a login, and a subscription plan as a pack', async () => {
    const pack = await packOf(10_000);
    const anonymous = await setUp.server.graphql(CREATE, { variables: { itemId: pack.id } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { headers } = await member('order-plan');
    const { body } = await setUp.server.graphql<{ allPaymentItems: Array<{ id: string }> }>(
      `query { allPaymentItems(type: SUBSCRIPTION) { id } }`,
    );
    const plan = await setUp.server.graphql(CREATE, {
      variables: { itemId: body.data!.allPaymentItems[0]!.id },
      headers,
    });
    expect(plan.body.errors?.[0]?.message).toBe(
      '구독 상품은 구독 관리에서 카드를 등록한 뒤 신청할 수 있습니다.',
    );
  });
});
