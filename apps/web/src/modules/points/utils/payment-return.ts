import { ConfirmPointOrderDocument } from '../../../graphql/generated/operations/confirm-point-order';
import type { OrderConfirmInput } from '../../../graphql/generated/graphql';
import {
  isGraphqlFailure,
  isTransientFailureCode,
  type GraphqlFailure,
} from '../../graphql/utils/graphql-result';
import { readCallerHeaders, requestServerGraphql } from '../../graphql/utils/server-graphql';
import { buildReceiptHref, isMoid } from './payment-order';
import { buildPointHref } from './point-tabs';
import { readBodyWithin } from '../../graphql/utils/forward-to-api';

/** The fields of the window's post the API verifies (OrderConfirmInput), NicePay's names. */
export const PAYMENT_RETURN_FIELDS = [
  'AuthResultCode',
  'AuthResultMsg',
  'AuthToken',
  'PayMethod',
  'MID',
  'Moid',
  'Amt',
  'ReqReserved',
  'TxTid',
  'NextAppURL',
  'NetCancelURL',
  'Signature',
] as const satisfies ReadonlyArray<keyof OrderConfirmInput>;

/**
 * NicePay's post is a dozen short fields (well under 2 KB with a Korean AuthResultMsg); anything
 * far larger is not a window's answer and is not read to the end.
 */
export const PAYMENT_RETURN_MAX_BYTES = 16 * 1024;

/**
 * The API answers once the gateway's approval is settled, which may take its own time limit twice
 * (the approval, then the net-cancel) plus a second: wait longer than that before giving up.
 */
const CONFIRM_TIMEOUT_MS = 30_000;

/** An HTML form's own encoding (the window posts as a browser form, CharSet=utf-8). */
export function isFormContentType(value: string | null): boolean {
  const type = value?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded';
}

/** The known fields of the post, the first value of each; unknown fields are dropped. */
export function readPaymentReturnFields(body: string): OrderConfirmInput {
  const params = new URLSearchParams(body);
  const fields: OrderConfirmInput = {};
  for (const name of PAYMENT_RETURN_FIELDS) {
    const value = params.get(name);
    if (value !== null) fields[name] = value;
  }
  return fields;
}

/**
 * The body as text, or null when it is longer than `maxBytes` (by its Content-Length, or while
 * reading, for a body sent in chunks) or cannot be read.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(declared) || declared > maxBytes) return null;
  try {
    const bytes = await readBodyWithin(request.body, maxBytes);
    return bytes === null ? null : new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/** What became of the window's post. */
export type PaymentReturnOutcome =
  /** The API settled (or is settling) the order: its receipt says which. */
  | { kind: 'confirmed'; moid: string }
  /** Not a post we can use (too large, not a form, no order number) or refused by the API. */
  | { kind: 'refused' }
  /** No answer from the API (down, or slower than the limit): the order's fate is unknown here. */
  | { kind: 'unanswered'; moid: string | null };

/** The API's answer to requestOrderConfirm as an outcome. */
export function toPaymentReturnOutcome(
  result: { moid: string } | GraphqlFailure,
  postedMoid: string | null,
): PaymentReturnOutcome {
  if (isGraphqlFailure(result)) {
    // BAD_USER_INPUT (a tampered or foreign post), NOT_FOUND (no such order): nothing changed.
    if (!isTransientFailureCode(result.code)) return { kind: 'refused' };
    return { kind: 'unanswered', moid: isMoid(postedMoid) ? postedMoid : null };
  }
  return isMoid(result.moid) ? { kind: 'confirmed', moid: result.moid } : { kind: 'refused' };
}

/**
 * Where the browser goes next (a same-site path): the order's receipt, or 포인트 충전 with a
 * notice saying why not — with the order's number when its receipt may still tell the outcome.
 */
export function decidePaymentReturnLocation(outcome: PaymentReturnOutcome): string {
  switch (outcome.kind) {
    case 'confirmed':
      return buildReceiptHref(outcome.moid);
    case 'refused':
      return buildPointHref('2', { payment: 'failed' });
    case 'unanswered':
      return buildPointHref('2', { payment: 'error', moid: outcome.moid });
  }
}

/**
 * 303 See Other: the browser follows with a GET, so a reload of the next page never posts the
 * window's answer again. A relative Location: the browser resolves it against this site's address
 * as it sees it, whatever host the server was reached by behind a proxy.
 */
export function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location, 'cache-control': 'no-store' },
  });
}

/**
 * POST /payment/return: the payment window's answer, relayed to the API as is (its signature is
 * the authority, so no login is needed: the window posts from the gateway's site, and only
 * SameSite=Lax cookies exist). The API approves and credits exactly once per order, however often
 * this is posted.
 */
export async function handlePaymentReturn(request: Request): Promise<Response> {
  const refused = () => seeOther(decidePaymentReturnLocation({ kind: 'refused' }));
  if (!isFormContentType(request.headers.get('content-type'))) return refused();
  const body = await readCappedBody(request, PAYMENT_RETURN_MAX_BYTES);
  if (body === null) return refused();
  const input = readPaymentReturnFields(body);
  if (!isMoid(input.Moid)) return refused();
  const result = await requestServerGraphql(
    ConfirmPointOrderDocument,
    { input },
    { timeoutMs: CONFIRM_TIMEOUT_MS, headers: readCallerHeaders(request) },
  );
  const outcome = toPaymentReturnOutcome(
    isGraphqlFailure(result) ? result : result.requestOrderConfirm,
    input.Moid,
  );
  return seeOther(decidePaymentReturnLocation(outcome));
}
