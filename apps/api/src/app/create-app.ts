import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { GraphQLSchema } from 'graphql';
import type { AppDependencies } from '../context';
import { ForbiddenError, NotFoundError } from '../errors';
import { REQUEST_ID_HEADER, resolveRequestId } from '../logger';
import { AdCounterBuffer } from '../modules/advertisements/ad-counters';
import { createBusinessStatusLookup } from '../modules/business-status/create-business-status-lookup';
import { fileRoutes } from '../modules/files/files.http';
import { createGeocoder } from '../modules/geocoding/create-geocoder';
import { createPaymentGateway } from '../modules/payments/gateway/create-payment-gateway';
import { paymentSandboxRoutes } from '../modules/payments/sandbox/payment-sandbox.http';
import { createSmsSender } from '../modules/sms/sms-sender';
import { createSocialClients } from '../modules/social/create-social-clients';
import { createLocalOAuthRoutes } from '../modules/social/local-oauth.routes';
import { innovationProductRoutes } from '../modules/innovation-products/innovation-products.http';
import { pointRoutes } from '../modules/points/points.http';
import { smsRoutes } from '../modules/sms/sms-outbox.http';
import { visitorRoutes } from '../modules/visitors/visitors.http';
import { pushOutboxRoutes } from '../modules/notifications/push-outbox.http';
import { schema as defaultSchema } from '../schema';
import { applyCors } from './cors';
import { GRAPHQL_PATH, createGraphQLHandler, type RequestFacts } from './graphql-handler';
import { healthRoutes } from './health.routes';
import { readBodyWithin, readRequestUrl, sendError, sendJson } from './http';
import { isSentByWebPage, matchRoute, type HttpRoute } from './routes';

/** Queries and variables only; files go to /files/upload. */
export const GRAPHQL_MAX_BODY_BYTES = 1024 * 1024;

export type App = {
  server: http.Server;
  handleRequest: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  dispose: () => Promise<void>;
};

