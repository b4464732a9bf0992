import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { AppDependencies } from '../context';
import { NotFoundError } from '../errors';
import { REQUEST_ID_HEADER, resolveRequestId } from '../logger';
import { createBusinessStatusLookup } from '../modules/business-status/create-business-status-lookup';
import { handleFileDownload, handleFileUpload, matchFileRoute } from '../modules/files/files.http';
import { InMemoryRateLimiter } from '../modules/auth/rate-limiter';
import { createGeocoder } from '../modules/geocoding/create-geocoder';
import { createSmsSender } from '../modules/sms/sms-sender';
import { createSocialClients } from '../modules/social/create-social-clients';
import { LocalOAuthProvider } from '../modules/social/local-oauth-provider';
import {
  POINT_GRANT_PATH,
  handlePointGrant,
  isPointGrantAvailable,
} from '../modules/points/points.http';
import {
  SMS_OUTBOX_PATH,
  handleSmsOutbox,
  isSmsOutboxAvailable,
} from '../modules/sms/sms-outbox.http';
import { schema as defaultSchema } from '../schema';
import { applyCors } from './cors';
import { GRAPHQL_PATH, createGraphQLHandler } from './graphql-handler';
import { pingDatabase } from './health.repository';
import { readPathname, sendError, sendJson } from './http';

/** Queries and variables only; files go to /files/upload. */
export const GRAPHQL_MAX_BODY_BYTES = 1024 * 1024;

export type App = {
  server: http.Server;
  handleRequest: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  dispose: () => Promise<void>;
};

/** Adapters the caller may leave out are built from env. */
type OptionalAdapters =
  'businessStatusLookup' | 'smsSender' | 'phoneAuthIpLimiter' | 'socialClients' | 'geocoder';
export type AppInput = Omit<AppDependencies, OptionalAdapters> &
  Partial<Pick<AppDependencies, OptionalAdapters>>;

/**
 * The whole HTTP surface: /graphql, /healthz, /files/upload and /files/:key[/:variant].
 * Used by main.ts and by the integration tests (listen on port 0).
 */
export function createApp(input: AppInput, options: { schema?: GraphQLSchema } = {}): App {
  const deps: AppDependencies = {
    ...input,
    businessStatusLookup:
      input.businessStatusLookup ?? createBusinessStatusLookup(input.env.businessStatus, input.db),
    smsSender: input.smsSender ?? createSmsSender(input.env.sms, input.logger),
    phoneAuthIpLimiter: input.phoneAuthIpLimiter ?? new InMemoryRateLimiter(),
    socialClients: input.socialClients ?? createSocialClients(input.env),
    geocoder: input.geocoder ?? createGeocoder(input.env.geocoder, input.logger),
  };
  // parseEnv refuses SOCIAL_DRIVER=local in production unless it is explicitly allowed.
  const localOAuthProvider =
    deps.env.social.driver === 'local' ? new LocalOAuthProvider(deps.env.social) : null;
  const yoga = createGraphQLHandler(options.schema ?? defaultSchema, deps);

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
  ): Promise<void> {
    const logger = deps.logger.child({ requestId });
    const { pathname, searchParams } = readPathname(req);

    if (pathname === GRAPHQL_PATH) {
      if (Number(req.headers['content-length'] ?? 0) > GRAPHQL_MAX_BODY_BYTES) {
        res.setHeader('connection', 'close');
        sendJson(res, 413, {
          errors: [
            { message: '요청 본문이 너무 큽니다.', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
          ],
        });
        return;
      }
      // handle(req, res, ctx) writes the response; the context gains req and res.
      await yoga.handle(req, res, { req, res, requestId, logger });
      return;
    }
    if (pathname === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
      try {
        await pingDatabase(deps.db);
        sendJson(res, 200, { status: 'ok' });
      } catch (error) {
        logger.error({ err: error }, '데이터베이스 상태 확인 실패');
        sendJson(res, 503, { status: 'unavailable' });
      }
      return;
    }
    if (localOAuthProvider && (await localOAuthProvider.handle(req, res, pathname, searchParams))) {
      return;
    }
    const fileRoute = matchFileRoute(req.method ?? 'GET', pathname);
    if (fileRoute?.kind === 'upload') {
      await handleFileUpload(req, res, { ...deps, logger });
      return;
    }
    if (fileRoute?.kind === 'download') {
      await handleFileDownload(req, res, { ...deps, logger }, { ...fileRoute, searchParams });
      return;
    }
    if (pathname === SMS_OUTBOX_PATH && isSmsOutboxAvailable(deps)) {
      handleSmsOutbox(req, res, deps, searchParams);
      return;
    }
    if (pathname === POINT_GRANT_PATH && isPointGrantAvailable(deps)) {
      await handlePointGrant(req, res, deps);
      return;
    }
    sendError(res, new NotFoundError('요청한 주소를 찾을 수 없습니다.'));
  }

  async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const startedAt = process.hrtime.bigint();
    const requestId = resolveRequestId(req.headers[REQUEST_ID_HEADER]);
    const logger = deps.logger.child({ requestId });
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.on('finish', () => {
      logger.info(
        {
          method: req.method,
          path: readPathname(req).pathname,
          status: res.statusCode,
          durationMs: Number(process.hrtime.bigint() - startedAt) / 1e6,
        },
        '요청 처리 완료',
      );
    });

    try {
      if (applyCors(req, res, deps.env.webOrigins)) return;
      await route(req, res, requestId);
    } catch (error) {
      logger.error({ err: error }, '요청 처리 중 예기치 않은 오류');
      if (!res.headersSent) sendError(res, null);
      else res.destroy();
    }
  }

  const server = http.createServer((req, res) => void handleRequest(req, res));

  return {
    server,
    handleRequest,
    dispose: async () => {
      await yoga.dispose();
    },
  };
}
