/**
 * The payment gateway behind one interface (issue 14, ADR 0028): NicePay's classic web payment
 * window and its billing (regular payment) API, or the local sandbox the API serves itself. Both
 * sign and verify exactly like NicePay with the same merchant key, so the order code path is one.
 *
 * Field names on the wire are NicePay's (GoodsName, Amt, MID, EdiDate, Moid, SignData …); the
 * types below use them where a value crosses the wire and camelCase elsewhere.
 */

/** What the browser posts to the payment window (a full-page form POST to `windowUrl`). */
export type CheckoutForm = {
  /** Where the browser submits the form. */
  windowUrl: string;
  /**
   * The form's accept-charset: NicePay's window reads EUC-KR (a UTF-8 GoodsName arrives garbled),
   * the sandbox UTF-8; the web renders `<form accept-charset={acceptCharset}>` either way.
   */
  acceptCharset: 'euc-kr' | 'utf-8';
  /** Every field of the form, NicePay's names, all strings (Amt included). */
  fields: {
    GoodsName: string;
    Amt: string;
    MID: string;
    /** YYYYMMDDHHMISS in Asia/Seoul. */
    EdiDate: string;
    Moid: string;
    /** hex(sha256(EdiDate + MID + Amt + MerchantKey)). */
    SignData: string;
    /** Where the window posts its result (our web route). */
    ReturnURL: string;
    /**
     * 'CARD', 'BANK' (계좌이체) or both comma-separated ('CARD,BANK', what checkout sends): the
     * window lets the payer choose among them.
     */
    PayMethod?: string;
    CharSet: 'utf-8';
    [extra: string]: string | undefined;
  };
};

export type CheckoutInput = {
  goodsName: string;
  /** In won. */
  amount: number;
  moid: string;
  now: Date;
  returnUrl: string;
};

/**
 * The window's answer, verified: AuthResultCode 0000, the Signature over
 * AuthToken + MID + Amt + MerchantKey, our MID, and NextAppURL/NetCancelURL on the adapter's
 * allow-list of gateway hosts.
 */
export type AuthenticatedPayment = {
  authToken: string;
  payMethod: string;
  mid: string;
  moid: string;
  /** Amt exactly as posted (a string: signatures are over the received text). */
  amt: string;
  txTid: string;
  nextAppUrl: string;
  netCancelUrl: string;
  reqReserved: string;
};

export type AuthResult =
  | { status: 'AUTHENTICATED'; payment: AuthenticatedPayment }
  /** The payer closed the window, cancelled, or the card company refused authentication. */
  | { status: 'NOT_AUTHENTICATED'; code: string; message: string; moid: string | null }
  /** A signature, MID or URL check failed: never call anything the post named. */
  | { status: 'REJECTED'; reason: string; moid: string | null };

export type ApprovalResult =
  | {
      status: 'APPROVED';
      tid: string;
      payMethod: string;
      /** In won, as the gateway approved it (checked against the order's amount). */
      amount: number;
      paidAt: Date;
      resultCode: string;
      cardName: string | null;
      /** The gateway's answer, for the order's record (no card data in it). */
      raw: Record<string, unknown>;
    }
  /** The gateway refused (a card declined, a balance too low); nothing was charged. */
  | { status: 'DECLINED'; code: string; message: string; raw: Record<string, unknown> }
  /**
   * The approval call failed after it was sent (timeout, bad answer, bad signature) and the
   * payment was net-cancelled: nothing is charged.
   */
  | { status: 'NET_CANCELLED'; reason: string }
  /** The approval failed and the net-cancel failed too: reconcile later (`netCancel` again). */
  | { status: 'UNKNOWN'; reason: string };

export type NetCancelResult =
  /** 2001, or the gateway says there is nothing to cancel (never approved). */
  { status: 'CANCELLED'; code: string; message: string } | { status: 'FAILED'; reason: string };

export type CancelInput = {
  tid: string;
  moid: string;
  /** In won. */
  cancelAmount: number;
  reason: string;
  /** A partial cancel of an approved payment (PartialCancelCode 1). */
  isPartial: boolean;
  now: Date;
};

export type CancelResult =
  | { status: 'CANCELLED'; code: string; cancelledAt: Date; raw: Record<string, unknown> }
  | { status: 'FAILED'; code: string; message: string };

/** Card data for billing: passes through once, never stored or logged. */
export type CardRegistration = {
  /** Digits only. */
  cardNumber: string;
  /** YY. */
  expYear: string;
  /** MM. */
  expMonth: string;
  /** Birth date YYMMDD (a person) or the ten-digit business number (a company card). */
  idNo: string;
  /** The card password's first two digits. */
  cardPw: string;
  /** An id for this registration on the gateway's side (Moid). */
  moid: string;
  buyerName: string;
  now: Date;
};

export type RegisteredCard = {
  /** The billing key (BID). */
  bid: string;
  cardName: string;
  /** `1234-****-****-3456`. */
  maskedCardNumber: string;
};

export type CardRegistrationResult =
  | { status: 'REGISTERED'; card: RegisteredCard }
  | { status: 'REFUSED'; code: string; message: string };

export type CardCharge = {
  bid: string;
  moid: string;
  /**
   * The charge's transaction id, made with `newChargeTid` and recorded before the call, so a
   * caller that dies mid-charge knows which transaction to cancel before it charges again.
   */
  tid: string;
  /** In won. */
  amount: number;
  goodsName: string;
  buyerName: string;
  now: Date;
};

export type CardChargeResult =
  | { status: 'APPROVED'; tid: string; amount: number; paidAt: Date; raw: Record<string, unknown> }
  | { status: 'DECLINED'; code: string; message: string }
  /**
   * No usable answer (timeout, bad answer): the charge may have happened. NicePay tells charges
   * apart by TID, not Moid, so a retry is a new charge: cancel `tid` first (`cancel`, in full;
   * a TID that was never approved fails harmlessly), then charge again.
   */
  | { status: 'UNKNOWN'; tid: string; reason: string };

export interface PaymentGateway {
  /** 'nicepay' or 'sandbox', for logs and the order's record. */
  readonly name: string;
  readonly mid: string;
  /** The order's signed form for the payment window. */
  checkout(input: CheckoutInput): CheckoutForm;
  /** Verifies the window's post (the browser relays it: trust nothing in it unverified). */
  verifyAuthResult(posted: Readonly<Record<string, string | undefined>>): AuthResult;
  /**
   * Approves an authenticated payment (POST to its NextAppURL, EdiType JSON). On a timeout or any
   * error after the call was sent, or an answer whose Signature or Amt does not match, the
   * payment is net-cancelled before this returns.
   */
  approve(payment: AuthenticatedPayment, now: Date): Promise<ApprovalResult>;
  /** Net-cancels an authenticated payment (reconciliation after a crash; idempotent). */
  netCancel(payment: AuthenticatedPayment, now: Date): Promise<NetCancelResult>;
  /** Cancels (refunds) an approved payment in full or in part. */
  cancel(input: CancelInput): Promise<CancelResult>;
  /** Registers a card for billing (NicePay F100 = issued). */
  registerCard(card: CardRegistration): Promise<CardRegistrationResult>;
  /** A fresh transaction id for a billing charge (NicePay: MID + method + medium + date + 4 digits). */
  newChargeTid(now: Date): string;
  /** Charges a registered card by its billing key (3001 = approved). */
  chargeCard(charge: CardCharge): Promise<CardChargeResult>;
  /** Removes a billing key (F101 = removed); a key already gone counts as removed. */
  removeCard(input: { bid: string; moid: string; now: Date }): Promise<{ removed: boolean }>;
}
