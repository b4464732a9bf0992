/*
 * The browser's part of a payment in tests: post the order's form to the sandbox window, press a
 * button there, and read the form the window posts back to ReturnURL — as a browser would, through
 * the API's real sandbox routes.
 */

function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));
}

/** The hidden inputs of a page's form, as a browser would post them. */
export function readHiddenInputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1]!)] = unescapeHtml(match[2]!);
  }
  return fields;
}

export function readFormAction(html: string): string {
  return unescapeHtml(/<form[^>]*action="([^"]*)"/.exec(html)![1]!);
}

export async function postForm(url: string, fields: Record<string, string | undefined>) {
  const body = new URLSearchParams(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const response = await fetch(url, { method: 'POST', body });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The window's buttons and test switches (payment-sandbox.pages.ts). */
export const WINDOW_CHOICES = {
  payByCard: { SandboxAction: 'pay', SandboxPayMethod: 'CARD' },
  payByBank: { SandboxAction: 'pay', SandboxPayMethod: 'BANK' },
  decline: { SandboxAction: 'pay', SandboxPayMethod: 'CARD', SandboxDecline: '1' },
  delayApproval: { SandboxAction: 'pay', SandboxPayMethod: 'CARD', SandboxDelay: '1' },
  cancel: { SandboxAction: 'cancel' },
} as const;

/**
 * Submits an order form to its window, presses a choice and returns what the window posts back,
 * with the address it posts to.
 */
export async function payInSandboxWindow(
  form: { windowUrl: string; fields: Record<string, string | undefined> },
  serverUrl: string,
  choice: Record<string, string> = WINDOW_CHOICES.payByCard,
): Promise<{ returnUrl: string; posted: Record<string, string> }> {
  const window = await postForm(form.windowUrl, form.fields);
  if (window.status !== 200) throw new Error(`window answered ${window.status}`);
  const back = await postForm(new URL(readFormAction(window.html), serverUrl).href, {
    ...readHiddenInputs(window.html),
    ...choice,
  });
  if (back.status !== 200) throw new Error(`window button answered ${back.status}`);
  return { returnUrl: readFormAction(back.html), posted: readHiddenInputs(back.html) };
}
