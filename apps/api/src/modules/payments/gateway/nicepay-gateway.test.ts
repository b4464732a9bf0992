import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../logger';
import { parseFormBody } from './form-encoding';
import { NICEPAY_API_ORIGINS, NicepayGateway } from './nicepay-gateway';
import {
  NICEPAY_TEST_MERCHANT_KEY as KEY,
  NICEPAY_TEST_MID as MID,
  decryptBillingCardData,
  signApprovalRequest,
  signApprovalResponse,
  signAuthResult,
  signBillingCharge,
  signCheckout,
} from './nicepay-signing';
import type { AuthenticatedPayment } from './payment-gateway';

type Received = { path: string; fields: Record<string, string>; contentType: string };
type Answer = (received: Received) => { status?: number; body: string; delayMs?: number };

/** A local stand-in for NicePay's hosts: records every call and answers as a test says. */
const fake = {
  server: http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: Received = {
        path: req.url ?? '',
        fields: parseFormBody(Buffer.concat(chunks)),
        contentType: req.headers['content-type'] ?? '',
      };
      fake.calls.push(received);
      const answer = fake.answer(received);
      const send = () => {
        if (res.destroyed) return;
        res.statusCode = answer.status ?? 200;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(answer.body);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  }),
  origin: '',
  calls: [] as Received[],
  answer: (() => ({ body: '{}' })) as Answer,
};

const logLines: string[] = [];
const logger = createLogger({
  level: 'info',
  destination: new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString('utf8'));
      callback();
    },
  }),
});

function createGateway(options: { allowedOrigins?: readonly string[] } = {}) {
  return new NicepayGateway({
    name: 'nicepay',
    mid: MID,
    merchantKey: KEY,
    timeoutMs: 300,
    logger,
    endpoints: () => ({
      windowUrl: 'https://web.nicepay.co.kr/v3/v3Payment.jsp',
      apiUrl: fake.origin,
      allowedOrigins: options.allowedOrigins ?? [fake.origin],
      windowCharset: 'euc-kr',
    }),
  });
}

function approvedAnswer(received: Received, overrides: Record<string, string> = {}) {
  const amt = received.fields.Amt!.padStart(12, '0');
  const tid = received.fields.TID!;
  return {
    body: JSON.stringify({
      ResultCode: '3001',
      ResultMsg: '카드 결제 성공',
      Amt: amt,
      MID,
      Moid: 'ORDER-1',
      TID: tid,
      AuthDate: '260101120000',
      PayMethod: 'CARD',
      CardName: '신한',
      Signature: signApprovalResponse({ tid, mid: MID, amt, merchantKey: KEY }),
      ...overrides,
    }),
  };
}

const netCancelled: Answer = () => ({
  body: JSON.stringify({ ResultCode: '2001', ResultMsg: '취소 성공' }),
});

function payment(overrides: Partial<AuthenticatedPayment> = {}): AuthenticatedPayment {
  return {
    authToken: 'NICETOKNF435F661A2D54ED799BFB9F4B3F7E369',
    payMethod: 'CARD',
    mid: MID,
    moid: 'ORDER-1',
    amt: '1004',
    txTid: 'nicepay00m01012601011200000001',
    nextAppUrl: `${fake.origin}/webapi/pay_process.jsp`,
    netCancelUrl: `${fake.origin}/webapi/cancel_process.jsp`,
    reqReserved: '',
    ...overrides,
  };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  fake.server.closeAllConnections();
  await new Promise<void>((resolve) => fake.server.close(() => resolve()));
});

beforeEach(() => {
  fake.calls = [];
  fake.answer = () => ({ body: '{}' });
});

describe('NicepayGateway.checkout', () => {
  it('signs the order for NicePay’s v3 window', () => {
    const form = createGateway().checkout({
      goodsName: '포인트 10,000P',
      amount: 10_000,
      moid: 'ORDER-1',
      now: new Date('2026-01-01T03:00:00Z'),
      returnUrl: 'https://gongsa.example/payments/return',
    });
    expect(form).toEqual({
      windowUrl: 'https://web.nicepay.co.kr/v3/v3Payment.jsp',
      acceptCharset: 'euc-kr',
      fields: {
        GoodsName: '포인트 10,000P',
        Amt: '10000',
        MID,
        EdiDate: '20260101120000',
        Moid: 'ORDER-1',
        SignData: signCheckout({
          ediDate: '20260101120000',
          mid: MID,
          amt: '10000',
          merchantKey: KEY,
        }),
        ReturnURL: 'https://gongsa.example/payments/return',
        PayMethod: 'CARD,BANK',
        CharSet: 'utf-8',
      },
    });
    expect(() =>
      createGateway().checkout({
        goodsName: 'x',
        amount: 0,
        moid: 'M',
        now: new Date(),
        returnUrl: 'https://gongsa.example/r',
      }),
    ).toThrow(RangeError);
  });
});

