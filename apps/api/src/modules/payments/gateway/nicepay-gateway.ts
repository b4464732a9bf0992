import type { Logger } from '../../../logger';
import { encodeFormBody } from './form-encoding';
import {
  createTid,
  encryptBillingCardData,
  formatEdiDate,
  isSameSignature,
  maskCardNumber,
  nextTidSerial,
  signApprovalRequest,
  signApprovalResponse,
  signAuthResult,
  signBillingCharge,
  signBillingRegistration,
  signBillingRemoval,
  signCancel,
  signCheckout,
} from './nicepay-signing';
import type {
  ApprovalResult,
  AuthResult,
  AuthenticatedPayment,
  CancelInput,
  CancelResult,
  CardCharge,
  CardChargeResult,
  CardRegistration,
  CardRegistrationResult,
  CheckoutForm,
  CheckoutInput,
  NetCancelResult,
  PaymentGateway,
} from './payment-gateway';

/** NicePay's mobile/web payment page (manual-auth: "Mobile 결제창 호출", a full-page form POST). */
export const NICEPAY_WINDOW_URL = 'https://web.nicepay.co.kr/v3/v3Payment.jsp';
/** Cancel and billing APIs (webapi.nicepay.co.kr/webapi/…). */
export const NICEPAY_API_URL = 'https://webapi.nicepay.co.kr';
/**
 * The hosts NicePay lists for its WEBAPI (developers.nicepay.co.kr, the firewall list): the
 * window's NextAppURL and NetCancelURL (dc1-api / dc2-api …/webapi/pay_process.jsp,
 * cancel_process.jsp) must be on one of them, over https on the default port.
 */
export const NICEPAY_API_ORIGINS: readonly string[] = [
  'https://dc1-api.nicepay.co.kr',
  'https://dc2-api.nicepay.co.kr',
  'https://pg-api.nicepay.co.kr',
  'https://pg-pay.nicepay.co.kr',
  'https://webapi.nicepay.co.kr',
];

/**
 * One deadline for a whole exchange (connect, send, answer): NicePay answers an approval within
 * seconds; past this the payment is net-cancelled. PAYMENT_GATEWAY_TIMEOUT_MS overrides it.
 */
export const NICEPAY_TIMEOUT_MS = 15_000;

export const NICEPAY_RESULT_CODES = {
  authenticated: '0000',
  cardApproved: '3001',
  bankApproved: '4000',
  cancelled: '2001',
  /** 해당거래 취소실패(기취소성공): cancelled before, which is what a retry wanted. */
  alreadyCancelled: '2015',
  /** 환불 성공 (a refund to an account). */
  refunded: '2211',
  billingKeyIssued: 'F100',
  billingKeyRemoved: 'F101',
} as const;

const APPROVED_CODES: ReadonlySet<string> = new Set([
  NICEPAY_RESULT_CODES.cardApproved,
  NICEPAY_RESULT_CODES.bankApproved,
]);
const CANCELLED_CODES: ReadonlySet<string> = new Set([
  NICEPAY_RESULT_CODES.cancelled,
  NICEPAY_RESULT_CODES.alreadyCancelled,
  NICEPAY_RESULT_CODES.refunded,
]);

export const NICEPAY_MESSAGES = {
  notAuthenticated: '결제 인증에 실패했습니다.',
  declined: '결제가 승인되지 않았습니다.',
  urlNotAllowed: '결제 승인 주소가 허용된 결제대행사 주소가 아닙니다.',
  noAnswer: '결제대행사의 응답을 받지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/** Where the adapter sends its calls; resolved per call (the sandbox's host is known late). */
export type NicepayEndpoints = {
  windowUrl: string;
  /** Base of cancel_process.jsp and the billing APIs (…/webapi/…). */
  apiUrl: string;
  /** Origins NextAppURL and NetCancelURL may name (`https://host`, or `http://host:port`). */
  allowedOrigins: readonly string[];
  /** The charset the window reads its form in. */
  windowCharset: 'euc-kr' | 'utf-8';
};

export type NicepayGatewayOptions = {
  name: 'nicepay' | 'sandbox';
  mid: string;
  merchantKey: string;
  endpoints: () => NicepayEndpoints;
  timeoutMs?: number;
  logger?: Logger;
};

type GatewayAnswer = Record<string, unknown>;

