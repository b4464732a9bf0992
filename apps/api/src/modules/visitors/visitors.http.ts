import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError, sendJson } from '../../app/http';
import type { HttpRoute } from '../../app/routes';
import type { AppDependencies } from '../../context';
import { NotFoundError } from '../../errors';
import { selectVisitorRecord } from './visitors.repository';

export const VISITOR_RECORD_PATH = '/dev/visitors';

/**
 * Development and browser-test window on what one visitor's browser stored: the first-visit meta
 * and the visit logs, so a journey can check that a landing, its campaign and the sign-up's link
 * were each stored once. A development helper (DEV_TOOLS=true, see app/routes.ts).
 */
export async function handleVisitorRecord(
  req: IncomingMessage,
  res: ServerResponse,
  deps: Pick<AppDependencies, 'db'>,
  searchParams: URLSearchParams,
): Promise<void> {
  const visitorId = (searchParams.get('visitorId') ?? '').toLowerCase();
  if (req.method !== 'GET' || visitorId === '') {
    sendError(res, new NotFoundError('요청한 주소를 찾을 수 없습니다.'));
    return;
  }
  const { meta, logs } = await selectVisitorRecord(deps.db, visitorId);
  sendJson(res, 200, {
    meta: meta && {
      ...meta,
      userId: meta.userId === null ? null : String(meta.userId),
      linkedAt: meta.linkedAt?.toISOString() ?? null,
      createdAt: meta.createdAt.toISOString(),
    },
    logs: logs.map((log) => ({
      ...log,
      userId: log.userId === null ? null : String(log.userId),
      createdAt: log.createdAt.toISOString(),
    })),
  });
}

export const visitorRoutes: readonly HttpRoute[] = [
  {
    name: 'dev.visitors',
    methods: 'ANY',
    path: VISITOR_RECORD_PATH,
    developmentHelper: true,
    handle: (req, res, ctx) => handleVisitorRecord(req, res, ctx.deps, ctx.searchParams),
  },
];