describe('NicepayGateway.verifyAuthResult with NicePay’s own allow-list', () => {
  const gateway = createGateway({ allowedOrigins: NICEPAY_API_ORIGINS });
  const posted = {
    AuthResultCode: '0000',
    AuthResultMsg: '인증 성공',
    AuthToken: 'TOKEN',
    PayMethod: 'CARD',
    MID,
    Moid: 'ORDER-1',
    Amt: '1004',
    ReqReserved: '',
    TxTid: 'nicepay00m01012601011200000001',
    NextAppURL: 'https://dc1-api.nicepay.co.kr/webapi/pay_process.jsp',
    NetCancelURL: 'https://dc1-api.nicepay.co.kr/webapi/cancel_process.jsp',
    Signature: signAuthResult({ authToken: 'TOKEN', mid: MID, amt: '1004', merchantKey: KEY }),
  };

  it('accepts a signed post that names NicePay’s hosts', () => {
    expect(gateway.verifyAuthResult(posted)).toMatchObject({
      status: 'AUTHENTICATED',
      payment: { authToken: 'TOKEN', amt: '1004', txTid: posted.TxTid },
    });
    expect(
      gateway.verifyAuthResult({
        ...posted,
        NextAppURL: 'https://DC2-API.nicepay.co.kr:443/webapi/pay_process.jsp',
      }),
    ).toMatchObject({ status: 'AUTHENTICATED' });
  });

  it.each([
    'http://dc1-api.nicepay.co.kr/webapi/pay_process.jsp',
    'https://dc1-api.nicepay.co.kr.evil.example/webapi/pay_process.jsp',
    'https://dc1-api.nicepay.co.kr:8443/webapi/pay_process.jsp',
    'https://user@dc1-api.nicepay.co.kr/webapi/pay_process.jsp',
    'https://evil.example/webapi/pay_process.jsp',
    'not a url',
  ])('rejects NextAppURL %s', (url) => {
    expect(gateway.verifyAuthResult({ ...posted, NextAppURL: url })).toMatchObject({
      status: 'REJECTED',
      moid: 'ORDER-1',
    });
  });

  it('rejects a wrong signature, another MID or a malformed amount', () => {
    expect(gateway.verifyAuthResult({ ...posted, Amt: '1005' }).status).toBe('REJECTED');
    expect(gateway.verifyAuthResult({ ...posted, Signature: 'a'.repeat(64) }).status).toBe(
      'REJECTED',
    );
    expect(gateway.verifyAuthResult({ ...posted, Amt: '-1' }).status).toBe('REJECTED');
    const otherMid = {
      ...posted,
      MID: 'other0000m',
      Signature: signAuthResult({
        authToken: 'TOKEN',
        mid: 'other0000m',
        amt: '1004',
        merchantKey: KEY,
      }),
    };
    expect(gateway.verifyAuthResult(otherMid)).toMatchObject({
      status: 'REJECTED',
      reason: '상점 아이디가 다릅니다.',
    });
    expect(gateway.verifyAuthResult({ ...posted, TxTid: undefined })).toMatchObject({
      status: 'REJECTED',
      reason: '빠진 항목: TxTid',
    });
  });

  it('passes a failed authentication on with its Korean message', () => {
    expect(
      gateway.verifyAuthResult({
        AuthResultCode: 'V801',
        AuthResultMsg: '카드사 인증 실패',
        Moid: 'O',
      }),
    ).toEqual({
      status: 'NOT_AUTHENTICATED',
      code: 'V801',
      message: '카드사 인증 실패',
      moid: 'O',
    });
    expect(gateway.verifyAuthResult({})).toEqual({
      status: 'NOT_AUTHENTICATED',
      code: '',
      message: '결제 인증에 실패했습니다.',
      moid: null,
    });
  });
});

