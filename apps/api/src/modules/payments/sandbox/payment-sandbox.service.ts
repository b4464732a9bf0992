import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '../../../app/database';
import { NICEPAY_RESULT_CODES } from '../gateway/nicepay-gateway';
import {
  createTid,
  decryptBillingCardData,
  formatEdiDate,
  isSameSignature,
  maskCardNumber,
  signApprovalRequest,
  signApprovalResponse,
  signAuthResult,
  signBillingCharge,
  signBillingRegistration,
  signBillingRemoval,
  signCancel,
  signCheckout,
} from '../gateway/nicepay-signing';
import {
  cancelSandboxTransaction,
  findSandboxBillingKey,
  findSandboxTransactionByTid,
  findSandboxTransactionByToken,
  insertSandboxBillingKey,
  insertSandboxTransaction,
  netCancelToken,
  removeSandboxBillingKey,
  settleAuthenticatedToken,
} from './payment-sandbox.repository';

/**
 * The local payment sandbox (ADR 0028): NicePay's window, approval, net-cancel, cancel and billing
 * as the API serves them under /payment-sandbox, signing and verifying with the same formulas and
 * merchant key, its state in payment_sandbox_* tables. Answers use NicePay's field names.
 */

export const PAYMENT_SANDBOX_PREFIX = '/payment-sandbox';
export const PAYMENT_SANDBOX_PATHS = {
  window: `${PAYMENT_SANDBOX_PREFIX}/v3/v3Payment.jsp`,
  authenticate: `${PAYMENT_SANDBOX_PREFIX}/window/authenticate`,
  approve: `${PAYMENT_SANDBOX_PREFIX}/webapi/pay_process.jsp`,
  cancel: `${PAYMENT_SANDBOX_PREFIX}/webapi/cancel_process.jsp`,
  billingRegister: `${PAYMENT_SANDBOX_PREFIX}/webapi/billing/billing_regist.jsp`,
  billingCharge: `${PAYMENT_SANDBOX_PREFIX}/webapi/billing/billing_approve.jsp`,
  billingRemove: `${PAYMENT_SANDBOX_PREFIX}/webapi/billing/billkey_remove.jsp`,
} as const;

/** Test cards of the sandbox's billing (any other 14–16 digit number registers and charges). */
export const SANDBOX_TEST_CARDS = {
  /** Registration is refused (카드사 등록 거절). */
  refused: '4000000000000010',
  /** Registers, and every charge by its key declines (잔액 부족): the renewal-failure journey. */
  declinesCharges: '4000000000000028',
} as const;

/** How long an AuthToken may wait for its approval. */
export const SANDBOX_TOKEN_LIFETIME_MS = 10 * 60 * 1000;
/** The "승인 응답 지연 시험" answers this much after the adapter's deadline. */
export const SANDBOX_DELAY_MARGIN_MS = 1000;

