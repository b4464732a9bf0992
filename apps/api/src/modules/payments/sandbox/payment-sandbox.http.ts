import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { readBodyWithin, sendJson } from '../../../app/http';
import type { HttpRoute, RouteContext } from '../../../app/routes';
import type { AppDependencies } from '../../../context';
import { parseFormBody } from '../gateway/form-encoding';
import { sendErrorPage, sendReturnPage, sendWindowPage } from './payment-sandbox.pages';
import {
  PAYMENT_SANDBOX_PATHS,
  SANDBOX_RESULTS,
  approveSandboxPayment,
  authenticateWindow,
  cancelSandboxPayment,
  chargeSandboxCard,
  netCancelSandboxPayment,
  registerSandboxCard,
  removeSandboxCard,
  toWindowHiddenFields,
  verifyWindowForm,
  type SandboxAnswer,
  type SandboxConfig,
} from './payment-sandbox.service';

const MAX_BODY_BYTES = 16 * 1024;

function isSandboxSelected(deps: Pick<AppDependencies, 'env'>): boolean {
  return deps.env.payments.driver === 'sandbox';
}

function sandboxConfig(deps: Pick<AppDependencies, 'env'>): SandboxConfig {
  const { mid, merchantKey, timeoutMs } = deps.env.payments;
  return { mid, merchantKey, timeoutMs };
}

async function readForm(req: IncomingMessage): Promise<Record<string, string> | null> {
  const body = await readBodyWithin(req, MAX_BODY_BYTES);
  return body === null ? null : parseFormBody(body);
}

/** The order's form arrives from the shop's page: verify it and show the window. */
async function handleWindow(req: IncomingMessage, res: ServerResponse, ctx: RouteContext) {
  const fields = await readForm(req);
  if (!fields) return sendErrorPage(res, 413, '결제 요청이 너무 큽니다.');
  const checked = verifyWindowForm(sandboxConfig(ctx.deps), fields);
  if (!checked.ok) return sendErrorPage(res, 400, checked.message);
  sendWindowPage(res, checked.form, toWindowHiddenFields(checked.form));
}

/** 결제하기 / 취소 on the window: the order is re-verified (the browser relayed it). */
async function handleAuthenticate(req: IncomingMessage, res: ServerResponse, ctx: RouteContext) {
  const fields = await readForm(req);
  if (!fields) return sendErrorPage(res, 413, '결제 요청이 너무 큽니다.');
  const config = sandboxConfig(ctx.deps);
  const checked = verifyWindowForm(config, fields);
  if (!checked.ok) return sendErrorPage(res, 400, checked.message);
  const answer = await authenticateWindow(ctx.deps.db, config, {
    form: checked.form,
    choice: {
      action: fields.SandboxAction === 'cancel' ? 'cancel' : 'pay',
      payMethod: fields.SandboxPayMethod === 'BANK' ? 'BANK' : 'CARD',
      isDeclineTest: fields.SandboxDecline === '1',
      isDelayTest: fields.SandboxDelay === '1',
    },
    publicApiUrl: ctx.deps.env.publicApiUrl,
    now: new Date(),
  });
  sendReturnPage(res, checked.form.returnUrl, answer);
}

type SandboxApi = (
  db: AppDependencies['db'],
  config: SandboxConfig,
  fields: Record<string, string>,
  now: Date,
) => Promise<SandboxAnswer>;

/** A server-to-server call: a form in, NicePay's JSON out (HTTP 200 with a ResultCode, always). */
function apiHandler(handle: SandboxApi) {
  return async (req: IncomingMessage, res: ServerResponse, ctx: RouteContext) => {
    const fields = await readForm(req);
    if (!fields) {
      sendJson(res, 200, {
        ResultCode: SANDBOX_RESULTS.badRequest.code,
        ResultMsg: '요청이 너무 큽니다.',
      });
      return;
    }
    const answer = await handle(ctx.deps.db, sandboxConfig(ctx.deps), fields, new Date());
    if (answer.delayMs !== undefined) {
      ctx.logger.info({ delayMs: answer.delayMs }, '결제 시험창: 승인 응답 지연 시험');
      await sleep(answer.delayMs);
      if (res.destroyed) return;
    }
    sendJson(res, 200, answer.body);
  };
}

const handleApprove = apiHandler(approveSandboxPayment);
const handleCancel = apiHandler((db, config, fields, now) =>
  fields.NetCancel === '1'
    ? netCancelSandboxPayment(db, config, fields, now)
    : cancelSandboxPayment(db, config, fields, now),
);

/**
 * The payment sandbox (PAYMENT_GATEWAY=sandbox, the default outside production): NicePay's window
 * and APIs served by this API, so development and the tests pay through the same adapter code.
 */
export const paymentSandboxRoutes: readonly HttpRoute[] = [
  { name: 'paymentSandbox.window', path: PAYMENT_SANDBOX_PATHS.window, handle: handleWindow },
  {
    name: 'paymentSandbox.authenticate',
    path: PAYMENT_SANDBOX_PATHS.authenticate,
    handle: handleAuthenticate,
  },
  { name: 'paymentSandbox.approve', path: PAYMENT_SANDBOX_PATHS.approve, handle: handleApprove },
  { name: 'paymentSandbox.cancel', path: PAYMENT_SANDBOX_PATHS.cancel, handle: handleCancel },
  {
    name: 'paymentSandbox.billingRegister',
    path: PAYMENT_SANDBOX_PATHS.billingRegister,
    handle: apiHandler(registerSandboxCard),
  },
  {
    name: 'paymentSandbox.billingCharge',
    path: PAYMENT_SANDBOX_PATHS.billingCharge,
    handle: apiHandler(chargeSandboxCard),
  },
  {
    name: 'paymentSandbox.billingRemove',
    path: PAYMENT_SANDBOX_PATHS.billingRemove,
    handle: apiHandler(removeSandboxCard),
  },
].map((row) => ({ ...row, methods: ['POST'], isEnabled: isSandboxSelected }));