function refuseLargeBody(res: ServerResponse): void {
  res.setHeader('connection', 'close');
  sendJson(res, 413, {
    errors: [{ message: '요청 본문이 너무 큽니다.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
  });
}

/**
 * The body as Yoga's node adapter takes it. A JSON object (what every client sends) is parsed
 * here and handed over as parsed, which spares a stream and a second read per request (ADR 0024);
 * only with a JSON content type, so Yoga's CSRF check of the content type stays as it is. Anything
 * else goes as a one-chunk stream for Yoga to read and refuse in its own words: handed a Buffer
 * or a string, the adapter would list its own keys, one per byte.
 */
function toYogaBody(req: IncomingMessage, body: Buffer): Readable | Record<string, unknown> {
  if (req.headers['content-type']?.includes('application/json')) {
    const parsed = parseJsonObject(body);
    if (parsed !== null) return parsed;
  }
  return Readable.from([body]);
}

/** The parameters of a GraphQL request over HTTP; a body with any other key goes to Yoga as it is. */
const GRAPHQL_PARAMETERS: ReadonlySet<string> = new Set([
  'query',
  'variables',
  'operationName',
  'extensions',
]);

/**
 * The body as an object of GraphQL parameters only. Another key goes the stream's way, so Yoga
 * answers it as before ('Unexpected parameter'): handed over parsed, a key such as `then` would
 * make the adapter take the body for a promise and fail with a 500.
 */
function parseJsonObject(body: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    const keys = Object.keys(value);
    return keys.length > 0 && keys.every((key) => GRAPHQL_PARAMETERS.has(key))
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Adapters the caller may leave out are built from env. */
type OptionalAdapters =
  | 'businessStatusLookup'
  | 'smsSender'
  | 'socialClients'
  | 'geocoder'
  | 'paymentGateway'
  | 'adCounters';
export type AppInput = Omit<AppDependencies, OptionalAdapters> &
  Partial<Pick<AppDependencies, OptionalAdapters>>;

/**
 * The whole HTTP surface as one route table: /graphql, /healthz, /files/upload, /files/:key[/:variant]
 * and the development helpers; modules contribute their rows (see app/routes.ts).
 * Used by main.ts and by the integration tests (listen on port 0).
 */
export function createApp(input: AppInput, options: { schema?: GraphQLSchema } = {}): App {
  const deps: AppDependencies = {
    ...input,
    businessStatusLookup:
      input.businessStatusLookup ?? createBusinessStatusLookup(input.env.businessStatus, input.db),
    smsSender: input.smsSender ?? createSmsSender(input.env.sms, input.logger),
    socialClients: input.socialClients ?? createSocialClients(input.env),
    geocoder: input.geocoder ?? createGeocoder(input.env.geocoder, input.logger),
    paymentGateway: input.paymentGateway ?? createPaymentGateway(input.env, input.logger),
    adCounters: input.adCounters ?? new AdCounterBuffer(input.db, input.logger),
  };
  // Written every few seconds and on dispose (a clean shutdown loses no count).
  deps.adCounters.start();
  const graphql = createGraphQLHandler(options.schema ?? defaultSchema, deps);

  const routes: readonly HttpRoute[] = [
    {
      name: 'graphql',
      methods: 'ANY',
      path: GRAPHQL_PATH,
      handle: (req, res, ctx) => {
        if (Number(req.headers['content-length'] ?? 0) > GRAPHQL_MAX_BODY_BYTES) {
          return refuseLargeBody(res);
        }
        if (req.method !== 'POST') return graphql.handle(req, res, ctx);
        // The cap is enforced on the bytes read (a chunked body has no Content-Length): the body
        // is read here and handed to Yoga as the request's parsed body.
        return readBodyWithin(req, GRAPHQL_MAX_BODY_BYTES).then((body) => {
          if (body === null) return refuseLargeBody(res);
          (req as IncomingMessage & { body?: unknown }).body = toYogaBody(req, body);
          // Writes the response; the GraphQL context gets the request's id and logger.
          return graphql.handle(req, res, ctx);
        });
      },
    },
    ...healthRoutes,
    ...createLocalOAuthRoutes(deps.env.social),
    ...fileRoutes,
    ...smsRoutes,
    ...pushOutboxRoutes,
    ...pointRoutes,
    ...innovationProductRoutes,
    ...paymentSandboxRoutes,
    ...visitorRoutes,
  ];

  function route(
    req: IncomingMessage,
    res: ServerResponse,
    facts: RequestFacts,
    url: URL,
  ): Promise<void> | void {
    const match = matchRoute(routes, deps, req.method ?? 'GET', url.pathname);
    if (!match) {
      sendError(res, new NotFoundError('요청한 주소를 찾을 수 없습니다.'));
      return;
    }
    if (match.route.developmentHelper && isSentByWebPage(req)) {
      sendError(
        res,
        new ForbiddenError(
          '개발용 주소는 웹 페이지에서 호출할 수 없습니다. (curl 등 도구로 호출하세요)',
        ),
      );
      return;
    }
    return match.route.handle(req, res, {
      deps,
      logger: facts.logger,
      requestId: facts.requestId,
      pathname: url.pathname,
      // Made on first use (a URLSearchParams per request otherwise): /graphql never reads it.
      get searchParams() {
        return url.searchParams;
      },
      params: match.params,
    });
  }

  function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const startedAt = process.hrtime.bigint();
    const requestId = resolveRequestId(req.headers[REQUEST_ID_HEADER]);
    const logger = deps.logger.child({ requestId });
    const facts: RequestFacts = { requestId, logger };
    // Parsed once (in the try below): the route table and the request's log line both need it.
    let url: URL | undefined;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.on('finish', () => {
      logger.info(
        {
          method: req.method,
          path: url?.pathname,
          status: res.statusCode,
          durationMs: Number(process.hrtime.bigint() - startedAt) / 1e6,
        },
        '요청 처리 완료',
      );
    });

    const fail = (error: unknown) => {
      logger.error({ err: error }, '요청 처리 중 예기치 않은 오류');
      if (!res.headersSent) sendError(res, null);
      else res.destroy();
    };
    try {
      url = readRequestUrl(req);
      if (applyCors(req, res, deps.env.webOrigins)) return Promise.resolve();
      // No async wrapper per layer: the route's own promise is the request's.
      const routed = route(req, res, facts, url);
      return routed ? routed.catch(fail) : Promise.resolve();
    } catch (error) {
      fail(error);
      return Promise.resolve();
    }
  }

  const server = http.createServer((req, res) => void handleRequest(req, res));

  return {
    server,
    handleRequest,
    dispose: async () => {
      await graphql.dispose();
      await deps.adCounters.stop();
    },
  };
}
