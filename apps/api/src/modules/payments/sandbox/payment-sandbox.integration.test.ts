import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentSandboxTransactions } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../app/database';
import { payInSandboxWindow, postForm } from '../../../testing/payment-window';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { createPaymentGateway } from '../gateway/create-payment-gateway';
import {
  NICEPAY_TEST_MERCHANT_KEY,
  formatEdiDate,
  signApprovalRequest,
} from '../gateway/nicepay-signing';
import type { CheckoutForm, PaymentGateway } from '../gateway/payment-gateway';
import { findSandboxTransactionByTid } from './payment-sandbox.repository';
import { PAYMENT_SANDBOX_PATHS, SANDBOX_TEST_CARDS } from './payment-sandbox.service';

const RETURN_URL = 'http://localhost:3000/payments/nicepay/return';
// Short, so the delay test's approval answers after the adapter gave up without a slow test.
const TIMEOUT_MS = 400;

describe('the payment sandbox through the NicePay adapter', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let gateway: PaymentGateway;
  let orderNumber = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      db: database.db,
      env: { PAYMENT_GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
    gateway = createPaymentGateway(server.env);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  function checkout(amount = 12_000): CheckoutForm {
    orderNumber += 1;
    return gateway.checkout({
      goodsName: '포인트 12,000P',
      amount,
      moid: `ORDER-${orderNumber}`,
      now: new Date(),
      returnUrl: RETURN_URL,
    });
  }

  /** The browser's part: submit the order to the window, press a button, read the post-back. */
  async function payInWindow(
    form: CheckoutForm,
    choice: Record<string, string> = { SandboxAction: 'pay', SandboxPayMethod: 'CARD' },
  ): Promise<Record<string, string>> {
    const back = await payInSandboxWindow(form, server.url, choice);
    expect(back.returnUrl).toBe(RETURN_URL);
    return back.posted;
  }

  async function authenticate(choice?: Record<string, string>, amount?: number) {
    const posted = await payInWindow(checkout(amount), choice);
    const result = gateway.verifyAuthResult(posted);
    if (result.status !== 'AUTHENTICATED') throw new Error(JSON.stringify(result));
    return { posted, payment: result.payment };
  }

  it('serves a Korean window for a signed order, under a strict CSP', async () => {
    const form = checkout();
    expect(form.windowUrl).toBe(`${server.url}${PAYMENT_SANDBOX_PATHS.window}`);
    expect(form.acceptCharset).toBe('utf-8');
    const window = await postForm(form.windowUrl, form.fields);
    expect(window.status).toBe(200);
    expect(window.html).toContain('<html lang="ko">');
    expect(window.html).toContain('포인트 12,000P');
    expect(window.html).toContain('12,000원');
    for (const label of [
      '신용카드',
      '계좌이체',
      '카드 승인 거절 시험',
      '승인 응답 지연 시험',
      '결제하기',
      '취소',
    ]) {
      expect(window.html).toContain(label);
    }
    expect(window.html).not.toContain('<script');
    const policy = window.headers.get('content-security-policy')!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/style-src 'nonce-[^']+'/);
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('refuses an order whose SignData or MID is wrong with a Korean error page', async () => {
    const form = checkout();
    const tampered = await postForm(form.windowUrl, { ...form.fields, Amt: '100' });
    expect(tampered.status).toBe(400);
    expect(tampered.html).toContain('결제 요청의 서명이 올바르지 않습니다.');
    const otherMid = await postForm(form.windowUrl, { ...form.fields, MID: 'other0000m' });
    expect(otherMid.status).toBe(400);
    expect(otherMid.html).toContain('등록되지 않은 상점 아이디입니다.');
  });

  it('goes window → verifyAuthResult → approve over HTTP and approves a card once', async () => {
    const { posted, payment } = await authenticate();
    expect(posted).toMatchObject({ AuthResultCode: '0000', PayMethod: 'CARD', Amt: '12000' });
    expect(payment.nextAppUrl).toBe(`${server.url}${PAYMENT_SANDBOX_PATHS.approve}`);

    const approved = await gateway.approve(payment, new Date());
    expect(approved).toMatchObject({
      status: 'APPROVED',
      tid: payment.txTid,
      payMethod: 'CARD',
      amount: 12_000,
      resultCode: '3001',
      cardName: '샌드박스카드',
    });
    const stored = await findSandboxTransactionByTid(database.db, payment.txTid);
    expect(stored?.state).toBe('APPROVED');

    const again = await gateway.approve(payment, new Date());
    expect(again).toEqual({
      status: 'DECLINED',
      code: 'S102',
      message: '이미 처리된 인증입니다.',
      raw: { ResultCode: 'S102', ResultMsg: '이미 처리된 인증입니다.' },
    });
  });

  it('checks SignData, the amount and the token’s age at the approval endpoint', async () => {
    const { payment } = await authenticate();
    const approve = async (amt: string, options: { signWith?: string } = {}) => {
      const ediDate = formatEdiDate(new Date());
      const response = await fetch(payment.nextAppUrl, {
        method: 'POST',
        body: new URLSearchParams({
          TID: payment.txTid,
          AuthToken: payment.authToken,
          MID: payment.mid,
          Amt: amt,
          EdiDate: ediDate,
          SignData: signApprovalRequest({
            authToken: payment.authToken,
            mid: payment.mid,
            amt,
            ediDate,
            merchantKey: options.signWith ?? NICEPAY_TEST_MERCHANT_KEY,
          }),
          CharSet: 'utf-8',
          EdiType: 'JSON',
        }),
      });
      return (await response.json()) as Record<string, string>;
    };
    expect(await approve('12000', { signWith: 'another-merchant-key' })).toEqual({
      ResultCode: 'A211',
      ResultMsg: '해쉬값 검증에 실패 하였습니다.',
    });
    expect(await approve('1200')).toMatchObject({ ResultCode: 'S104' });
    await database.db
      .update(paymentSandboxTransactions)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentSandboxTransactions.tid, payment.txTid));
    expect(await approve('12000')).toMatchObject({
      ResultCode: 'S103',
      ResultMsg: '인증 유효 시간이 지났습니다. 다시 결제해 주세요.',
    });
    expect((await findSandboxTransactionByTid(database.db, payment.txTid))?.state).toBe(
      'AUTHENTICATED',
    );
  });

  it('approves a bank transfer with 4000', async () => {
    const { payment } = await authenticate({ SandboxAction: 'pay', SandboxPayMethod: 'BANK' });
    expect(payment.payMethod).toBe('BANK');
    expect(await gateway.approve(payment, new Date())).toMatchObject({
      status: 'APPROVED',
      payMethod: 'BANK',
      resultCode: '4000',
      cardName: null,
    });
  });

  it('answers 취소 with a failure code and the Korean message', async () => {
    const posted = await payInWindow(checkout(), { SandboxAction: 'cancel' });
    expect(gateway.verifyAuthResult(posted)).toEqual({
      status: 'NOT_AUTHENTICATED',
      code: '9999',
      message: '사용자가 결제를 취소했습니다.',
      moid: posted.Moid,
    });
  });

  it('rejects a tampered Amt, Signature or NextAppURL without calling anything', async () => {
    const calls: string[] = [];
    const trap = http.createServer((req, res) => {
      calls.push(req.url ?? '');
      res.end('{}');
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}/webapi/pay_process.jsp`;
    try {
      const { posted, payment } = await authenticate();
      for (const tampered of [
        { ...posted, Amt: '1200' },
        { ...posted, Signature: posted.Signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
        { ...posted, NextAppURL: trapUrl },
        { ...posted, NetCancelURL: trapUrl },
        { ...posted, NextAppURL: payment.nextAppUrl.replace('http://', 'http://evil@') },
        { ...posted, MID: 'other0000m' },
      ]) {
        expect(gateway.verifyAuthResult(tampered)).toMatchObject({
          status: 'REJECTED',
          moid: posted.Moid,
        });
      }
      // Even handed a payment that names another host, approve sends nothing there.
      expect(await gateway.approve({ ...payment, nextAppUrl: trapUrl }, new Date())).toMatchObject({
        status: 'DECLINED',
        code: 'URL_NOT_ALLOWED',
      });
      expect(calls).toEqual([]);
      // The genuine post still approves: nothing above touched the token.
      expect(await gateway.approve(payment, new Date())).toMatchObject({ status: 'APPROVED' });
    } finally {
      trap.closeAllConnections();
      await new Promise<void>((resolve) => trap.close(() => resolve()));
    }
  });

  it('declines when the payer asked for a declined card', async () => {
    const { payment } = await authenticate({
      SandboxAction: 'pay',
      SandboxPayMethod: 'CARD',
      SandboxDecline: '1',
    });
    expect(await gateway.approve(payment, new Date())).toMatchObject({
      status: 'DECLINED',
      code: 'S201',
      message: '카드사에서 승인을 거절했습니다. (카드 승인 거절 시험)',
    });
    expect((await findSandboxTransactionByTid(database.db, payment.txTid))?.state).toBe('DECLINED');
  });

  it('net-cancels an approval that answers too late', async () => {
    const { payment } = await authenticate({
      SandboxAction: 'pay',
      SandboxPayMethod: 'CARD',
      SandboxDelay: '1',
    });
    const result = await gateway.approve(payment, new Date());
    expect(result).toEqual({ status: 'NET_CANCELLED', reason: '응답 시간이 초과되었습니다.' });
    const stored = await findSandboxTransactionByTid(database.db, payment.txTid);
    expect(stored?.state).toBe('NET_CANCELLED');
    expect(stored?.approvedAt).not.toBeNull();
    // Net-cancelling again (reconciliation) is harmless.
    expect(await gateway.netCancel(payment, new Date())).toMatchObject({
      status: 'CANCELLED',
      code: '2015',
    });
  });

  it('cancels an approved payment in part and then in full', async () => {
    const { payment } = await authenticate(undefined, 12_000);
    const approved = await gateway.approve(payment, new Date());
    if (approved.status !== 'APPROVED') throw new Error(approved.status);
    const base = { tid: approved.tid, moid: payment.moid, reason: '고객 요청', now: new Date() };

    expect(await gateway.cancel({ ...base, cancelAmount: 20_000, isPartial: true })).toMatchObject({
      status: 'FAILED',
      code: 'S302',
    });
    expect(await gateway.cancel({ ...base, cancelAmount: 2_000, isPartial: true })).toMatchObject({
      status: 'CANCELLED',
      code: '2001',
    });
    expect(await gateway.cancel({ ...base, cancelAmount: 5_000, isPartial: false })).toMatchObject({
      status: 'FAILED',
      code: 'S303',
    });
    const full = await gateway.cancel({ ...base, cancelAmount: 10_000, isPartial: false });
    expect(full).toMatchObject({ status: 'CANCELLED', code: '2001' });
    expect(await findSandboxTransactionByTid(database.db, approved.tid)).toMatchObject({
      state: 'CANCELLED',
      cancelledAmount: 12_000,
    });
    expect(await gateway.cancel({ ...base, cancelAmount: 10_000, isPartial: false })).toMatchObject(
      { status: 'CANCELLED', code: '2015' },
    );
  });

  it('keeps its state across an API restart', async () => {
    const { payment } = await authenticate();
    const approved = await gateway.approve(payment, new Date());
    if (approved.status !== 'APPROVED') throw new Error(approved.status);
    const second = await startTestServer({ db: database.db });
    try {
      const restarted = createPaymentGateway(second.env);
      expect(
        await restarted.cancel({
          tid: approved.tid,
          moid: payment.moid,
          cancelAmount: 12_000,
          isPartial: false,
          reason: '재시작 후 취소',
          now: new Date(),
        }),
      ).toMatchObject({ status: 'CANCELLED', code: '2001' });
    } finally {
      await second.close();
    }
  });

  describe('billing', () => {
    const card = {
      cardNumber: '4111111111111111',
      expYear: '39',
      expMonth: '12',
      idNo: '900101',
      cardPw: '12',
      buyerName: '김공사',
    };

    it('registers a card, charges it by BID and removes it', async () => {
      const registered = await gateway.registerCard({ ...card, moid: 'REG-1', now: new Date() });
      expect(registered).toMatchObject({
        status: 'REGISTERED',
        card: { cardName: '샌드박스카드', maskedCardNumber: '4111-****-****-1111' },
      });
      if (registered.status !== 'REGISTERED') return;
      const { bid } = registered.card;
      expect(bid).toHaveLength(30);

      const charged = await gateway.chargeCard({
        bid,
        moid: 'SUB-1',
        amount: 9_900,
        goodsName: '정기 구독',
        buyerName: '김공사',
        now: new Date(),
        tid: gateway.newChargeTid(new Date()),
      });
      expect(charged).toMatchObject({ status: 'APPROVED', amount: 9_900 });
      if (charged.status === 'APPROVED') {
        expect(charged.tid).toHaveLength(30);
        expect((await findSandboxTransactionByTid(database.db, charged.tid))?.state).toBe(
          'APPROVED',
        );
      }

      expect(await gateway.removeCard({ bid, moid: 'DEL-1', now: new Date() })).toEqual({
        removed: true,
      });
      expect(await gateway.removeCard({ bid, moid: 'DEL-2', now: new Date() })).toEqual({
        removed: true,
      });
      expect(
        await gateway.chargeCard({
          bid,
          moid: 'SUB-2',
          amount: 9_900,
          goodsName: '정기 구독',
          buyerName: '김공사',
          now: new Date(),
          tid: gateway.newChargeTid(new Date()),
        }),
      ).toMatchObject({ status: 'DECLINED', code: 'S404' });
    });

    it('refuses the refusing test card and an expired card', async () => {
      expect(
        await gateway.registerCard({
          ...card,
          cardNumber: SANDBOX_TEST_CARDS.refused,
          moid: 'REG-2',
          now: new Date(),
        }),
      ).toEqual({
        status: 'REFUSED',
        code: 'S402',
        message: '카드사에서 카드 등록을 거절했습니다. (등록 거절 시험 카드)',
      });
      expect(
        await gateway.registerCard({ ...card, expYear: '20', moid: 'REG-3', now: new Date() }),
      ).toMatchObject({ status: 'REFUSED', code: 'S403' });
    });

    it('registers the declining test card and declines its charges', async () => {
      const registered = await gateway.registerCard({
        ...card,
        cardNumber: SANDBOX_TEST_CARDS.declinesCharges,
        moid: 'REG-4',
        now: new Date(),
      });
      if (registered.status !== 'REGISTERED') throw new Error(registered.status);
      expect(
        await gateway.chargeCard({
          bid: registered.card.bid,
          moid: 'SUB-3',
          amount: 9_900,
          goodsName: '정기 구독',
          buyerName: '김공사',
          now: new Date(),
          tid: gateway.newChargeTid(new Date()),
        }),
      ).toEqual({
        status: 'DECLINED',
        code: 'S405',
        message: '잔액 부족으로 승인이 거절되었습니다. (결제 거절 시험 카드)',
      });
    });
  });
});

describe('the payment sandbox routes', () => {
  it('exist only when the sandbox gateway is selected', async () => {
    const database = await createTestDatabase();
    const server = await startTestServer({
      db: database.db,
      env: { PAYMENT_GATEWAY: 'nicepay' },
    });
    try {
      const response = await fetch(`${server.url}${PAYMENT_SANDBOX_PATHS.approve}`, {
        method: 'POST',
        body: new URLSearchParams({ TID: 'x' }),
      });
      expect(response.status).toBe(404);
      expect(
        createPaymentGateway(server.env).checkout({
          goodsName: '포인트',
          amount: 1000,
          moid: 'M',
          now: new Date(),
          returnUrl: RETURN_URL,
        }),
      ).toMatchObject({
        windowUrl: 'https://web.nicepay.co.kr/v3/v3Payment.jsp',
        acceptCharset: 'euc-kr',
      });
    } finally {
      await server.close();
      await database.close();
    }
  });
});
