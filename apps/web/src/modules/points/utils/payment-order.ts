/**
 * The trip to the payment window and back (issue 14): the order form the browser posts to the
 * window, and the order number (Moid) that names the order in our addresses.
 */

/** The web route the payment window posts its result to (the API's PAYMENT_RETURN_PATH). */
export const PAYMENT_RETURN_PATH = '/payment/return';

/** NicePay allows 64 bytes; ours are 'GM' + time + hex. Letters, digits, '-' and '_' only. */
const MOID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether a value can be an order number (a route parameter, a posted Moid) before asking. */
export function isMoid(value: string | null | undefined): value is string {
  return typeof value === 'string' && MOID_PATTERN.test(value);
}

/** /myPage/point/receipt/<Moid>: the result page of one order. */
export function buildReceiptHref(moid: string): string {
  return `/myPage/point/receipt/${encodeURIComponent(moid)}`;
}

export type PaymentFormField = { name: string; value: string };

/** What the web posts to the payment window, in the charset the window reads (NicePay: EUC-KR). */
export type PaymentWindowForm = {
  action: string;
  acceptCharset: string;
  fields: PaymentFormField[];
};

const FORM_CHARSETS = new Set(['utf-8', 'euc-kr']);

const RETURN_URL_FIELD = 'ReturnURL';

/**
 * The order's form as posted: to the window the API named (http(s) only: a javascript: or data:
 * action would run in our page), every field the API signed, and ReturnURL pointing at this
 * site's own return route — the API knows its configured web origins, the browser knows which
 * one the member is on. ReturnURL is not part of the signature (SignData covers EdiDate, MID, Amt).
 */
export function buildPaymentWindowForm(
  order: { windowUrl: string; acceptCharset: string; formFields: readonly PaymentFormField[] },
  origin: string,
): PaymentWindowForm | null {
  let action: URL;
  try {
    action = new URL(order.windowUrl);
  } catch {
    return null;
  }
  if (action.protocol !== 'https:' && action.protocol !== 'http:') return null;
  const returnUrl = `${origin}${PAYMENT_RETURN_PATH}`;
  const fields = order.formFields
    .filter((field) => field.name !== RETURN_URL_FIELD)
    .map((field) => ({ name: field.name, value: field.value }));
  fields.push({ name: RETURN_URL_FIELD, value: returnUrl });
  const charset = order.acceptCharset.toLowerCase();
  return {
    action: action.href,
    acceptCharset: FORM_CHARSETS.has(charset) ? charset : 'utf-8',
    fields,
  };
}

/**
 * Posts the form as a full-page navigation (the window is a page of its own, not a popup: a
 * phone browser blocks popups, and the window posts its result back to this tab).
 */
export function submitPaymentWindowForm(form: PaymentWindowForm, document: Document): void {
  const element = document.createElement('form');
  element.method = 'post';
  element.action = form.action;
  element.acceptCharset = form.acceptCharset;
  element.hidden = true;
  for (const field of form.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    element.appendChild(input);
  }
  document.body.appendChild(element);
  element.submit();
}

/** Session storage: the newest few only, so a long session does not grow it. */
const RETURN_TO_STORE = 'gongsa.payment-return-to';
const RETURN_TO_MAX_ENTRIES = 5;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readReturnToEntries(storage: KeyValueStorage): Array<[string, string]> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RETURN_TO_STORE) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * Keeps where the member came from for the order's result page: the trip through the payment
 * window loses the query string, but this tab's session storage stays.
 */
export function rememberPaymentReturnTo(
  storage: KeyValueStorage,
  moid: string,
  returnTo: string,
): void {
  const entries = readReturnToEntries(storage).filter(([key]) => key !== moid);
  entries.push([moid, returnTo]);
  try {
    storage.setItem(RETURN_TO_STORE, JSON.stringify(entries.slice(-RETURN_TO_MAX_ENTRIES)));
  } catch {
    // A full or refused storage only costs the way back; the payment goes on.
  }
}

/** The page stored for this order, unchecked: the caller validates it (readReturnTo). */
export function recallPaymentReturnTo(storage: KeyValueStorage, moid: string): string | null {
  return readReturnToEntries(storage).find(([key]) => key === moid)?.[1] ?? null;
}
