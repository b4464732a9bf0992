import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBodyWithin, sendError, sendJson } from '../../app/http';
import type { HttpRoute } from '../../app/routes';
import type { AppDependencies } from '../../context';
import { AppError, BadUserInputError, NotFoundError, PayloadTooLargeError } from '../../errors';
import { isSmsOutboxAvailable } from '../sms';
import { grantFreePointsByEmail } from './points.service';

export const POINT_GRANT_PATH = '/dev/points/grant';

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Free test points for a developer or a browser test (POST /dev/points/grant {email, point,
 * reason?} → {nowPoint}). Exists exactly where the local SMS outbox does: with DEV_TOOLS=true
 * (`npm run dev`, the browser tests) and without a real SMS gateway.
 */
export function isPointGrantAvailable(deps: Pick<AppDependencies, 'env' | 'smsSender'>): boolean {
  return isSmsOutboxAvailable(deps);
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const body = await readBodyWithin(req, MAX_BODY_BYTES);
  if (body === null) throw new PayloadTooLargeError('요청 본문이 너무 큽니다.');
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new BadUserInputError('JSON 형식의 요청 본문이 필요합니다.');
  }
}

export async function handlePointGrant(
  req: IncomingMessage,
  res: ServerResponse,
  deps: Pick<AppDependencies, 'db'>,
): Promise<void> {
  if (req.method !== 'POST') {
    sendError(res, new NotFoundError('요청한 주소를 찾을 수 없습니다.'));
    return;
  }
  try {
    const granted = await grantFreePointsByEmail(deps, await readJsonBody(req));
    sendJson(res, 200, { nowPoint: granted.nowPoint });
  } catch (error) {
    if (error instanceof AppError) {
      sendError(res, error);
      return;
    }
    throw error;
  }
}

export const pointRoutes: readonly HttpRoute[] = [
  {
    name: 'dev.points.grant',
    methods: 'ANY',
    path: POINT_GRANT_PATH,
    developmentHelper: true,
    isEnabled: isPointGrantAvailable,
    handle: (req, res, ctx) => handlePointGrant(req, res, ctx.deps),
  },
];