/** The sandbox's failure answers: NicePay's code where it has one, S… for the sandbox's own. */
export const SANDBOX_RESULTS = {
  badSignature: { code: 'A211', message: '해쉬값 검증에 실패 하였습니다.' },
  wrongMid: { code: 'S105', message: '상점 아이디가 다릅니다.' },
  unknownToken: { code: 'S101', message: '인증 정보를 찾을 수 없습니다.' },
  tokenUsed: { code: 'S102', message: '이미 처리된 인증입니다.' },
  tokenExpired: { code: 'S103', message: '인증 유효 시간이 지났습니다. 다시 결제해 주세요.' },
  amountMismatch: { code: 'S104', message: '인증 금액과 승인 요청 금액이 다릅니다.' },
  tidMismatch: { code: 'S106', message: '인증 거래번호와 승인 요청 거래번호가 다릅니다.' },
  cardDeclined: { code: 'S201', message: '카드사에서 승인을 거절했습니다. (카드 승인 거절 시험)' },
  userCancelled: { code: '9999', message: '사용자가 결제를 취소했습니다.' },
  alreadyCancelled: {
    code: NICEPAY_RESULT_CODES.alreadyCancelled,
    message: '이미 취소된 거래입니다.',
  },
  unknownTid: { code: 'S301', message: '취소할 거래를 찾을 수 없습니다.' },
  cancelTooMuch: { code: 'S302', message: '취소 금액이 취소 가능 금액보다 큽니다.' },
  fullCancelAmount: { code: 'S303', message: '전체 취소 금액이 남은 결제 금액과 다릅니다.' },
  notCancellable: { code: 'S304', message: '취소할 수 없는 거래입니다.' },
  badCardData: { code: 'S401', message: '카드 정보를 확인할 수 없습니다.' },
  cardRefused: {
    code: 'S402',
    message: '카드사에서 카드 등록을 거절했습니다. (등록 거절 시험 카드)',
  },
  cardExpired: { code: 'S403', message: '유효기간이 지난 카드입니다.' },
  unknownBid: { code: 'S404', message: '등록된 카드(빌키)를 찾을 수 없습니다.' },
  chargeDeclined: {
    code: 'S405',
    message: '잔액 부족으로 승인이 거절되었습니다. (결제 거절 시험 카드)',
  },
  badTid: { code: 'S406', message: '거래번호(TID)가 올바르지 않거나 이미 사용되었습니다.' },
  badRequest: { code: 'S900', message: '요청 항목이 올바르지 않습니다.' },
} as const;

export type SandboxConfig = { mid: string; merchantKey: string; timeoutMs: number };
type Fields = Readonly<Record<string, string | undefined>>;
/** A JSON answer as NicePay gives it; `delayMs` holds the answer back (the delay test). */
export type SandboxAnswer = { body: Record<string, string>; delayMs?: number };

function fail(result: { code: string; message: string }): SandboxAnswer {
  return { body: { ResultCode: result.code, ResultMsg: result.message } };
}

function isDigits(value: string | undefined, min: number, max: number): value is string {
  return value !== undefined && new RegExp(`^\\d{${min},${max}}$`).test(value);
}

function padAmount(amount: number): string {
  return String(amount).padStart(12, '0');
}

/** YYMMDDHHMISS of an EdiDate (NicePay's AuthDate). */
function toAuthDate(ediDate: string): string {
  return ediDate.slice(2);
}

// --- the window -----------------------------------------------------------------------------

export type WindowForm = {
  goodsName: string;
  amount: number;
  amt: string;
  mid: string;
  ediDate: string;
  moid: string;
  signData: string;
  returnUrl: string;
  reqReserved: string;
  /** The methods the order allows ('CARD', 'BANK'). */
  payMethods: Array<'CARD' | 'BANK'>;
};

export type WindowFormCheck = { ok: true; form: WindowForm } | { ok: false; message: string };

/** The order's form as the window receives it: signed by our merchant key, for our MID. */
export function verifyWindowForm(config: SandboxConfig, fields: Fields): WindowFormCheck {
  const { GoodsName, Amt, MID, EdiDate, Moid, SignData, ReturnURL } = fields;
  if (!GoodsName || !Moid || !SignData || !ReturnURL || !MID) {
    return { ok: false, message: '결제 요청에 필요한 항목이 빠졌습니다.' };
  }
  if (!isDigits(Amt, 1, 12) || Number(Amt) <= 0 || !isDigits(EdiDate, 14, 14)) {
    return { ok: false, message: '결제 금액 또는 요청 일시 형식이 올바르지 않습니다.' };
  }
  if (MID !== config.mid) return { ok: false, message: '등록되지 않은 상점 아이디입니다.' };
  const expected = signCheckout({
    ediDate: EdiDate,
    mid: MID,
    amt: Amt,
    merchantKey: config.merchantKey,
  });
  if (!isSameSignature(expected, SignData)) {
    return { ok: false, message: '결제 요청의 서명이 올바르지 않습니다. 가맹점에 문의해 주세요.' };
  }
  let returnUrl: URL;
  try {
    returnUrl = new URL(ReturnURL);
  } catch {
    return { ok: false, message: '결제 결과를 돌려받을 주소가 올바르지 않습니다.' };
  }
  if (returnUrl.protocol !== 'https:' && returnUrl.protocol !== 'http:') {
    return { ok: false, message: '결제 결과를 돌려받을 주소가 올바르지 않습니다.' };
  }
  const allowed = (fields.PayMethod || 'CARD,BANK').split(',').map((method) => method.trim());
  const payMethods = (['CARD', 'BANK'] as const).filter((method) => allowed.includes(method));
  return {
    ok: true,
    form: {
      goodsName: GoodsName,
      amount: Number(Amt),
      amt: Amt,
      mid: MID,
      ediDate: EdiDate,
      moid: Moid,
      signData: SignData,
      returnUrl: returnUrl.href,
      reqReserved: fields.ReqReserved ?? '',
      payMethods: payMethods.length > 0 ? payMethods : ['CARD', 'BANK'],
    },
  };
}

