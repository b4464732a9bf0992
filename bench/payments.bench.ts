/*
 * What a payment costs (issue 14): the point-order round trip — createOrder, the sandbox window
 * and its post-back, requestOrderConfirm with the approval call and the credit — and the renewal
 * job over 10,000 due subscriptions (one worker, then two racing on PostgreSQL). The gateway is the
 * sandbox the API serves itself, so every call is a real HTTP round trip to the same process and
 * its signatures and state are real; NicePay's own latency is not in these figures. Figures only.
 */
import {
  items,
  paymentMethods,
  paymentSandboxBillingKeys,
  subscriptionCharges,
  subscriptions,
  users,
} from '@gongsa/db';
import { count, eq, sql } from 'drizzle-orm';
import { createLogger } from '../apps/api/src/logger';
import { createPaymentGateway } from '../apps/api/src/modules/payments/gateway/create-payment-gateway';
import { renewDueSubscriptions } from '../apps/api/src/modules/subscriptions/subscriptions.service';
import { createAuthHeadersForTest } from '../apps/api/src/testing/accounts';
import { insertUserForTest } from '../apps/api/src/testing/companies.repository';
import { payInSandboxWindow } from '../apps/api/src/testing/payment-window';
import { startTestServer } from '../apps/api/src/testing/test-server';
import { describeBenchDatabase, openTestDatabase, readBenchDriver } from './support/database';
import { runBenchScript, type BenchReport } from './support/report';
import { computePercentile, formatMs } from './support/stats';

const ORDERS = Number(process.env.BENCH_PAYMENT_ORDERS ?? 200);
const ORDER_CONCURRENCY = 10;
const SUBSCRIPTIONS = Number(process.env.BENCH_RENEWALS ?? 10_000);
const INSERT_CHUNK = 500;

const CREATE = `mutation C($itemId: ID!) { createOrder(itemId: $itemId) { Moid windowUrl formFields { name value } } }`;
const CONFIRM = `mutation F($input: OrderConfirmInput!) { requestOrderConfirm(input: $input) { state } }`;

type Timing = { order: number; window: number; confirm: number; total: number };

function describeTimings(label: string, timings: Timing[], elapsedMs: number) {
  const row = (pick: (t: Timing) => number) => {
    const values = timings.map(pick);
    return `${formatMs(computePercentile(values, 50))} / ${formatMs(computePercentile(values, 95))}`;
  };
  return [
    label,
    timings.length,
    row((t) => t.order),
    row((t) => t.window),
    row((t) => t.confirm),
    row((t) => t.total),
    ((timings.length / elapsedMs) * 1000).toFixed(1),
  ];
}

