import { pingDatabase } from './health.repository';
import { sendJson } from './http';
import type { HttpRoute } from './routes';

/** GET|HEAD /healthz: 200 when the database answers, 503 otherwise (for load balancers). */
export const healthRoutes: readonly HttpRoute[] = [
  {
    name: 'health',
    methods: ['GET', 'HEAD'],
    path: '/healthz',
    handle: async (_req, res, ctx) => {
      try {
        await pingDatabase(ctx.deps.db);
        sendJson(res, 200, { status: 'ok' });
      } catch (error) {
        ctx.logger.error({ err: error }, '데이터베이스 상태 확인 실패');
        sendJson(res, 503, { status: 'unavailable' });
      }
    },
  },
];