/** The fields the window page carries to /window/authenticate (the signed order, as received). */
export function toWindowHiddenFields(form: WindowForm): Record<string, string> {
  return {
    GoodsName: form.goodsName,
    Amt: form.amt,
    MID: form.mid,
    EdiDate: form.ediDate,
    Moid: form.moid,
    SignData: form.signData,
    ReturnURL: form.returnUrl,
    ReqReserved: form.reqReserved,
    PayMethod: form.payMethods.join(','),
  };
}

export type WindowChoice = {
  action: 'pay' | 'cancel';
  payMethod: 'CARD' | 'BANK';
  isDeclineTest: boolean;
  isDelayTest: boolean;
};

/**
 * The payer pressed 결제하기 or 취소: what the window posts to ReturnURL. 결제하기 records the
 * authentication (a fresh AuthToken and TxTid) so the approval can find it after a restart.
 */
export async function authenticateWindow(
  db: Database,
  config: SandboxConfig,
  input: { form: WindowForm; choice: WindowChoice; publicApiUrl: string; now: Date },
): Promise<Record<string, string>> {
  const { form, choice } = input;
  if (choice.action === 'cancel') {
    return {
      AuthResultCode: SANDBOX_RESULTS.userCancelled.code,
      AuthResultMsg: SANDBOX_RESULTS.userCancelled.message,
      MID: form.mid,
      Moid: form.moid,
      Amt: form.amt,
      ReqReserved: form.reqReserved,
    };
  }
  const payMethod = form.payMethods.includes(choice.payMethod)
    ? choice.payMethod
    : form.payMethods[0]!;
  const authToken = `SBOXTOKN${randomBytes(16).toString('hex').toUpperCase()}`;
  const ediDate = formatEdiDate(input.now);
  let txTid = '';
  // A TID ends in 4 random digits: draw again on the rare clash within one second.
  for (let attempt = 0; attempt < 5 && txTid === ''; attempt += 1) {
    const candidate = createTid({
      mid: form.mid,
      payMethod,
      medium: 'window',
      ediDate,
      random: randomInt(10_000),
    });
    const inserted = await insertSandboxTransaction(db, {
      kind: 'WINDOW',
      tid: candidate,
      authToken,
      bid: null,
      mid: form.mid,
      moid: form.moid,
      goodsName: form.goodsName,
      payMethod,
      amount: form.amount,
      state: 'AUTHENTICATED',
      isDeclineTest: choice.isDeclineTest,
      isDelayTest: choice.isDelayTest,
      tokenExpiresAt: new Date(input.now.getTime() + SANDBOX_TOKEN_LIFETIME_MS),
      resultCode: NICEPAY_RESULT_CODES.authenticated,
    });
    if (inserted) txTid = candidate;
  }
  if (txTid === '') throw new Error('샌드박스 거래번호를 만들지 못했습니다.');
  const base = input.publicApiUrl.replace(/\/+$/, '');
  return {
    AuthResultCode: NICEPAY_RESULT_CODES.authenticated,
    AuthResultMsg: '인증 성공',
    AuthToken: authToken,
    PayMethod: payMethod,
    MID: form.mid,
    Moid: form.moid,
    Amt: form.amt,
    ReqReserved: form.reqReserved,
    TxTid: txTid,
    NextAppURL: base + PAYMENT_SANDBOX_PATHS.approve,
    NetCancelURL: base + PAYMENT_SANDBOX_PATHS.cancel,
    Signature: signAuthResult({
      authToken,
      mid: form.mid,
      amt: form.amt,
      merchantKey: config.merchantKey,
    }),
  };
}

