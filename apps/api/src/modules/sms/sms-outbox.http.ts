import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError, sendJson } from '../../app/http';
import type { HttpRoute } from '../../app/routes';
import type { AppDependencies } from '../../context';
import { NotFoundError } from '../../errors';
import { LocalSmsSender } from './sms-sender';

export const SMS_OUTBOX_PATH = '/dev/sms-outbox';

/**
 * Development and browser-test window on the local SMS sender: the newest message to a number,
 * with the code pulled out, so a developer or a Playwright journey can finish phone verification
 * without a phone. A development helper (DEV_TOOLS=true, see app/routes.ts), and only when no
 * real gateway is configured. Without it the code is in the API's log ('문자 메시지 (로컬 발송)').
 */
export function isSmsOutboxAvailable(deps: Pick<AppDependencies, 'env' | 'smsSender'>): boolean {
  return deps.env.devTools && deps.smsSender instanceof LocalSmsSender;
}

export function handleSmsOutbox(
  req: IncomingMessage,
  res: ServerResponse,
  deps: Pick<AppDependencies, 'env' | 'smsSender'>,
  searchParams: URLSearchParams,
): void {
  if (req.method !== 'GET' || !(deps.smsSender instanceof LocalSmsSender)) {
    sendError(res, new NotFoundError('요청한 주소를 찾을 수 없습니다.'));
    return;
  }
  const to = (searchParams.get('to') ?? '').replace(/\D/g, '');
  const message = to === '' ? undefined : deps.smsSender.findLastMessageTo(to);
  if (!message) {
    sendError(res, new NotFoundError('이 번호로 보낸 문자가 없습니다.'));
    return;
  }
  sendJson(res, 200, {
    message: { ...message, code: /\b(\d{6})\b/.exec(message.text)?.[1] ?? null },
  });
}

export const smsRoutes: readonly HttpRoute[] = [
  {
    name: 'dev.sms-outbox',
    methods: 'ANY',
    path: SMS_OUTBOX_PATH,
    developmentHelper: true,
    isEnabled: isSmsOutboxAvailable,
    handle: (req, res, ctx) => handleSmsOutbox(req, res, ctx.deps, ctx.searchParams),
  },
];
