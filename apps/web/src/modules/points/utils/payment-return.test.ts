import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decidePaymentReturnLocation,
  handlePaymentReturn,
  isFormContentType,
  PAYMENT_RETURN_MAX_BYTES,
  readCappedBody,
  readPaymentReturnFields,
  toPaymentReturnOutcome,
} from './payment-return';

const MOID = 'GM20261127203000A1B2C3D4E5';

const POSTED = new URLSearchParams({
  AuthResultCode: '0000',
  AuthResultMsg: '인증 성공',
  AuthToken: 'token',
  PayMethod: 'CARD',
  MID: 'nicepay00m',
  Moid: MOID,
  Amt: '11000',
  ReqReserved: '',
  TxTid: 'tid',
  NextAppURL: 'https://dc1-api.nicepay.co.kr/webapi/pay_process.jsp',
  NetCancelURL: 'https://dc1-api.nicepay.co.kr/webapi/cancel_process.jsp',
  Signature: 'abc',
  Extra: 'dropped',
});

function post(body: string, contentType = 'application/x-www-form-urlencoded'): Request {
  return new Request('http://localhost:3000/payment/return', {
    method: 'POST',
    headers: { 'content-type': contentType, 'user-agent': 'test-browser' },
    body,
  });
}

function answerWith(body: unknown) {
  return vi.fn(async () => Response.json(body));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading the payment window’s post', () => {
  it('takes the known fields, first value each, and drops the rest', () => {
    const fields = readPaymentReturnFields(`${POSTED.toString()}&Moid=second`);
    expect(fields.Moid).toBe(MOID);
    expect(fields.AuthResultMsg).toBe('인증 성공');
    expect(fields.ReqReserved).toBe('');
    expect(Object.keys(fields)).toHaveLength(12);
    expect(fields).not.toHaveProperty('Extra');
    expect(readPaymentReturnFields('')).toEqual({});
  });

  it('accepts a browser form’s encoding only', () => {
    expect(isFormContentType('application/x-www-form-urlencoded')).toBe(true);
    expect(isFormContentType('application/x-www-form-urlencoded; charset=UTF-8')).toBe(true);
    expect(isFormContentType('application/json')).toBe(false);
    expect(isFormContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isFormContentType(null)).toBe(false);
  });

  it('reads a body up to the cap and no further', async () => {
    expect(await readCappedBody(post('Moid=1'), 100)).toBe('Moid=1');
    expect(await readCappedBody(post('x'.repeat(101)), 100)).toBeNull();
    const chunked = new Request('http://localhost/payment/return', {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('a'.repeat(60)));
          controller.enqueue(new TextEncoder().encode('b'.repeat(60)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(await readCappedBody(chunked, 100)).toBeNull();
  });
});

describe('where the browser goes after the window', () => {
  it('opens the receipt of a confirmed order, whatever its state', () => {
    const outcome = toPaymentReturnOutcome({ moid: MOID }, MOID);
    expect(outcome).toEqual({ kind: 'confirmed', moid: MOID });
    expect(decidePaymentReturnLocation(outcome)).toBe(`/myPage/point/receipt/${MOID}`);
  });

  it('sends a refused post back to 포인트 충전 with the failure notice', () => {
    for (const code of ['BAD_USER_INPUT', 'NOT_FOUND']) {
      const outcome = toPaymentReturnOutcome({ error: true, code, message: '…' }, MOID);
      expect(decidePaymentReturnLocation(outcome)).toBe('/myPage/point?tab=2&payment=failed');
    }
  });

  it('says the result is unknown when the API did not answer, with the order to look up', () => {
    const outcome = toPaymentReturnOutcome(
      { error: true, code: 'NETWORK_ERROR', message: '…' },
      MOID,
    );
    expect(decidePaymentReturnLocation(outcome)).toBe(
      `/myPage/point?tab=2&payment=error&moid=${MOID}`,
    );
    expect(
      decidePaymentReturnLocation(
        toPaymentReturnOutcome(
          { error: true, code: 'INTERNAL_SERVER_ERROR', message: '…' },
          '../x',
        ),
      ),
    ).toBe('/myPage/point?tab=2&payment=error');
  });
});

describe('POST /payment/return', () => {
  it('relays the post to requestOrderConfirm and answers 303 to the receipt', async () => {
    const fetchMock = answerWith({
      data: { requestOrderConfirm: { moid: MOID, state: 'SUCCESS' } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const response = await handlePaymentReturn(post(POSTED.toString()));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/myPage/point/receipt/${MOID}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const sent = JSON.parse(String(init.body)) as { variables: { input: Record<string, string> } };
    expect(sent.variables.input.Moid).toBe(MOID);
    expect(sent.variables.input.Signature).toBe('abc');
    expect(sent.variables.input).not.toHaveProperty('Extra');
    expect((init.headers as Record<string, string>)['user-agent']).toBe('test-browser');
  });

  it('sends a post the API refuses back to 포인트 충전', async () => {
    vi.stubGlobal(
      'fetch',
      answerWith({
        errors: [{ message: '결제 정보를 확인할 수 없어', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    );
    const response = await handlePaymentReturn(post(POSTED.toString()));
    expect(response.headers.get('location')).toBe('/myPage/point?tab=2&payment=failed');
  });

  it('says the result is unknown when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const response = await handlePaymentReturn(post(POSTED.toString()));
    expect(response.headers.get('location')).toBe(`/myPage/point?tab=2&payment=error&moid=${MOID}`);
  });

  it('refuses without asking the API: not a form, too large, or no order number', async () => {
    const fetchMock = answerWith({});
    vi.stubGlobal('fetch', fetchMock);
    const refusals = [
      post(POSTED.toString(), 'application/json'),
      post(`${POSTED.toString()}&pad=${'x'.repeat(PAYMENT_RETURN_MAX_BYTES)}`),
      post('AuthResultCode=0000'),
      post('Moid=..%2F..%2Fx'),
    ];
    for (const request of refusals) {
      const response = await handlePaymentReturn(request);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/myPage/point?tab=2&payment=failed');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