describe('NicepayGateway.approve against a stand-in for NicePay', () => {
  it('posts the signed approval as a form and accepts a signed, zero-padded answer', async () => {
    fake.answer = (received) => approvedAnswer(received);
    const now = new Date('2019-11-13T16:18:08Z');
    const result = await createGateway().approve(payment(), now);
    expect(result).toMatchObject({
      status: 'APPROVED',
      tid: 'nicepay00m01012601011200000001',
      amount: 1004,
      resultCode: '3001',
      cardName: '신한',
      paidAt: new Date('2026-01-01T03:00:00Z'),
    });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call!.path).toBe('/webapi/pay_process.jsp');
    expect(call!.contentType).toContain('application/x-www-form-urlencoded');
    expect(call!.fields).toEqual({
      TID: 'nicepay00m01012601011200000001',
      AuthToken: 'NICETOKNF435F661A2D54ED799BFB9F4B3F7E369',
      MID,
      Amt: '1004',
      EdiDate: '20191114011808',
      SignData: '599644cf3295920f3199f5f151f7abda5a85e3777fbeefe5738e265101435a65',
      CharSet: 'utf-8',
      EdiType: 'JSON',
    });
  });

  it('declines with NicePay’s Korean message when the answer is a refusal', async () => {
    fake.answer = () => ({
      body: JSON.stringify({ ResultCode: '3011', ResultMsg: '카드번호 오류' }),
    });
    expect(await createGateway().approve(payment(), new Date())).toEqual({
      status: 'DECLINED',
      code: '3011',
      message: '카드번호 오류',
      raw: { ResultCode: '3011', ResultMsg: '카드번호 오류' },
    });
    expect(fake.calls).toHaveLength(1);
  });

  const failures: Array<[string, Answer, string]> = [
    [
      'a wrong signature',
      (r) => approvedAnswer(r, { Signature: 'f'.repeat(64) }),
      '승인 응답의 서명이 맞지 않습니다.',
    ],
    [
      'another amount',
      (r) => {
        const tid = r.fields.TID!;
        const amt = '000000000001';
        return approvedAnswer(r, {
          Amt: amt,
          Signature: signApprovalResponse({ tid, mid: MID, amt, merchantKey: KEY }),
        });
      },
      '승인 금액이 다릅니다. (000000000001)',
    ],
    ['no JSON', () => ({ body: '<html>오류</html>' }), '응답이 JSON이 아닙니다.'],
    ['an HTTP error', () => ({ status: 502, body: '{}' }), 'HTTP 502'],
    ['no ResultCode', () => ({ body: '{}' }), '응답에 ResultCode가 없습니다.'],
    ['a timeout', (r) => ({ ...approvedAnswer(r), delayMs: 1_000 }), '응답 시간이 초과되었습니다.'],
  ];

  it.each(failures)('net-cancels after %s', async (_name, answer, reason) => {
    fake.answer = (received) =>
      received.fields.NetCancel === '1' ? netCancelled(received) : answer(received);
    const result = await createGateway().approve(payment(), new Date());
    expect(result).toEqual({ status: 'NET_CANCELLED', reason });
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/webapi/pay_process.jsp',
      '/webapi/cancel_process.jsp',
    ]);
    const netCancel = fake.calls[1]!.fields;
    expect(netCancel).toMatchObject({ NetCancel: '1', TID: payment().txTid, Amt: '1004' });
    expect(netCancel.SignData).toBe(
      signApprovalRequest({
        authToken: payment().authToken,
        mid: MID,
        amt: '1004',
        ediDate: netCancel.EdiDate!,
        merchantKey: KEY,
      }),
    );
  });

  it('answers UNKNOWN when the net-cancel fails too', async () => {
    fake.answer = (received) =>
      received.fields.NetCancel === '1'
        ? { body: JSON.stringify({ ResultCode: '2003', ResultMsg: '취소 실패' }) }
        : { body: 'garbage' };
    expect(await createGateway().approve(payment(), new Date())).toEqual({
      status: 'UNKNOWN',
      reason: '응답이 JSON이 아닙니다. / 망취소 실패: 2003 취소 실패',
    });
  });

  it('never calls a NextAppURL off the allow-list', async () => {
    const gateway = createGateway({ allowedOrigins: NICEPAY_API_ORIGINS });
    expect(await gateway.approve(payment(), new Date())).toMatchObject({
      status: 'DECLINED',
      code: 'URL_NOT_ALLOWED',
    });
    expect(await gateway.netCancel(payment(), new Date())).toMatchObject({ status: 'FAILED' });
    expect(fake.calls).toEqual([]);
  });
});