// --- approval, net-cancel, cancel -----------------------------------------------------------

/** pay_process.jsp: approves an authenticated token once, like NicePay. */
export async function approveSandboxPayment(
  db: Database,
  config: SandboxConfig,
  fields: Fields,
  now: Date,
): Promise<SandboxAnswer> {
  const { TID, AuthToken, MID, Amt, EdiDate, SignData } = fields;
  if (!TID || !AuthToken || !MID || !isDigits(Amt, 1, 12) || !isDigits(EdiDate, 14, 14)) {
    return fail(SANDBOX_RESULTS.badRequest);
  }
  const expected = signApprovalRequest({
    authToken: AuthToken,
    mid: MID,
    amt: Amt,
    ediDate: EdiDate,
    merchantKey: config.merchantKey,
  });
  if (!isSameSignature(expected, SignData)) return fail(SANDBOX_RESULTS.badSignature);
  if (MID !== config.mid) return fail(SANDBOX_RESULTS.wrongMid);
  const transaction = await findSandboxTransactionByToken(db, AuthToken);
  if (!transaction) return fail(SANDBOX_RESULTS.unknownToken);
  if (transaction.state !== 'AUTHENTICATED') return fail(SANDBOX_RESULTS.tokenUsed);
  if (transaction.tokenExpiresAt && transaction.tokenExpiresAt.getTime() <= now.getTime()) {
    return fail(SANDBOX_RESULTS.tokenExpired);
  }
  if (transaction.tid !== TID) return fail(SANDBOX_RESULTS.tidMismatch);
  if (Number(Amt) !== transaction.amount) return fail(SANDBOX_RESULTS.amountMismatch);

  if (transaction.isDeclineTest) {
    const settled = await settleAuthenticatedToken(db, {
      authToken: AuthToken,
      state: 'DECLINED',
      resultCode: SANDBOX_RESULTS.cardDeclined.code,
      now,
    });
    return fail(settled ? SANDBOX_RESULTS.cardDeclined : SANDBOX_RESULTS.tokenUsed);
  }
  const isCard = transaction.payMethod === 'CARD';
  const code = isCard ? NICEPAY_RESULT_CODES.cardApproved : NICEPAY_RESULT_CODES.bankApproved;
  const settled = await settleAuthenticatedToken(db, {
    authToken: AuthToken,
    state: 'APPROVED',
    resultCode: code,
    now,
  });
  if (!settled) return fail(SANDBOX_RESULTS.tokenUsed);

  // NicePay answers Amt zero-padded; the Signature is over that text.
  const amt = padAmount(transaction.amount);
  const body: Record<string, string> = {
    ResultCode: code,
    ResultMsg: isCard ? '카드 결제 성공' : '계좌이체 결제 성공',
    Amt: amt,
    MID: transaction.mid,
    Moid: transaction.moid,
    GoodsName: transaction.goodsName,
    TID: transaction.tid,
    AuthCode: isCard ? String(randomInt(100_000_000)).padStart(8, '0') : '',
    AuthDate: toAuthDate(formatEdiDate(now)),
    PayMethod: transaction.payMethod,
    Signature: signApprovalResponse({
      tid: transaction.tid,
      mid: transaction.mid,
      amt,
      merchantKey: config.merchantKey,
    }),
    ...(isCard
      ? {
          CardCode: '99',
          CardName: '샌드박스카드',
          CardNo: '4000-****-****-0000',
          CardQuota: '00',
          CardInterest: '0',
        }
      : { BankCode: '099', BankName: '샌드박스은행' }),
  };
  // The delay test approves, then answers too late: the adapter must net-cancel.
  return transaction.isDelayTest
    ? { body, delayMs: config.timeoutMs + SANDBOX_DELAY_MARGIN_MS }
    : { body };
}