async function runPaymentsBench(): Promise<BenchReport> {
  const driver = readBenchDriver();
  const handle = await openTestDatabase('reference');
  const server = await startTestServer({ db: handle.db, env: { LOG_LEVEL: 'warn' } });
  try {
    const [pack] = await handle.db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.name, '포인트 10,000'));
    if (!pack) throw new Error('no pack');

    async function roundTrip(headers: Record<string, string>): Promise<Timing> {
      const started = performance.now();
      const created = await server.graphql<{
        createOrder: { windowUrl: string; formFields: Array<{ name: string; value: string }> };
      }>(CREATE, { variables: { itemId: String(pack!.id) }, headers });
      const ordered = performance.now();
      const order = created.body.data!.createOrder;
      const { posted } = await payInSandboxWindow(
        {
          windowUrl: order.windowUrl,
          fields: Object.fromEntries(order.formFields.map((f) => [f.name, f.value])),
        },
        server.url,
      );
      const paid = performance.now();
      const confirmed = await server.graphql<{ requestOrderConfirm: { state: string } }>(CONFIRM, {
        variables: { input: posted },
      });
      if (confirmed.body.data?.requestOrderConfirm.state !== 'SUCCESS') {
        throw new Error(JSON.stringify(confirmed.body));
      }
      const done = performance.now();
      return {
        order: ordered - started,
        window: paid - ordered,
        confirm: done - paid,
        total: done - started,
      };
    }

    const buyer = await insertUserForTest(handle.db, 'bench-buyer');
    const headers = await createAuthHeadersForTest(buyer.id);
    for (let i = 0; i < 10; i += 1) await roundTrip(headers); // warm-up

    const sequential: Timing[] = [];
    let started = performance.now();
    for (let i = 0; i < ORDERS; i += 1) sequential.push(await roundTrip(headers));
    const sequentialMs = performance.now() - started;

    const parallel: Timing[] = [];
    started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: ORDER_CONCURRENCY }, async () => {
        while (next < ORDERS) {
          next += 1;
          parallel.push(await roundTrip(headers));
        }
      }),
    );
    const parallelMs = performance.now() - started;

    // Renewals: SUBSCRIPTIONS members, each with a sandbox billing key and a plan due now.
    const [plan] = await handle.db
      .select({ id: items.id, price: items.price })
      .from(items)
      .where(eq(items.type, 'SUBSCRIPTION'));
    if (!plan) throw new Error('no plan');
    const now = new Date();
    const setupStarted = performance.now();
    for (let offset = 0; offset < SUBSCRIPTIONS; offset += INSERT_CHUNK) {
      const size = Math.min(INSERT_CHUNK, SUBSCRIPTIONS - offset);
      const userRows = await handle.db
        .insert(users)
        .values(
          Array.from({ length: size }, (_, i) => ({
            email: `renew-${offset + i}@bench.test`,
            name: `구독자${offset + i}`,
            nickname: `r${offset + i}`,
            phoneNumber: `010${String(offset + i).padStart(8, '0')}`,
          })),
        )
        .returning({ id: users.id });
      const bids = userRows.map((row) => `BENCHBID${String(row.id).padStart(22, '0')}`);
      await handle.db.insert(paymentSandboxBillingKeys).values(
        bids.map((bid, i) => ({
          bid,
          mid: server.env.payments.mid,
          moid: `BENCH-REG-${offset + i}`,
          cardName: '샌드박스카드',
          maskedCardNumber: '4111-****-****-1111',
        })),
      );
      const methodRows = await handle.db
        .insert(paymentMethods)
        .values(
          userRows.map((row, i) => ({
            userId: row.id,
            cardName: '샌드박스카드',
            cardNumber: '4111-****-****-1111',
            billingKey: bids[i]!,
          })),
        )
        .returning({ id: paymentMethods.id, userId: paymentMethods.userId });
      await handle.db.insert(subscriptions).values(
        methodRows.map((method) => ({
          userId: method.userId,
          itemId: plan.id,
          paymentMethodId: method.id,
          state: 'ACTIVE' as const,
          startedAt: new Date(now.getTime() - 30 * 86_400_000),
          expiresAt: new Date(now.getTime() - 60_000),
          nextBillingAt: new Date(now.getTime() - 60_000),
        })),
      );
    }
    const setupMs = performance.now() - setupStarted;

    const deps = {
      db: handle.db,
      logger: createLogger({ level: 'fatal' }),
      paymentGateway: createPaymentGateway(server.env),
    };
    async function drain(workers: number): Promise<{ ms: number; paid: number; skipped: number }> {
      const begun = performance.now();
      let paid = 0;
      let skipped = 0;
      await Promise.all(
        Array.from({ length: workers }, async () => {
          for (;;) {
            const summary = await renewDueSubscriptions(deps, new Date());
            paid += summary.paid;
            skipped += summary.skipped;
            // Nothing charged in this batch: what is left is due to nobody or in the other
            // worker's hands (its claims count as skipped here).
            if (summary.paid + summary.declined + summary.unknown === 0) break;
          }
        }),
      );
      return { ms: performance.now() - begun, paid, skipped };
    }
    const one = await drain(1);
    const [charged] = await handle.db
      .select({ value: count() })
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.state, 'PAID'));

    // Again, with two workers racing over the same due list (a second period for everyone).
    await handle.db.update(subscriptions).set({
      nextBillingAt: sql`now() - interval '1 minute'`,
      expiresAt: sql`now() - interval '1 minute'`,
    });
    const two = await drain(2);
    const [chargedAfter] = await handle.db
      .select({ value: count() })
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.state, 'PAID'));

    const highlights = [
      `order → window → confirm, one at a time: p50 ${formatMs(
        computePercentile(
          sequential.map((t) => t.total),
          50,
        ),
      )} ms per purchase, ${((ORDERS / sequentialMs) * 1000).toFixed(1)} purchases/s; ${ORDER_CONCURRENCY} in flight: ${((ORDERS / parallelMs) * 1000).toFixed(1)} purchases/s`,
      `renewals, one worker: ${one.paid} charges in ${(one.ms / 1000).toFixed(1)} s = ${((one.paid / one.ms) * 1000).toFixed(0)} charges/s`,
      `renewals, two workers racing: ${two.paid} charges in ${(two.ms / 1000).toFixed(1)} s = ${((two.paid / two.ms) * 1000).toFixed(0)} charges/s, ${two.skipped} claims lost to the other worker, ${Number(chargedAfter?.value) - Number(charged?.value)} new PAID rows for ${SUBSCRIPTIONS} subscriptions`,
    ];
    return {
      title: `Payments (${driver})`,
      highlights,
      sections: [
        {
          heading: 'Setup',
          paragraphs: [
            `The API in this process (startTestServer) on ${describeBenchDatabase(driver)}, reference data seeded; the gateway is the local sandbox (PAYMENT_GATEWAY=sandbox) served by the same API, so the approval, net-cancel and billing calls are HTTP requests to it. ${ORDERS} purchases of the 10,000-point pack after 10 warm-up purchases, one at a time and then ${ORDER_CONCURRENCY} in flight. The renewal data (${SUBSCRIPTIONS} members with a billing key and a plan due a minute ago) took ${(setupMs / 1000).toFixed(1)} s to insert.`,
          ],
        },
        {
          heading: 'Point purchase round trip',
          paragraphs: [
            'Milliseconds, p50 / p95. "window" is the two form posts of the sandbox window (the order form, then 결제하기); "confirm" is requestOrderConfirm: the signature check, the claim, the approval call to the sandbox and the credit transaction.',
          ],
          table: {
            columns: [
              'run',
              'purchases',
              'createOrder',
              'window',
              'confirm',
              'total',
              'purchases/s',
            ],
            numericColumns: [1, 6],
            rows: [
              describeTimings('one at a time', sequential, sequentialMs),
              describeTimings(`${ORDER_CONCURRENCY} in flight`, parallel, parallelMs),
            ],
          },
        },
        {
          heading: 'Renewal job',
          paragraphs: [
            'renewDueSubscriptions in batches of 100 until nothing is due; each charge is a claim (one INSERT … ON CONFLICT), the billing call to the sandbox and the booking transaction. With two workers the second finds claims taken and charges nothing twice: the PAID rows added equal the subscriptions.',
          ],
          table: {
            columns: ['workers', 'charges', 'seconds', 'charges/s', 'claims lost'],
            numericColumns: [0, 1, 2, 3, 4],
            rows: [
              [
                1,
                one.paid,
                (one.ms / 1000).toFixed(1),
                ((one.paid / one.ms) * 1000).toFixed(0),
                one.skipped,
              ],
              [
                2,
                two.paid,
                (two.ms / 1000).toFixed(1),
                ((two.paid / two.ms) * 1000).toFixed(0),
                two.skipped,
              ],
            ],
          },
        },
      ],
    };
  } finally {
    await server.close();
    await handle.close();
  }
}

await runBenchScript(runPaymentsBench);