describe('NicepayGateway cancel and billing against a stand-in for NicePay', () => {
  it('cancels with SignData over MID + CancelAmt + EdiDate', async () => {
    fake.answer = () => ({
      body: JSON.stringify({
        ResultCode: '2001',
        ResultMsg: '취소 성공',
        CancelDate: '20260101',
        CancelTime: '120000',
      }),
    });
    const result = await createGateway().cancel({
      tid: 'T1',
      moid: 'ORDER-1',
      cancelAmount: 500,
      reason: '부분 환불',
      isPartial: true,
      now: new Date('2026-01-01T03:00:00Z'),
    });
    expect(result).toMatchObject({
      status: 'CANCELLED',
      code: '2001',
      cancelledAt: new Date('2026-01-01T03:00:00Z'),
    });
    expect(fake.calls[0]!.path).toBe('/webapi/cancel_process.jsp');
    expect(fake.calls[0]!.fields).toMatchObject({
      TID: 'T1',
      CancelAmt: '500',
      CancelMsg: '부분 환불',
      PartialCancelCode: '1',
      EdiDate: '20260101120000',
    });
  });

  it('sends card data only encrypted and logs neither it nor the key', async () => {
    fake.answer = () => ({
      body: JSON.stringify({
        ResultCode: 'F100',
        ResultMsg: '빌키 발급 성공',
        BID: 'BIKYnicepay00m2601011200000001',
        CardName: '신한',
      }),
    });
    const result = await createGateway().registerCard({
      cardNumber: '4111111111111111',
      expYear: '29',
      expMonth: '12',
      idNo: '900101',
      cardPw: '12',
      moid: 'REG-1',
      buyerName: '김공사',
      now: new Date(),
    });
    expect(result).toEqual({
      status: 'REGISTERED',
      card: {
        bid: 'BIKYnicepay00m2601011200000001',
        cardName: '신한',
        maskedCardNumber: '4111-****-****-1111',
      },
    });
    const fields = fake.calls[0]!.fields;
    expect(fake.calls[0]!.path).toBe('/webapi/billing/billing_regist.jsp');
    expect(JSON.stringify(fields)).not.toContain('4111111111111111');
    expect(decryptBillingCardData(fields.EncData!, KEY)).toMatchObject({
      cardNo: '4111111111111111',
    });

    // A failure path that logs: the log names the order, never the card or the key.
    fake.answer = () => ({ body: 'garbage' });
    await createGateway().registerCard({
      cardNumber: '4111111111111111',
      expYear: '29',
      expMonth: '12',
      idNo: '900101',
      cardPw: '12',
      moid: 'REG-2',
      buyerName: '김공사',
      now: new Date(),
    });
    const logs = logLines.join('');
    expect(logs).toContain('REG-2');
    expect(logs).not.toContain('4111111111111111');
    expect(logs).not.toContain(KEY);
  });

  it('charges by BID with a new TID and answers UNKNOWN with that TID on a timeout', async () => {
    fake.answer = (received) => ({
      body: JSON.stringify({
        ResultCode: '3001',
        ResultMsg: '성공',
        TID: received.fields.TID,
        Amt: received.fields.Amt,
        AuthDate: '260101120000',
      }),
    });
    const charge = {
      bid: 'BID-1',
      moid: 'SUB-1',
      amount: 9_900,
      goodsName: '정기 구독',
      buyerName: '김공사',
      now: new Date('2026-01-01T03:00:00Z'),
    };
    const gateway = createGateway();
    const approved = await gateway.chargeCard({ ...charge, tid: gateway.newChargeTid(charge.now) });
    expect(approved).toMatchObject({ status: 'APPROVED', amount: 9_900 });
    const fields = fake.calls[0]!.fields;
    expect(fields.TID).toMatch(/^nicepay00m0116260101120000\d{4}$/);
    expect(fields.SignData).toBe(
      signBillingCharge({
        mid: MID,
        ediDate: '20260101120000',
        moid: 'SUB-1',
        amt: '9900',
        bid: 'BID-1',
        merchantKey: KEY,
      }),
    );

    fake.answer = () => ({ body: '{}', delayMs: 1_000 });
    const unknown = await gateway.chargeCard({ ...charge, tid: gateway.newChargeTid(charge.now) });
    expect(unknown).toMatchObject({ status: 'UNKNOWN', reason: '응답 시간이 초과되었습니다.' });
    expect(unknown.status === 'UNKNOWN' && unknown.tid).toBe(fake.calls[1]!.fields.TID);
  });

  it('counts a key as removed only on F101', async () => {
    fake.answer = () => ({ body: JSON.stringify({ ResultCode: 'F101', ResultMsg: '삭제 성공' }) });
    expect(await createGateway().removeCard({ bid: 'B', moid: 'D', now: new Date() })).toEqual({
      removed: true,
    });
    fake.answer = () => ({ body: JSON.stringify({ ResultCode: 'F102', ResultMsg: '실패' }) });
    expect(await createGateway().removeCard({ bid: 'B', moid: 'D', now: new Date() })).toEqual({
      removed: false,
    });
  });
});
