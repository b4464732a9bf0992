import { describe, expect, it } from 'vitest';
import {
  buildPaymentWindowForm,
  buildReceiptHref,
  isMoid,
  recallPaymentReturnTo,
  rememberPaymentReturnTo,
} from './payment-order';

function createStorage(): Pick<Storage, 'getItem' | 'setItem'> & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

const ORDER = {
  windowUrl: 'https://web.nicepay.co.kr/v3/v3Payment.jsp',
  acceptCharset: 'euc-kr',
  formFields: [
    { name: 'GoodsName', value: '포인트 10,000P' },
    { name: 'Amt', value: '10000' },
    { name: 'Moid', value: 'GM20261127203000A1B2C3D4E5' },
    { name: 'ReturnURL', value: 'http://localhost:3000/payment/return' },
    { name: 'CharSet', value: 'utf-8' },
  ],
};

describe('the payment window form', () => {
  it('posts every signed field, with ReturnURL pointing at this site’s return route', () => {
    const form = buildPaymentWindowForm(ORDER, 'https://gongsa.kr');
    expect(form?.action).toBe('https://web.nicepay.co.kr/v3/v3Payment.jsp');
    expect(form?.acceptCharset).toBe('euc-kr');
    expect(form?.fields).toEqual([
      { name: 'GoodsName', value: '포인트 10,000P' },
      { name: 'Amt', value: '10000' },
      { name: 'Moid', value: 'GM20261127203000A1B2C3D4E5' },
      { name: 'CharSet', value: 'utf-8' },
      { name: 'ReturnURL', value: 'https://gongsa.kr/payment/return' },
    ]);
  });

  it('adds ReturnURL when the API sent none', () => {
    const form = buildPaymentWindowForm(
      {
        windowUrl: 'http://127.0.0.1:4100/payments/sandbox/window',
        acceptCharset: 'x-unknown',
        formFields: [],
      },
      'http://127.0.0.1:3100',
    );
    expect(form?.fields).toEqual([
      { name: 'ReturnURL', value: 'http://127.0.0.1:3100/payment/return' },
    ]);
    // A charset the browser should not be told to use falls back to UTF-8.
    expect(form?.acceptCharset).toBe('utf-8');
  });

  it('refuses a window address that is not http(s)', () => {
    for (const windowUrl of ['javascript:alert(1)', 'data:text/html,x', '/relative', '']) {
      expect(buildPaymentWindowForm({ ...ORDER, windowUrl }, 'https://gongsa.kr')).toBeNull();
    }
  });
});

describe('order numbers', () => {
  it('accepts what an order number can be and nothing that could change a path', () => {
    expect(isMoid('GM20261127203000A1B2C3D4E5')).toBe(true);
    expect(isMoid('a'.repeat(64))).toBe(true);
    for (const value of ['', 'a'.repeat(65), '../x', 'GM 1', 'GM%2F1', 'GM/1', null, undefined]) {
      expect(isMoid(value)).toBe(false);
    }
    expect(buildReceiptHref('GM1')).toBe('/myPage/point/receipt/GM1');
  });
});

describe('the way back through the payment window', () => {
  it('keeps the page per order in this tab, the newest five', () => {
    const storage = createStorage();
    rememberPaymentReturnTo(storage, 'GM1', '/company/1');
    rememberPaymentReturnTo(storage, 'GM2', '/company/2');
    expect(recallPaymentReturnTo(storage, 'GM1')).toBe('/company/1');
    expect(recallPaymentReturnTo(storage, 'GM2')).toBe('/company/2');
    expect(recallPaymentReturnTo(storage, 'GM3')).toBeNull();
    for (let index = 3; index <= 7; index += 1) {
      rememberPaymentReturnTo(storage, `GM${index}`, `/company/${index}`);
    }
    expect(recallPaymentReturnTo(storage, 'GM2')).toBeNull();
    expect(recallPaymentReturnTo(storage, 'GM7')).toBe('/company/7');
  });

  it('reads a damaged store as empty and survives a refused write', () => {
    const storage = createStorage();
    storage.values.set('gongsa.payment-return-to', '{not json');
    expect(recallPaymentReturnTo(storage, 'GM1')).toBeNull();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberPaymentReturnTo(full, 'GM1', '/company/1')).not.toThrow();
  });
});
