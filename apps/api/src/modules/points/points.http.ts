import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJsonPost } from '../../app/http';
import type { HttpRoute } from '../../app/routes';
import type { AppDependencies } from '../../context';
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

export function handlePointGrant(
  req: IncomingMessage,
  res: ServerResponse,
  deps: Pick<AppDependencies, 'db'>,
): Promise<void> {
  return answerJsonPost(req, res, MAX_BODY_BYTES, async (body) => {
    const granted = await grantFreePointsByEmail(deps, body);
    return { nowPoint: granted.nowPoint };
  });
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
