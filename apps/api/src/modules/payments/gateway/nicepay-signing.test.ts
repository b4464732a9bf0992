import { describe, expect, it } from 'vitest';
import {
  NICEPAY_TEST_MERCHANT_KEY,
  NICEPAY_TEST_MID,
  createTid,
  decryptBillingCardData,
  encryptBillingCardData,
  formatEdiDate,
  isSameSignature,
  maskCardNumber,
  sha256Hex,
  signApprovalRequest,
  signApprovalResponse,
  signAuthResult,
  signBillingCharge,
  signBillingRegistration,
  signBillingRemoval,
  signCancel,
  signCheckout,
} from './nicepay-signing';

const key = NICEPAY_TEST_MERCHANT_KEY;
const mid = NICEPAY_TEST_MID;

describe('NicePay signing', () => {
  it('signs an approval request like the vector in NicePay’s manual', () => {
    const signData = signApprovalRequest({
      authToken: 'NICETOKNF435F661A2D54ED799BFB9F4B3F7E369',
      mid: 'nicepay00m',
      amt: '1004',
      ediDate: '20191114011808',
      merchantKey: key,
    });
    expect(signData).toBe('599644cf3295920f3199f5f151f7abda5a85e3777fbeefe5738e265101435a65');
    expect(isSameSignature(signData, signData.toUpperCase())).toBe(true);
    const wrong = signApprovalRequest({
      authToken: 'NICETOKNF435F661A2D54ED799BFB9F4B3F7E369',
      mid: 'nicepay00m',
      amt: '1005',
      ediDate: '20191114011808',
      merchantKey: key,
    });
    expect(isSameSignature(signData, wrong)).toBe(false);
  });

  it('writes EdiDate in Asia/Seoul', () => {
    // 2019-11-13 16:18:08 UTC is 2019-11-14 01:18:08 in Seoul.
    expect(formatEdiDate(new Date('2019-11-13T16:18:08Z'))).toBe('20191114011808');
    expect(formatEdiDate(new Date('2026-12-31T15:00:00Z'))).toBe('20270101000000');
  });

  const calls: Array<{ name: string; sign: (amt: string) => string; formula: string }> = [
    {
      name: 'checkout',
      sign: (amt) => signCheckout({ ediDate: '20260101120000', mid, amt, merchantKey: key }),
      formula: `20260101120000${mid}AMT${key}`,
    },
    {
      name: 'window post-back',
      sign: (amt) => signAuthResult({ authToken: 'TOKEN', mid, amt, merchantKey: key }),
      formula: `TOKEN${mid}AMT${key}`,
    },
    {
      name: 'approval answer',
      sign: (amt) => signApprovalResponse({ tid: 'TID', mid, amt, merchantKey: key }),
      formula: `TID${mid}AMT${key}`,
    },
    {
      name: 'cancel',
      sign: (amt) =>
        signCancel({ mid, cancelAmt: amt, ediDate: '20260101120000', merchantKey: key }),
      formula: `${mid}AMT20260101120000${key}`,
    },
    {
      name: 'billing charge',
      sign: (amt) =>
        signBillingCharge({
          mid,
          ediDate: '20260101120000',
          moid: 'M1',
          amt,
          bid: 'BID1',
          merchantKey: key,
        }),
      formula: `${mid}20260101120000M1AMTBID1${key}`,
    },
  ];

  it.each(calls)('signs and verifies the $name, and refuses a wrong one', ({ sign, formula }) => {
    const signature = sign('12000');
    expect(signature).toBe(sha256Hex(formula.replace('AMT', '12000')));
    expect(isSameSignature(sign('12000'), signature)).toBe(true);
    expect(isSameSignature(sign('12001'), signature)).toBe(false);
    expect(isSameSignature(signature, undefined)).toBe(false);
    expect(isSameSignature(signature, signature.slice(1))).toBe(false);
  });

  it('signs billing registration and removal over MID, EdiDate, Moid (and BID)', () => {
    const registration = signBillingRegistration({
      mid,
      ediDate: '20260101120000',
      moid: 'REG-1',
      merchantKey: key,
    });
    expect(registration).toBe(sha256Hex(`${mid}20260101120000REG-1${key}`));
    expect(
      isSameSignature(
        registration,
        signBillingRegistration({
          mid,
          ediDate: '20260101120000',
          moid: 'REG-2',
          merchantKey: key,
        }),
      ),
    ).toBe(false);
    const removal = signBillingRemoval({
      mid,
      ediDate: '20260101120000',
      moid: 'DEL-1',
      bid: 'BIKYnicepay00m',
      merchantKey: key,
    });
    expect(removal).toBe(sha256Hex(`${mid}20260101120000DEL-1BIKYnicepay00m${key}`));
    expect(
      isSameSignature(
        removal,
        signBillingRemoval({
          mid,
          ediDate: '20260101120000',
          moid: 'DEL-1',
          bid: 'OTHER',
          merchantKey: key,
        }),
      ),
    ).toBe(false);
  });

  it('encrypts card data with AES-128-ECB under the key’s first 16 characters', () => {
    const card = {
      cardNo: '4111111111111111',
      expYear: '29',
      expMonth: '12',
      idNo: '900101',
      cardPw: '12',
    };
    const encData = encryptBillingCardData(card, key);
    expect(encData).toMatch(/^[0-9a-f]+$/);
    // 16-byte blocks: the 71-byte text pads to 80 bytes.
    expect(encData).toHaveLength(160);
    expect(decryptBillingCardData(encData, key)).toEqual(card);
    expect(decryptBillingCardData(encData, 'x'.repeat(64))).toBeNull();
    expect(decryptBillingCardData('not-hex', key)).toBeNull();
  });

  it('builds 30-character TIDs and masks card numbers', () => {
    const tid = createTid({
      mid,
      payMethod: 'CARD',
      medium: 'billing',
      ediDate: '20260101120000',
      random: 42,
    });
    expect(tid).toBe('nicepay00m0116260101120000' + '0042');
    expect(tid).toHaveLength(30);
    expect(maskCardNumber('4111111111111111')).toBe('4111-****-****-1111');
  });
});