/** A failure after the request may have left: no answer, a bad status, or no JSON object. */
class NoUsableAnswerError extends Error {
  constructor(reason: string, options?: { cause: unknown }) {
    super(reason, options);
    this.name = 'NoUsableAnswerError';
  }
}

function readText(answer: GatewayAnswer, field: string): string {
  const value = answer[field];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Whole won from an amount's digits ('000000012000' → 12000); null for anything else. */
function parseAmount(text: string): number | null {
  if (!/^\d{1,12}$/.test(text)) return null;
  return Number(text);
}

/** YYMMDDHHMISS (Asia/Seoul) as NicePay's AuthDate; null when it is not one. */
function parseAuthDate(text: string): Date | null {
  const match = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [, yy, mm, dd, hh, mi, ss] = match;
  const date = new Date(`20${yy}-${mm}-${dd}T${hh}:${mi}:${ss}+09:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** CancelDate YYYYMMDD + CancelTime HHMISS (Asia/Seoul). */
function parseCancelDate(date: string, time: string): Date | null {
  if (!/^\d{8}$/.test(date) || !/^\d{6}$/.test(time)) return null;
  return parseAuthDate(date.slice(2) + time);
}

/**
 * NicePay's classic web payment (the v3 window, server approval, cancel, net-cancel) and its
 * billing API behind PaymentGateway. The sandbox is the same client pointed at the API's own
 * /payment-sandbox routes, so the product's code path is one (ADR 0028).
 */
export class NicepayGateway implements PaymentGateway {
  readonly name: 'nicepay' | 'sandbox';
  readonly mid: string;
  private readonly merchantKey: string;
  private readonly endpoints: () => NicepayEndpoints;
  private readonly timeoutMs: number;
  private readonly logger: Logger | undefined;

  constructor(options: NicepayGatewayOptions) {
    this.name = options.name;
    this.mid = options.mid;
    this.merchantKey = options.merchantKey;
    this.endpoints = options.endpoints;
    this.timeoutMs = options.timeoutMs ?? NICEPAY_TIMEOUT_MS;
    this.logger = options.logger;
  }

  checkout(input: CheckoutInput): CheckoutForm {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw new RangeError('결제 금액은 1원 이상의 정수여야 합니다.');
    }
    const endpoints = this.endpoints();
    const ediDate = formatEdiDate(input.now);
    const amt = String(input.amount);
    return {
      windowUrl: endpoints.windowUrl,
      acceptCharset: endpoints.windowCharset,
      fields: {
        GoodsName: input.goodsName,
        Amt: amt,
        MID: this.mid,
        EdiDate: ediDate,
        Moid: input.moid,
        SignData: signCheckout({ ediDate, mid: this.mid, amt, merchantKey: this.merchantKey }),
        ReturnURL: input.returnUrl,
        PayMethod: 'CARD,BANK',
        CharSet: 'utf-8',
      },
    };
  }

  verifyAuthResult(posted: Readonly<Record<string, string | undefined>>): AuthResult {
    const moid = posted.Moid || null;
    const code = posted.AuthResultCode ?? '';
    if (code !== NICEPAY_RESULT_CODES.authenticated) {
      return {
        status: 'NOT_AUTHENTICATED',
        code,
        message: posted.AuthResultMsg?.trim() || NICEPAY_MESSAGES.notAuthenticated,
        moid,
      };
    }
    const required = [
      'AuthToken',
      'MID',
      'Amt',
      'Moid',
      'TxTid',
      'NextAppURL',
      'NetCancelURL',
      'Signature',
    ] as const;
    const missing = required.filter((field) => !posted[field]);
    if (missing.length > 0) {
      return { status: 'REJECTED', reason: `빠진 항목: ${missing.join(', ')}`, moid };
    }
    const payment: AuthenticatedPayment = {
      authToken: posted.AuthToken!,
      payMethod: posted.PayMethod ?? '',
      mid: posted.MID!,
      moid: posted.Moid!,
      amt: posted.Amt!,
      txTid: posted.TxTid!,
      nextAppUrl: posted.NextAppURL!,
      netCancelUrl: posted.NetCancelURL!,
      reqReserved: posted.ReqReserved ?? '',
    };
    if (parseAmount(payment.amt) === null) {
      return { status: 'REJECTED', reason: '금액 형식이 올바르지 않습니다.', moid };
    }
    const expected = signAuthResult({
      authToken: payment.authToken,
      mid: payment.mid,
      amt: payment.amt,
      merchantKey: this.merchantKey,
    });
    if (!isSameSignature(expected, posted.Signature)) {
      return { status: 'REJECTED', reason: '서명이 맞지 않습니다.', moid };
    }
    if (payment.mid !== this.mid) {
      return { status: 'REJECTED', reason: '상점 아이디가 다릅니다.', moid };
    }
    for (const url of [payment.nextAppUrl, payment.netCancelUrl]) {
      if (!this.isAllowedGatewayUrl(url)) {
        return { status: 'REJECTED', reason: `${NICEPAY_MESSAGES.urlNotAllowed} (${url})`, moid };
      }
    }
    return { status: 'AUTHENTICATED', payment };
  }

  async approve(payment: AuthenticatedPayment, now: Date): Promise<ApprovalResult> {
    if (!this.isAllowedGatewayUrl(payment.nextAppUrl)) {
      // Nothing was sent, so nothing can have been charged.
      return {
        status: 'DECLINED',
        code: 'URL_NOT_ALLOWED',
        message: NICEPAY_MESSAGES.urlNotAllowed,
        raw: {},
      };
    }
    let answer: GatewayAnswer;
    try {
      answer = await this.post(payment.nextAppUrl, this.approvalFields(payment, now));
    } catch (error) {
      return this.netCancelAfterFailure(payment, now, describeFailure(error));
    }

    const code = readText(answer, 'ResultCode');
    if (code === '')
      return this.netCancelAfterFailure(payment, now, '응답에 ResultCode가 없습니다.');
    if (!APPROVED_CODES.has(code)) {
      return {
        status: 'DECLINED',
        code,
        message: readText(answer, 'ResultMsg') || NICEPAY_MESSAGES.declined,
        raw: answer,
      };
    }
    const tid = readText(answer, 'TID');
    const amt = readText(answer, 'Amt');
    const expected = signApprovalResponse({
      tid,
      mid: this.mid,
      amt,
      merchantKey: this.merchantKey,
    });
    if (tid === '' || !isSameSignature(expected, readText(answer, 'Signature'))) {
      return this.netCancelAfterFailure(payment, now, '승인 응답의 서명이 맞지 않습니다.');
    }
    const amount = parseAmount(amt);
    if (amount === null || amount !== parseAmount(payment.amt)) {
      return this.netCancelAfterFailure(payment, now, `승인 금액이 다릅니다. (${amt})`);
    }
    const moid = readText(answer, 'Moid');
    if (moid !== payment.moid) {
      return this.netCancelAfterFailure(payment, now, '승인 응답의 주문번호가 다릅니다.');
    }
    return {
      status: 'APPROVED',
      tid,
      payMethod: readText(answer, 'PayMethod') || payment.payMethod,
      amount,
      paidAt: parseAuthDate(readText(answer, 'AuthDate')) ?? now,
      resultCode: code,
      cardName: readText(answer, 'CardName') || null,
      raw: answer,
    };
  }

  async netCancel(payment: AuthenticatedPayment, now: Date): Promise<NetCancelResult> {
    if (!this.isAllowedGatewayUrl(payment.netCancelUrl)) {
      return { status: 'FAILED', reason: NICEPAY_MESSAGES.urlNotAllowed };
    }
    try {
      const answer = await this.post(payment.netCancelUrl, {
        ...this.approvalFields(payment, now),
        NetCancel: '1',
      });
      const code = readText(answer, 'ResultCode');
      if (CANCELLED_CODES.has(code)) {
        return { status: 'CANCELLED', code, message: readText(answer, 'ResultMsg') };
      }
      return { status: 'FAILED', reason: `${code} ${readText(answer, 'ResultMsg')}`.trim() };
    } catch (error) {
      return { status: 'FAILED', reason: describeFailure(error) };
    }
  }

  async cancel(input: CancelInput): Promise<CancelResult> {
    const ediDate = formatEdiDate(input.now);
    const cancelAmt = String(input.cancelAmount);
    let answer: GatewayAnswer;
    try {
      answer = await this.post(this.apiPath('/webapi/cancel_process.jsp'), {
        TID: input.tid,
        MID: this.mid,
        Moid: input.moid,
        CancelAmt: cancelAmt,
        CancelMsg: input.reason,
        PartialCancelCode: input.isPartial ? '1' : '0',
        EdiDate: ediDate,
        SignData: signCancel({ mid: this.mid, cancelAmt, ediDate, merchantKey: this.merchantKey }),
        CharSet: 'utf-8',
        EdiType: 'JSON',
      });
    } catch (error) {
      this.logger?.warn({ tid: input.tid, reason: describeFailure(error) }, '결제 취소 응답 없음');
      return { status: 'FAILED', code: 'NO_ANSWER', message: NICEPAY_MESSAGES.noAnswer };
    }
    const code = readText(answer, 'ResultCode');
    if (!CANCELLED_CODES.has(code)) {
      return {
        status: 'FAILED',
        code,
        message: readText(answer, 'ResultMsg') || '결제를 취소하지 못했습니다.',
      };
    }
    return {
      status: 'CANCELLED',
      code,
      cancelledAt:
        parseCancelDate(readText(answer, 'CancelDate'), readText(answer, 'CancelTime')) ??
        input.now,
      raw: answer,
    };
  }

  async registerCard(card: CardRegistration): Promise<CardRegistrationResult> {
    const ediDate = formatEdiDate(card.now);
    let answer: GatewayAnswer;
    try {
      answer = await this.post(this.apiPath('/webapi/billing/billing_regist.jsp'), {
        MID: this.mid,
        EdiDate: ediDate,
        Moid: card.moid,
        EncData: encryptBillingCardData(
          {
            cardNo: card.cardNumber,
            expYear: card.expYear,
            expMonth: card.expMonth,
            idNo: card.idNo,
            cardPw: card.cardPw,
          },
          this.merchantKey,
        ),
        SignData: signBillingRegistration({
          mid: this.mid,
          ediDate,
          moid: card.moid,
          merchantKey: this.merchantKey,
        }),
        BuyerName: card.buyerName,
        CharSet: 'utf-8',
        EdiType: 'JSON',
      });
    } catch (error) {
      this.logger?.warn({ moid: card.moid, reason: describeFailure(error) }, '카드 등록 응답 없음');
      return { status: 'REFUSED', code: 'NO_ANSWER', message: NICEPAY_MESSAGES.noAnswer };
    }
    const code = readText(answer, 'ResultCode');
    const bid = readText(answer, 'BID');
    if (code !== NICEPAY_RESULT_CODES.billingKeyIssued || bid === '') {
      return {
        status: 'REFUSED',
        code,
        message: readText(answer, 'ResultMsg') || '카드를 등록하지 못했습니다.',
      };
    }
    return {
      status: 'REGISTERED',
      card: {
        bid,
        cardName: readText(answer, 'CardName'),
        maskedCardNumber: maskCardNumber(card.cardNumber),
      },
    };
  }

  newChargeTid(now: Date): string {
    return createTid({
      mid: this.mid,
      payMethod: 'CARD',
      medium: 'billing',
      ediDate: formatEdiDate(now),
      random: nextTidSerial(),
    });
  }

  async chargeCard(charge: CardCharge): Promise<CardChargeResult> {
    const ediDate = formatEdiDate(charge.now);
    const amt = String(charge.amount);
    const tid = charge.tid;
    let answer: GatewayAnswer;
    try {
      answer = await this.post(this.apiPath('/webapi/billing/billing_approve.jsp'), {
        BID: charge.bid,
        MID: this.mid,
        TID: tid,
        EdiDate: ediDate,
        Moid: charge.moid,
        Amt: amt,
        GoodsName: charge.goodsName,
        SignData: signBillingCharge({
          mid: this.mid,
          ediDate,
          moid: charge.moid,
          amt,
          bid: charge.bid,
          merchantKey: this.merchantKey,
        }),
        CardInterest: '0',
        CardQuota: '00',
        BuyerName: charge.buyerName,
        CharSet: 'utf-8',
        EdiType: 'JSON',
      });
    } catch (error) {
      return { status: 'UNKNOWN', tid, reason: describeFailure(error) };
    }
    const code = readText(answer, 'ResultCode');
    if (code === '') return { status: 'UNKNOWN', tid, reason: '응답에 ResultCode가 없습니다.' };
    if (code !== NICEPAY_RESULT_CODES.cardApproved) {
      return {
        status: 'DECLINED',
        code,
        message: readText(answer, 'ResultMsg') || NICEPAY_MESSAGES.declined,
      };
    }
    const approvedTid = readText(answer, 'TID') || tid;
    const amount = parseAmount(readText(answer, 'Amt'));
    if (approvedTid !== tid || amount !== charge.amount) {
      return { status: 'UNKNOWN', tid, reason: '승인 응답의 거래번호 또는 금액이 다릅니다.' };
    }
    return {
      status: 'APPROVED',
      tid,
      amount,
      paidAt: parseAuthDate(readText(answer, 'AuthDate')) ?? charge.now,
      raw: answer,
    };
  }

  async removeCard(input: { bid: string; moid: string; now: Date }): Promise<{ removed: boolean }> {
    const ediDate = formatEdiDate(input.now);
    try {
      const answer = await this.post(this.apiPath('/webapi/billing/billkey_remove.jsp'), {
        BID: input.bid,
        MID: this.mid,
        EdiDate: ediDate,
        Moid: input.moid,
        SignData: signBillingRemoval({
          mid: this.mid,
          ediDate,
          moid: input.moid,
          bid: input.bid,
          merchantKey: this.merchantKey,
        }),
        CharSet: 'utf-8',
        EdiType: 'JSON',
      });
      return { removed: readText(answer, 'ResultCode') === NICEPAY_RESULT_CODES.billingKeyRemoved };
    } catch (error) {
      this.logger?.warn(
        { moid: input.moid, reason: describeFailure(error) },
        '카드 삭제 응답 없음',
      );
      return { removed: false };
    }
  }

  /** https (or the sandbox's own origin), no user info, an origin on the allow-list. */
  isAllowedGatewayUrl(value: string): boolean {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (url.username !== '' || url.password !== '') return false;
    return this.endpoints().allowedOrigins.includes(url.origin);
  }

  private approvalFields(payment: AuthenticatedPayment, now: Date): Record<string, string> {
    const ediDate = formatEdiDate(now);
    return {
      TID: payment.txTid,
      AuthToken: payment.authToken,
      MID: this.mid,
      Amt: payment.amt,
      EdiDate: ediDate,
      SignData: signApprovalRequest({
        authToken: payment.authToken,
        mid: this.mid,
        amt: payment.amt,
        ediDate,
        merchantKey: this.merchantKey,
      }),
      CharSet: 'utf-8',
      EdiType: 'JSON',
    };
  }

  private async netCancelAfterFailure(
    payment: AuthenticatedPayment,
    now: Date,
    reason: string,
  ): Promise<ApprovalResult> {
    const cancelled = await this.netCancel(payment, now);
    if (cancelled.status === 'CANCELLED') {
      this.logger?.warn(
        { moid: payment.moid, tid: payment.txTid, reason },
        '결제 승인 실패: 망취소함',
      );
      return { status: 'NET_CANCELLED', reason };
    }
    this.logger?.error(
      { moid: payment.moid, tid: payment.txTid, reason, netCancel: cancelled.reason },
      '결제 승인 실패 후 망취소도 실패',
    );
    return { status: 'UNKNOWN', reason: `${reason} / 망취소 실패: ${cancelled.reason}` };
  }

  private apiPath(path: string): string {
    return this.endpoints().apiUrl.replace(/\/+$/, '') + path;
  }

  /** POSTs a form (CharSet=utf-8, EdiType=JSON) and reads a JSON object back, within the deadline. */
  private async post(url: string, fields: Record<string, string>): Promise<GatewayAnswer> {
    let text: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
          accept: 'application/json',
        },
        body: encodeFormBody(fields),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      text = new TextDecoder('utf-8').decode(await response.arrayBuffer());
      if (!response.ok) throw new NoUsableAnswerError(`HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof NoUsableAnswerError) throw error;
      throw new NoUsableAnswerError(describeFailure(error), { cause: error });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new NoUsableAnswerError('응답이 JSON이 아닙니다.', { cause: error });
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new NoUsableAnswerError('응답이 JSON 객체가 아닙니다.');
    }
    return parsed as GatewayAnswer;
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return '응답 시간이 초과되었습니다.';
    if (error.name === 'NoUsableAnswerError') return error.message;
    return `통신 오류: ${error.message}`;
  }
  return '알 수 없는 오류';
}