/** NetCancelURL (cancel_process.jsp with NetCancel=1): the approval's fields, signed alike. */
export async function netCancelSandboxPayment(
  db: Database,
  config: SandboxConfig,
  fields: Fields,
  now: Date,
): Promise<SandboxAnswer> {
  const { AuthToken, MID, Amt, EdiDate, SignData } = fields;
  if (!AuthToken || !MID || !isDigits(Amt, 1, 12) || !isDigits(EdiDate, 14, 14)) {
    return fail(SANDBOX_RESULTS.badRequest);
  }
  const expected = signApprovalRequest({
    authToken: AuthToken,
    mid: MID,
    amt: Amt,
    ediDate: EdiDate,
    merchantKey: config.merchantKey,
  });
  if (!isSameSignature(expected, SignData)) return fail(SANDBOX_RESULTS.badSignature);
  if (MID !== config.mid) return fail(SANDBOX_RESULTS.wrongMid);
  const transaction = await findSandboxTransactionByToken(db, AuthToken);
  if (!transaction) return fail(SANDBOX_RESULTS.unknownToken);
  if (await netCancelToken(db, { authToken: AuthToken, now })) {
    return {
      body: {
        ResultCode: NICEPAY_RESULT_CODES.cancelled,
        ResultMsg: '망취소 성공',
        TID: transaction.tid,
        Moid: transaction.moid,
      },
    };
  }
  // Net-cancelled, declined or cancelled before: nothing is charged, as the caller wants.
  return fail(SANDBOX_RESULTS.alreadyCancelled);
}

/** cancel_process.jsp: a full (PartialCancelCode 0) or partial (1) cancel of an approved TID. */
export async function cancelSandboxPayment(
  db: Database,
  config: SandboxConfig,
  fields: Fields,
  now: Date,
): Promise<SandboxAnswer> {
  const { TID, MID, CancelAmt, EdiDate, SignData, PartialCancelCode } = fields;
  if (!TID || !MID || !isDigits(CancelAmt, 1, 12) || !isDigits(EdiDate, 14, 14)) {
    return fail(SANDBOX_RESULTS.badRequest);
  }
  const expected = signCancel({
    mid: MID,
    cancelAmt: CancelAmt,
    ediDate: EdiDate,
    merchantKey: config.merchantKey,
  });
  if (!isSameSignature(expected, SignData)) return fail(SANDBOX_RESULTS.badSignature);
  if (MID !== config.mid) return fail(SANDBOX_RESULTS.wrongMid);
  const transaction = await findSandboxTransactionByTid(db, TID);
  if (!transaction) return fail(SANDBOX_RESULTS.unknownTid);
  if (transaction.state === 'CANCELLED' || transaction.state === 'NET_CANCELLED') {
    return fail(SANDBOX_RESULTS.alreadyCancelled);
  }
  if (transaction.state !== 'APPROVED') return fail(SANDBOX_RESULTS.notCancellable);
  const amount = Number(CancelAmt);
  const remaining = transaction.amount - transaction.cancelledAmount;
  if (amount <= 0 || amount > remaining) return fail(SANDBOX_RESULTS.cancelTooMuch);
  if (PartialCancelCode !== '1' && amount !== remaining)
    return fail(SANDBOX_RESULTS.fullCancelAmount);
  const cancelled = await cancelSandboxTransaction(db, { tid: TID, amount, now });
  if (!cancelled) return fail(SANDBOX_RESULTS.cancelTooMuch);
  const ediNow = formatEdiDate(now);
  return {
    body: {
      ResultCode: NICEPAY_RESULT_CODES.cancelled,
      ResultMsg: '취소 성공',
      CancelAmt: padAmount(amount),
      MID: transaction.mid,
      Moid: transaction.moid,
      PayMethod: transaction.payMethod,
      TID: transaction.tid,
      CancelDate: ediNow.slice(0, 8),
      CancelTime: ediNow.slice(8),
      RemainAmt: padAmount(cancelled.amount - cancelled.cancelledAmount),
    },
  };
}

