import {
  notifications,
  paymentMethods,
  paymentSandboxTransactions,
  purchases,
  subscriptionCharges,
  subscriptions,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { insertUserForTest } from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { SANDBOX_TEST_CARDS } from '../payments';
import { createPaymentGateway } from '../payments/gateway/create-payment-gateway';
import { renewDueSubscriptions } from './subscriptions.service';

const REGISTER = `mutation P($input: PaymentMethodInput!) {
  createPaymentMethod(input: $input) { id cardName cardNumber }
}`;
const SUBSCRIBE = `mutation S($itemId: ID!, $paymentMethodId: ID!) {
  createSubscription(itemId: $itemId, paymentMethodId: $paymentMethodId) {
    item { name } state isCanceled expiresAt nextBillingAt cardName cardNumber
  }
}`;
const MINE = `query { myRegularPayment { state isCanceled expiresAt nextBillingAt } myPaymentMethod { cardNumber } }`;
const CANCEL = `mutation { cancelRegularPayment { isCanceled expiresAt nextBillingAt } }`;
const DELETE_CARD = `mutation { deletePaymentMethod }`;
const CARD = {
  cardNumber: '4111-1111-1111-1111',
  expiry: '12/30',
  idNo: '900101',
  cardPassword: '12',
};
const DAY_MS = 86_400_000;

type Registered = { createPaymentMethod: { id: string; cardName: string; cardNumber: string } };

/*
 * Subscriptions with a card (issue 14): registering, the first month charged at once, renewals
 * charged once per period by the job however often it runs, declines retried and then lapsed, and
 * cancelling — against the sandbox billing API this server serves.
 */
describe('subscriptions', () => {
  const setUp = setUpTestServer(() => createTestDatabase({ seed: 'reference' }));

  async function member(label: string) {
    const user = await insertUserForTest(setUp.handle.db, label);
    return { user, headers: await createAuthHeadersForTest(user.id) };
  }

  async function planId(): Promise<string> {
    const { body } = await setUp.server.graphql<{ allPaymentItems: Array<{ id: string }> }>(
      `query { allPaymentItems(type: SUBSCRIPTION) { id } }`,
    );
    return body.data!.allPaymentItems[0]!.id;
  }

  async function register(headers: Record<string, string>, cardNumber = CARD.cardNumber) {
    const { body } = await setUp.server.graphql<Registered>(REGISTER, {
      variables: { input: { ...CARD, cardNumber } },
      headers,
    });
    return body;
  }

  async function subscribe(headers: Record<string, string>, paymentMethodId: string) {
    return setUp.server.graphql<{ createSubscription: { state: string; expiresAt: string } }>(
      SUBSCRIBE,
      { variables: { itemId: await planId(), paymentMethodId }, headers },
    );
  }

  function renewAt(now: Date) {
    return renewDueSubscriptions(
      {
        db: setUp.handle.db,
        logger: createLogger({ level: 'fatal' }),
        paymentGateway: createPaymentGateway(setUp.server.env),
      },
      now,
    );
  }

  /** What the member was told, after the queued notices ran. */
  async function noticeTitlesOf(userId: number): Promise<string[]> {
    await setUp.server.drainJobs();
    const rows = await setUp.handle.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.id));
    return rows.map((row) => row.title);
  }

  async function chargesOf(userId: number) {
    return setUp.handle.db
      .select({ period: subscriptionCharges.period, state: subscriptionCharges.state })
      .from(subscriptionCharges)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptionCharges.period));
  }

  it('registers a card keeping only a masked number, and refuses bad or refused cards in Korean', async () => {
    const { headers } = await member('sub-card');
    const registered = await register(headers);
    expect(registered.data?.createPaymentMethod).toMatchObject({
      cardName: expect.any(String),
      cardNumber: '4111-****-****-1111',
    });
    const bad = await setUp.server.graphql(REGISTER, {
      variables: { input: { ...CARD, cardNumber: '4111111111111112' } },
      headers,
    });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: '카드 번호를 다시 확인해 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const refused = await register(headers, SANDBOX_TEST_CARDS.refused);
    expect(refused.errors?.[0]?.message).toMatch(/^카드를 등록하지 못했습니다\. \(.+\)$/);
    const mine = await setUp.server.graphql(MINE, { headers });
    expect(mine.body.data).toEqual({
      myRegularPayment: null,
      myPaymentMethod: { cardNumber: '4111-****-****-1111' },
    });
  });

  it('charges the first month once, even for two requests at the same moment', async () => {
    const { user, headers } = await member('sub-first');
    const method = await register(headers);
    const methodId = method.data!.createPaymentMethod.id;
    const answers = await Promise.all([subscribe(headers, methodId), subscribe(headers, methodId)]);
    const ok = answers.filter((answer) => !answer.body.errors);
    const refused = answers.filter((answer) => answer.body.errors);
    expect(ok).toHaveLength(1);
    expect(refused[0]?.body.errors?.[0]).toMatchObject({
      message: '이미 이용 중인 구독이 있습니다. 구독 관리에서 확인해 주세요.',
      extensions: { code: 'CONFLICT' },
    });
    expect(ok[0]?.body.data?.createSubscription).toMatchObject({ state: 'ACTIVE' });
    expect(await chargesOf(user.id)).toEqual([{ period: 1, state: 'PAID' }]);
    const mine = await setUp.server.graphql<{
      myRegularPayment: { state: string; expiresAt: string; nextBillingAt: string };
    }>(MINE, { headers });
    const plan = mine.body.data!.myRegularPayment;
    expect(plan.state).toBe('ACTIVE');
    expect(plan.nextBillingAt).toBe(plan.expiresAt);
    const days = (new Date(plan.expiresAt).getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    // The card is in use: it cannot be deleted while the plan renews.
    const removal = await setUp.server.graphql(DELETE_CARD, { headers });
    expect(removal.body.errors?.[0]?.message).toBe(
      '구독 결제에 쓰이는 카드는 삭제할 수 없습니다. 구독을 해지하거나 다른 카드를 등록한 뒤 삭제해 주세요.',
    );
  });

  it('renews once per period however many runs race, and keeps the date chain', async () => {
    const { user, headers } = await member('sub-renew');
    const method = await register(headers);
    const first = await subscribe(headers, method.data!.createPaymentMethod.id);
    const paidUntil = new Date(first.body.data!.createSubscription.expiresAt);
    // (Other tests' members share the database and the job: count this member's charges.)
    await renewAt(new Date(paidUntil.getTime() - 60_000));
    expect(await chargesOf(user.id)).toEqual([{ period: 1, state: 'PAID' }]);
    const due = new Date(paidUntil.getTime() + 60_000);
    await Promise.all([renewAt(due), renewAt(due), renewAt(due)]);
    expect(await chargesOf(user.id)).toEqual([
      { period: 1, state: 'PAID' },
      { period: 2, state: 'PAID' },
    ]);
    const [row] = await setUp.handle.db
      .select({ expiresAt: subscriptions.expiresAt, nextBillingAt: subscriptions.nextBillingAt })
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    // The second month follows the first: it starts where the paid period ended.
    const months = (row!.expiresAt.getTime() - paidUntil.getTime()) / DAY_MS;
    expect(months).toBeGreaterThanOrEqual(28);
    expect(months).toBeLessThanOrEqual(31);
    expect(row!.nextBillingAt?.getTime()).toBe(row!.expiresAt.getTime());
    const bought = await setUp.handle.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.userId, user.id));
    expect(bought).toHaveLength(2);
    // Told once about the renewal, not about the first month (that was the purchase itself).
    expect(await noticeTitlesOf(user.id)).toEqual(['구독이 갱신되었습니다']);
  });

  it('retries a declined renewal after 1 and 3 days, tells the member, then lapses', async () => {
    const { user, headers } = await member('sub-decline');
    const good = await register(headers);
    const first = await subscribe(headers, good.data!.createPaymentMethod.id);
    const paidUntil = new Date(first.body.data!.createSubscription.expiresAt);
    // The member switches to a card whose charges decline: the plan moves to it.
    const bad = await register(headers, SANDBOX_TEST_CARDS.declinesCharges);
    expect(bad.data?.createPaymentMethod.cardNumber).toBe('4000-****-****-0028');

    const firstTry = new Date(paidUntil.getTime() + 60_000);
    await renewAt(firstTry);
    let [row] = await setUp.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(row).toMatchObject({ state: 'PAST_DUE', failedAttempts: 1 });
    expect(row!.nextBillingAt!.getTime()).toBe(firstTry.getTime() + DAY_MS);
    // Access continues while the card is retried.
    expect(row!.expiresAt.getTime()).toBe(firstTry.getTime() + DAY_MS);
    await renewAt(new Date(firstTry.getTime() + 3_600_000));
    expect(await chargesOf(user.id)).toEqual([
      { period: 1, state: 'PAID' },
      { period: 2, state: 'DECLINED' },
    ]);

    const secondTry = new Date(firstTry.getTime() + DAY_MS + 60_000);
    await renewAt(secondTry);
    [row] = await setUp.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(row).toMatchObject({ state: 'PAST_DUE', failedAttempts: 2 });
    expect(row!.nextBillingAt!.getTime()).toBe(secondTry.getTime() + 2 * DAY_MS);

    const lastTry = new Date(secondTry.getTime() + 2 * DAY_MS + 60_000);
    await renewAt(lastTry);
    [row] = await setUp.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(row).toMatchObject({ state: 'ENDED', failedAttempts: 3, nextBillingAt: null });
    expect(row!.expiresAt.getTime()).toBe(lastTry.getTime());

    await setUp.server.drainJobs();
    const notices = await setUp.handle.db
      .select({ title: notifications.title, url: notifications.url })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(asc(notifications.id));
    expect(notices).toEqual([
      { title: '구독 결제에 실패했습니다', url: '/myPage/point?tab=3' },
      { title: '구독 결제에 실패했습니다', url: '/myPage/point?tab=3' },
      { title: '구독이 종료되었습니다', url: '/myPage/point?tab=3' },
    ]);
  });

  it('does not start a plan whose first charge is declined', async () => {
    const { headers } = await member('sub-first-decline');
    const bad = await register(headers, SANDBOX_TEST_CARDS.declinesCharges);
    const { body } = await subscribe(headers, bad.data!.createPaymentMethod.id);
    expect(body.errors?.[0]?.message).toMatch(/^카드 결제가 승인되지 않았습니다\. \(.+\)$/);
    const mine = await setUp.server.graphql(MINE, { headers });
    expect(mine.body.data).toMatchObject({ myRegularPayment: null });
    // A new try with a good card is possible: the failed one is over.
    const good = await register(headers);
    const again = await subscribe(headers, good.data!.createPaymentMethod.id);
    expect(again.body.data?.createSubscription.state).toBe('ACTIVE');
  });

  it('cancels: no more renewals, access until the paid period ends, then the card can go', async () => {
    const { user, headers } = await member('sub-cancel');
    const method = await register(headers);
    const first = await subscribe(headers, method.data!.createPaymentMethod.id);
    const expiresAt = first.body.data!.createSubscription.expiresAt;
    const cancelled = await setUp.server.graphql(CANCEL, { headers });
    expect(cancelled.body.data).toEqual({
      cancelRegularPayment: { isCanceled: true, expiresAt, nextBillingAt: null },
    });
    const twice = await setUp.server.graphql(CANCEL, { headers });
    expect(twice.body.errors?.[0]?.message).toBe(
      '이미 해지된 구독입니다. 이용 기간이 끝나면 종료됩니다.',
    );
    expect(await noticeTitlesOf(user.id)).toEqual(['구독 종료 예정']);
    await renewAt(new Date(new Date(expiresAt).getTime() + 60_000));
    expect(await chargesOf(user.id)).toEqual([{ period: 1, state: 'PAID' }]);
    const removal = await setUp.server.graphql(DELETE_CARD, { headers });
    expect(removal.body.data).toEqual({ deletePaymentMethod: true });

    // The paid period passes: the member may subscribe again (the ended plan is no longer open).
    await setUp.handle.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.userId, user.id));
    const card = await register(headers);
    const again = await subscribe(headers, card.data!.createPaymentMethod.id);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data?.createSubscription.state).toBe('ACTIVE');
  });

  it('charges again after an unanswered charge only once that charge is cancelled', async () => {
    const { user, headers } = await member('sub-unknown');
    const method = await register(headers);
    const first = await subscribe(headers, method.data!.createPaymentMethod.id);
    const paidUntil = new Date(first.body.data!.createSubscription.expiresAt);
    const due = new Date(paidUntil.getTime() + 60_000);
    const gateway = createPaymentGateway(setUp.server.env);
    const [row] = await setUp.handle.db
      .select({ id: subscriptions.id, bid: paymentMethods.billingKey })
      .from(subscriptions)
      .innerJoin(paymentMethods, eq(paymentMethods.id, subscriptions.paymentMethodId))
      .where(eq(subscriptions.userId, user.id));

    // Period 2 was charged, but the answer was lost (UNKNOWN) — and the gateway has no record of
    // its TID either: the cancel cannot be confirmed, so nothing is charged again.
    const lostTid = gateway.newChargeTid(due);
    await setUp.handle.db.insert(subscriptionCharges).values({
      subscriptionId: row!.id,
      period: 2,
      moid: `S${row!.id}P2`,
      amount: 39_000,
      state: 'UNKNOWN',
      attempts: 1,
      tid: lostTid,
    });
    await renewAt(due);
    let charges = await setUp.handle.db
      .select({ state: subscriptionCharges.state, tid: subscriptionCharges.tid })
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, row!.id))
      .orderBy(asc(subscriptionCharges.period));
    expect(charges).toEqual([
      { state: 'PAID', tid: expect.any(String) },
      { state: 'UNKNOWN', tid: lostTid },
    ]);
    const [afterUnresolved] = await setUp.handle.db
      .select({ nextBillingAt: subscriptions.nextBillingAt })
      .from(subscriptions)
      .where(eq(subscriptions.id, row!.id));
    expect(afterUnresolved!.nextBillingAt!.getTime()).toBe(due.getTime() + 3_600_000);

    // This time the lost charge did go through: the retry cancels it, then charges anew — once.
    const charged = await gateway.chargeCard({
      bid: row!.bid!,
      moid: `S${row!.id}P2-lost`,
      tid: gateway.newChargeTid(due),
      amount: 39_000,
      goodsName: '프리미엄 구독',
      buyerName: '회원',
      now: due,
    });
    if (charged.status !== 'APPROVED') throw new Error('the lost charge was not approved');
    await setUp.handle.db
      .update(subscriptionCharges)
      .set({ tid: charged.tid })
      .where(eq(subscriptionCharges.subscriptionId, row!.id));
    await setUp.handle.db
      .update(subscriptionCharges)
      .set({ state: 'PAID' })
      .where(eq(subscriptionCharges.period, 1));
    const later = new Date(due.getTime() + 3_600_000 + 60_000);
    await renewAt(later);
    charges = await setUp.handle.db
      .select({ state: subscriptionCharges.state, tid: subscriptionCharges.tid })
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, row!.id))
      .orderBy(asc(subscriptionCharges.period));
    expect(charges[1]?.state).toBe('PAID');
    expect(charges[1]?.tid).not.toBe(charged.tid);
    const [lost] = await setUp.handle.db
      .select({ state: paymentSandboxTransactions.state })
      .from(paymentSandboxTransactions)
      .where(eq(paymentSandboxTransactions.tid, charged.tid));
    expect(lost?.state).toBe('CANCELLED');
  });
});
