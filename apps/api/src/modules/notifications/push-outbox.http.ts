import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError, sendJson } from '../../app/http';
import type { HttpRoute } from '../../app/routes';
import type { AppDependencies } from '../../context';
import { NotFoundError } from '../../errors';
import { listOutboxMessagesTo } from './notifications.repository';

export const PUSH_OUTBOX_PATH = '/dev/push-outbox';

const MAX_MESSAGES = 20;

/**
 * Development and browser-test window on the local push adapter (PUSH_DRIVER=local): the newest
 * pushes notification_outbox recorded for one registration token, e.g. the `local-web-…` token a
 * browser registered in 알림 설정. A development helper (DEV_TOOLS=true, see app/routes.ts).
 */
export function isPushOutboxAvailable(deps: Pick<AppDependencies, 'env'>): boolean {
  return deps.env.devTools && deps.env.notifications.push.driver === 'local';
}

export async function handlePushOutbox(
  req: IncomingMessage,
  res: ServerResponse,
  deps: Pick<AppDependencies, 'db'>,
  searchParams: URLSearchParams,
): Promise<void> {
  const token = searchParams.get('token') ?? '';
  if (req.method !== 'GET' || token === '') {
    sendError(res, new NotFoundError('요청한 주소를 찾을 수 없습니다.'));
    return;
  }
  const messages = await listOutboxMessagesTo(deps.db, {
    channel: 'PUSH',
    target: token,
    limit: MAX_MESSAGES,
  });
  sendJson(res, 200, {
    messages: messages.map((message) => ({
      ...message.payload,
      createdAt: message.createdAt.toISOString(),
    })),
  });
}

export const pushOutboxRoutes: readonly HttpRoute[] = [
  {
    name: 'dev.push-outbox',
    methods: 'ANY',
    path: PUSH_OUTBOX_PATH,
    developmentHelper: true,
    isEnabled: isPushOutboxAvailable,
    handle: (req, res, ctx) => handlePushOutbox(req, res, ctx.deps, ctx.searchParams),
  },
];