// --- billing --------------------------------------------------------------------------------

/** Whether YY/MM (end of that month, Asia/Seoul) is still ahead of now. */
function isExpiryAhead(expYear: string, expMonth: string, now: Date): boolean {
  const month = Number(expMonth);
  if (!/^\d{2}$/.test(expYear) || !/^\d{2}$/.test(expMonth) || month < 1 || month > 12)
    return false;
  const yearMonth = formatEdiDate(now).slice(2, 6);
  return `${expYear}${expMonth}` >= yearMonth;
}

/** billing_regist.jsp: decrypts EncData, issues a BID (F100) unless the card is a refusing one. */
export async function registerSandboxCard(
  db: Database,
  config: SandboxConfig,
  fields: Fields,
  now: Date,
): Promise<SandboxAnswer> {
  const { MID, EdiDate, Moid, EncData, SignData } = fields;
  if (!MID || !Moid || !EncData || !isDigits(EdiDate, 14, 14))
    return fail(SANDBOX_RESULTS.badRequest);
  const expected = signBillingRegistration({
    mid: MID,
    ediDate: EdiDate,
    moid: Moid,
    merchantKey: config.merchantKey,
  });
  if (!isSameSignature(expected, SignData)) return fail(SANDBOX_RESULTS.badSignature);
  if (MID !== config.mid) return fail(SANDBOX_RESULTS.wrongMid);
  const card = decryptBillingCardData(EncData, config.merchantKey);
  if (
    !card ||
    !/^\d{14,16}$/.test(card.cardNo) ||
    !/^(?:\d{6}|\d{10})$/.test(card.idNo) ||
    !/^\d{2}$/.test(card.cardPw)
  ) {
    return fail(SANDBOX_RESULTS.badCardData);
  }
  if (card.cardNo === SANDBOX_TEST_CARDS.refused) return fail(SANDBOX_RESULTS.cardRefused);
  if (!isExpiryAhead(card.expYear, card.expMonth, now)) return fail(SANDBOX_RESULTS.cardExpired);

  const ediNow = formatEdiDate(now);
  const masked = maskCardNumber(card.cardNo);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const bid = `BIKY${MID}${ediNow.slice(2)}${String(randomInt(10_000)).padStart(4, '0')}`;
    const inserted = await insertSandboxBillingKey(db, {
      bid,
      mid: MID,
      moid: Moid,
      cardName: '샌드박스카드',
      maskedCardNumber: masked,
      isDeclineCharges: card.cardNo === SANDBOX_TEST_CARDS.declinesCharges,
    });
    if (inserted) {
      return {
        body: {
          ResultCode: NICEPAY_RESULT_CODES.billingKeyIssued,
          ResultMsg: '빌키가 정상적으로 생성되었습니다.',
          BID: bid,
          AuthDate: ediNow.slice(0, 8),
          CardCode: '99',
          CardName: '샌드박스카드',
          TID: createTid({
            mid: MID,
            payMethod: 'CARD',
            medium: 'billing',
            ediDate: ediNow,
            random: randomInt(10_000),
          }),
        },
      };
    }
  }
  throw new Error('샌드박스 빌키를 만들지 못했습니다.');
}

