import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { PAYMENT_SANDBOX_PATHS, type WindowForm } from './payment-sandbox.service';

/**
 * The sandbox window's pages: Korean, no external assets, readable at 390px, 44px targets and a
 * visible focus ring. Each response carries its own CSP with a fresh nonce for its one <style>
 * (and the return page's one <script>), so no inline handler or injected markup can run.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function formatWon(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;color:#111827;background:#f3f4f6;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem;background:#fff;min-height:100vh}
h1{font-size:1.25rem;margin:0 0 .25rem}
.badge{display:inline-block;font-size:.875rem;font-weight:600;color:#92400e;background:#fef3c7;border-radius:.25rem;padding:.125rem .5rem;margin-bottom:1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem;padding:1rem;border:1px solid #d1d5db;border-radius:.5rem}
dt{color:#374151}
dd{margin:0;font-weight:600;text-align:right;word-break:break-all}
.amount{font-size:1.25rem;color:#1e3a8a}
fieldset{border:1px solid #d1d5db;border-radius:.5rem;margin:0 0 1rem;padding:.5rem 1rem}
legend{font-weight:600;padding:0 .25rem}
label{display:flex;align-items:center;gap:.75rem;min-height:44px;cursor:pointer}
input[type=radio],input[type=checkbox]{width:1.25rem;height:1.25rem;margin:0;accent-color:#1d4ed8}
.hint{font-size:.875rem;color:#4b5563;margin:.25rem 0 .5rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{flex:1;min-height:48px;font:inherit;font-weight:600;border-radius:.5rem;border:1px solid #1d4ed8;cursor:pointer;padding:.5rem 1rem}
.primary{background:#1d4ed8;color:#fff}
.secondary{background:#fff;color:#1d4ed8}
:focus-visible{outline:3px solid #111827;outline-offset:2px}
.error{color:#991b1b}
`;

function sendPage(
  res: ServerResponse,
  input: {
    status: number;
    title: string;
    body: string;
    nonce: string;
    /** Where the page's forms may post ('self' always). */
    formOrigins?: readonly string[];
    hasScript?: boolean;
  },
): void {
  const policy = [
    "default-src 'none'",
    `style-src 'nonce-${input.nonce}'`,
    ...(input.hasScript ? [`script-src 'nonce-${input.nonce}'`] : []),
    `form-action 'self' ${(input.formOrigins ?? []).join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  const html =
    `<!doctype html><html lang="ko"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<title>${escapeHtml(input.title)} | 결제 시험창</title>` +
    `<style nonce="${input.nonce}">${STYLE}</style></head><body><main>${input.body}</main></body></html>`;
  res.statusCode = input.status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', policy);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

function createNonce(): string {
  return randomBytes(16).toString('base64');
}

function hiddenInputs(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
}

const PAY_METHOD_NAMES = { CARD: '신용카드', BANK: '계좌이체' } as const;

/** The window: the order, the method, the two test switches, 결제하기 and 취소. */
export function sendWindowPage(
  res: ServerResponse,
  form: WindowForm,
  hiddenFields: Readonly<Record<string, string>>,
): void {
  const methods = form.payMethods
    .map(
      (method, index) =>
        `<label><input type="radio" name="SandboxPayMethod" value="${method}"${index === 0 ? ' checked' : ''}> ${PAY_METHOD_NAMES[method]}</label>`,
    )
    .join('');
  const body =
    `<h1>결제하기</h1><p class="badge">시험용 결제창 · 실제로 결제되지 않습니다</p>` +
    `<dl><dt>상품명</dt><dd>${escapeHtml(form.goodsName)}</dd>` +
    `<dt>결제 금액</dt><dd class="amount">${formatWon(form.amount)}</dd></dl>` +
    `<form method="post" action="${PAYMENT_SANDBOX_PATHS.authenticate}">` +
    hiddenInputs(hiddenFields) +
    `<fieldset><legend>결제 수단</legend>${methods}</fieldset>` +
    `<fieldset><legend>시험 설정</legend>` +
    `<p class="hint" id="test-hint">결제 실패 상황을 시험할 때만 선택하세요.</p>` +
    `<label><input type="checkbox" name="SandboxDecline" value="1" aria-describedby="test-hint"> 카드 승인 거절 시험</label>` +
    `<label><input type="checkbox" name="SandboxDelay" value="1" aria-describedby="test-hint"> 승인 응답 지연 시험</label>` +
    `</fieldset>` +
    `<div class="actions">` +
    `<button type="submit" class="secondary" name="SandboxAction" value="cancel">취소</button>` +
    `<button type="submit" class="primary" name="SandboxAction" value="pay">결제하기</button>` +
    `</div></form>`;
  sendPage(res, { status: 200, title: '결제하기', body, nonce: createNonce() });
}

/**
 * The window's answer, posted to the shop's ReturnURL: submitted at once by a nonce'd script,
 * with a button for a browser that runs none.
 */
export function sendReturnPage(
  res: ServerResponse,
  returnUrl: string,
  fields: Readonly<Record<string, string>>,
): void {
  const nonce = createNonce();
  const isAuthenticated = fields.AuthResultCode === '0000';
  const body =
    `<h1>${isAuthenticated ? '결제 인증이 끝났습니다' : '결제를 취소했습니다'}</h1>` +
    `<p>가맹점으로 돌아가는 중입니다. 화면이 바뀌지 않으면 아래 단추를 누르세요.</p>` +
    `<form id="return-form" method="post" action="${escapeHtml(returnUrl)}">` +
    hiddenInputs(fields) +
    `<div class="actions"><button type="submit" class="primary">가맹점으로 돌아가기</button></div></form>` +
    `<script nonce="${nonce}">document.getElementById('return-form').submit();</script>`;
  sendPage(res, {
    status: 200,
    title: isAuthenticated ? '결제 인증 완료' : '결제 취소',
    body,
    nonce,
    formOrigins: [new URL(returnUrl).origin],
    hasScript: true,
  });
}

export function sendErrorPage(res: ServerResponse, status: number, message: string): void {
  const body =
    `<h1>결제를 진행할 수 없습니다</h1><p class="error" role="alert">${escapeHtml(message)}</p>` +
    `<p>이 창을 닫고 다시 시도해 주세요.</p>`;
  sendPage(res, { status, title: '결제 오류', body, nonce: createNonce() });
}
