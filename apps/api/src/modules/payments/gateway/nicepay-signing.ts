import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';

/**
 * NicePay's classic API signs every message with hex(sha256(fields + MerchantKey)); the fields and
 * their order differ per call (developers.nicepay.co.kr: manual-auth, manual-card-billing). Both
 * the real adapter and the sandbox the API serves use these, so they sign and verify alike.
 * Pure: no I/O, no clock (callers pass the date).
 */

/** NicePay's test merchant (developers.nicepay.co.kr), the sandbox's and development's default. */
export const NICEPAY_TEST_MID = 'nicepay00m';
export const NICEPAY_TEST_MERCHANT_KEY =
  'EYzu8jGGMfqaDEp76gSckuvnaHHu+bC4opsSN6lHv3b2lurNYkVXrZ7Z1AoqQnXI3eLuaUFyoRNC6FkrzVjceg==';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Compares two hex signatures in constant time (case-insensitive, as hex is). */
export function isSameSignature(expected: string, received: string | undefined | null): boolean {
  if (typeof received !== 'string') return false;
  const left = Buffer.from(expected.toLowerCase(), 'utf8');
  const right = Buffer.from(received.toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; a length mismatch tells nothing about the key.
  return left.length === right.length && timingSafeEqual(left, right);
}

const SEOUL_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** EdiDate: YYYYMMDDHHMISS in Asia/Seoul. */
export function formatEdiDate(now: Date): string {
  const parts = Object.fromEntries(
    SEOUL_PARTS.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/** The order's form for the window: hex(sha256(EdiDate + MID + Amt + MerchantKey)). */
export function signCheckout(input: {
  ediDate: string;
  mid: string;
  amt: string;
  merchantKey: string;
}): string {
  return sha256Hex(input.ediDate + input.mid + input.amt + input.merchantKey);
}

/** The window's post-back: Signature = hex(sha256(AuthToken + MID + Amt + MerchantKey)). */
export function signAuthResult(input: {
  authToken: string;
  mid: string;
  amt: string;
  merchantKey: string;
}): string {
  return sha256Hex(input.authToken + input.mid + input.amt + input.merchantKey);
}

/**
 * The approval request (and the net-cancel, the same call with NetCancel=1):
 * hex(sha256(AuthToken + MID + Amt + EdiDate + MerchantKey)).
 */
export function signApprovalRequest(input: {
  authToken: string;
  mid: string;
  amt: string;
  ediDate: string;
  merchantKey: string;
}): string {
  return sha256Hex(input.authToken + input.mid + input.amt + input.ediDate + input.merchantKey);
}

/**
 * The approval's answer: Signature = hex(sha256(TID + MID + Amt + MerchantKey)), over the Amt
 * text exactly as received (NicePay answers it zero-padded to 12 digits).
 */
export function signApprovalResponse(input: {
  tid: string;
  mid: string;
  amt: string;
  merchantKey: string;
}): string {
  return sha256Hex(input.tid + input.mid + input.amt + input.merchantKey);
}

/** A cancel (refund): hex(sha256(MID + CancelAmt + EdiDate + MerchantKey)). */
export function signCancel(input: {
  mid: string;
  cancelAmt: string;
  ediDate: string;
  merchantKey: string;
}): string {
  return sha256Hex(input.mid + input.cancelAmt + input.ediDate + input.merchantKey);
}

/** Billing key issue (billing_regist.jsp): hex(sha256(MID + EdiDate + Moid + MerchantKey)). */
export function signBillingRegistration(input: {
  mid: string;
  ediDate: string;
  moid: string;
  merchantKey: string;
}): string {
  return sha256Hex(input.mid + input.ediDate + input.moid + input.merchantKey);
}

/**
 * A charge by billing key (billing_approve.jsp):
 * hex(sha256(MID + EdiDate + Moid + Amt + BID + MerchantKey)).
 */
export function signBillingCharge(input: {
  mid: string;
  ediDate: string;
  moid: string;
  amt: string;
  bid: string;
  merchantKey: string;
}): string {
  return sha256Hex(
    input.mid + input.ediDate + input.moid + input.amt + input.bid + input.merchantKey,
  );
}

/** Billing key removal (billkey_remove.jsp): hex(sha256(MID + EdiDate + Moid + BID + MerchantKey)). */
export function signBillingRemoval(input: {
  mid: string;
  ediDate: string;
  moid: string;
  bid: string;
  merchantKey: string;
}): string {
  return sha256Hex(input.mid + input.ediDate + input.moid + input.bid + input.merchantKey);
}

export type BillingCardData = {
  cardNo: string;
  expYear: string;
  expMonth: string;
  idNo: string;
  cardPw: string;
};

/** AES-128-ECB (PKCS#5/7 padding) keyed with the merchant key's first 16 characters. */
function billingCipherKey(merchantKey: string): Buffer {
  return Buffer.from(merchantKey.slice(0, 16), 'utf8');
}

/**
 * EncData of billing_regist.jsp: hex of AES-128-ECB over
 * `CardNo=…&ExpYear=YY&ExpMonth=MM&IDNo=…&CardPw=…`. The card data lives only in this call.
 */
export function encryptBillingCardData(card: BillingCardData, merchantKey: string): string {
  const plain =
    `CardNo=${card.cardNo}&ExpYear=${card.expYear}&ExpMonth=${card.expMonth}` +
    `&IDNo=${card.idNo}&CardPw=${card.cardPw}`;
  const cipher = createCipheriv('aes-128-ecb', billingCipherKey(merchantKey), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
}

/** The sandbox's side of EncData; null when it does not decrypt to the five fields. */
export function decryptBillingCardData(
  encData: string,
  merchantKey: string,
): BillingCardData | null {
  if (!/^(?:[0-9a-f]{32})+$/i.test(encData)) return null;
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-128-ecb', billingCipherKey(merchantKey), null);
    plain = Buffer.concat([
      decipher.update(Buffer.from(encData, 'hex')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
  const fields = new URLSearchParams(plain);
  const card = {
    cardNo: fields.get('CardNo'),
    expYear: fields.get('ExpYear'),
    expMonth: fields.get('ExpMonth'),
    idNo: fields.get('IDNo'),
    cardPw: fields.get('CardPw'),
  };
  if (Object.values(card).some((value) => value === null)) return null;
  return card as BillingCardData;
}

/** NicePay's payment-method part of a TID. */
const TID_PAY_METHOD_CODES = { CARD: '01', BANK: '02' } as const;
/** The medium part of a TID: 01 the window, 16 billing. */
const TID_MEDIUM_CODES = { window: '01', billing: '16' } as const;

/**
 * A TID as NicePay builds it (30 characters): MID + pay method (2) + medium (2) +
 * yyMMddHHmmss + 4 random digits. Billing charges make a new one per charge.
 */
let tidSerial = Math.floor(Math.random() * 10_000);

/**
 * The last four digits of the next TID this process makes: a counter from a random start, so two
 * TIDs made in the same second differ (random draws clashed at a few hundred charges a second —
 * the renewal bench found it); two processes clash only as often as their counters meet.
 */
export function nextTidSerial(): number {
  tidSerial = (tidSerial + 1) % 10_000;
  return tidSerial;
}

export function createTid(input: {
  mid: string;
  payMethod: keyof typeof TID_PAY_METHOD_CODES;
  medium: keyof typeof TID_MEDIUM_CODES;
  ediDate: string;
  random: number;
}): string {
  const random = String(Math.trunc(Math.abs(input.random)) % 10000).padStart(4, '0');
  return (
    input.mid +
    TID_PAY_METHOD_CODES[input.payMethod] +
    TID_MEDIUM_CODES[input.medium] +
    input.ediDate.slice(2) +
    random
  );
}

/** `1234-****-****-3456` from the digits of a card number. */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  const first = digits.slice(0, 4);
  const last = digits.slice(-4);
  return `${first}-****-****-${last}`;
}