/** billing_approve.jsp: charges a live BID under the caller's new TID (3001, or a decline). */
export async function chargeSandboxCard(
  db: Database,
  config: SandboxConfig,
  fields: Fields,
  now: Date,
): Promise<SandboxAnswer> {
  const { BID, MID, TID, EdiDate, Moid, Amt, SignData, GoodsName } = fields;
  if (!BID || !MID || !TID || !Moid || !isDigits(Amt, 1, 12) || !isDigits(EdiDate, 14, 14)) {
    return fail(SANDBOX_RESULTS.badRequest);
  }
  const expected = signBillingCharge({
    mid: MID,
    ediDate: EdiDate,
    moid: Moid,
    amt: Amt,
    bid: BID,
    merchantKey: config.merchantKey,
  });
  if (!isSameSignature(expected, SignData)) return fail(SANDBOX_RESULTS.badSignature);
  if (MID !== config.mid) return fail(SANDBOX_RESULTS.wrongMid);
  if (TID.length !== 30 || !TID.startsWith(MID)) return fail(SANDBOX_RESULTS.badTid);
  const key = await findSandboxBillingKey(db, BID);
  if (!key || key.deletedAt !== null || key.mid !== MID) return fail(SANDBOX_RESULTS.unknownBid);
  const amount = Number(Amt);
  if (amount <= 0) return fail(SANDBOX_RESULTS.badRequest);

  const isDeclined = key.isDeclineCharges;
  const inserted = await insertSandboxTransaction(db, {
    kind: 'BILLING',
    tid: TID,
    authToken: null,
    bid: BID,
    mid: MID,
    moid: Moid,
    goodsName: GoodsName ?? '',
    payMethod: 'CARD',
    amount,
    state: isDeclined ? 'DECLINED' : 'APPROVED',
    isDeclineTest: isDeclined,
    isDelayTest: false,
    tokenExpiresAt: null,
    resultCode: isDeclined
      ? SANDBOX_RESULTS.chargeDeclined.code
      : NICEPAY_RESULT_CODES.cardApproved,
    approvedAt: isDeclined ? null : now,
  });
  if (!inserted) return fail(SANDBOX_RESULTS.badTid);
  if (isDeclined) return fail(SANDBOX_RESULTS.chargeDeclined);
  return {
    body: {
      ResultCode: NICEPAY_RESULT_CODES.cardApproved,
      ResultMsg: '신용카드 결제 성공',
      TID,
      Moid,
      Amt: padAmount(amount),
      AuthCode: String(randomInt(100_000_000)).padStart(8, '0'),
      AuthDate: toAuthDate(formatEdiDate(now)),
      CardCode: '99',
      CardName: key.cardName,
      CardNo: key.maskedCardNumber,
      CardQuota: '00',
      CardInterest: '0',
    },
  };
}

/** billkey_remove.jsp: F101, also for a key removed before (removing twice is not an error). */
export async function removeSandboxCard(
  db: Database,
  config: SandboxConfig,
  fields: Fields,
  now: Date,
): Promise<SandboxAnswer> {
  const { BID, MID, EdiDate, Moid, SignData } = fields;
  if (!BID || !MID || !Moid || !isDigits(EdiDate, 14, 14)) return fail(SANDBOX_RESULTS.badRequest);
  const expected = signBillingRemoval({
    mid: MID,
    ediDate: EdiDate,
    moid: Moid,
    bid: BID,
    merchantKey: config.merchantKey,
  });
  if (!isSameSignature(expected, SignData)) return fail(SANDBOX_RESULTS.badSignature);
  if (MID !== config.mid) return fail(SANDBOX_RESULTS.wrongMid);
  const key = await findSandboxBillingKey(db, BID);
  if (!key || key.mid !== MID) return fail(SANDBOX_RESULTS.unknownBid);
  await removeSandboxBillingKey(db, { bid: BID, now });
  return {
    body: {
      ResultCode: NICEPAY_RESULT_CODES.billingKeyRemoved,
      ResultMsg: '빌키가 정상적으로 삭제되었습니다.',
      BID,
      AuthDate: formatEdiDate(now).slice(0, 8),
    },
  };
}
