import type { IncomingMessage, ServerResponse } from 'node:http';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { Kind, type GraphQLSchema } from 'graphql';
import { createYoga, useErrorHandler } from 'graphql-yoga';
import { resolveViewer, type AppDependencies, type Context, type Viewer } from '../context';
import { resolveRequestId, type Logger } from '../logger';
import { resolveClientIp } from './client-ip';
import { createMaskError, isUnexpectedError } from './error-masking';
import { createGraphQLLimitPlugins } from './graphql-limits';
import { useInputHygiene } from './input-hygiene';
import { createAccountStandingLookup } from '../modules/auth/auth.service';
import { RequestScope } from '../platform/request-scope';

/** Yoga's own server context for node:http (what `yoga.handle(req, res)` gives the context). */
export type ServerContext = { req: IncomingMessage; res: ServerResponse };

/** What create-app.ts worked out for a request before GraphQL runs. */
export type RequestFacts = { requestId: string; logger: Logger };

export const GRAPHQL_PATH = '/graphql';

/*
 * The request's id and logger travel with its node request instead of as a third argument of
 * `yoga.handle`: given a second context object, Yoga merges the two property by property
 * (getOwnPropertyDescriptor + defineProperties) on every request, a measurable part of a small
 * request's CPU (ADR 0019).
 */
const REQUEST_FACTS = Symbol('gongsa.requestFacts');
type RequestWithFacts = IncomingMessage & { [REQUEST_FACTS]?: RequestFacts };

export type GraphQLHandler = {
  handle: (req: IncomingMessage, res: ServerResponse, facts: RequestFacts) => Promise<void> | void;
  dispose: () => Promise<void>;
};

export function createGraphQLHandler(schema: GraphQLSchema, deps: AppDependencies): GraphQLHandler {
  const yoga = createYogaServer(schema, deps);
  return {
    handle: (req, res, facts) => {
      (req as RequestWithFacts)[REQUEST_FACTS] = facts;
      return yoga.handle(req, res);
    },
    dispose: async () => {
      await yoga.dispose();
    },
  };
}

function createYogaServer(schema: GraphQLSchema, deps: AppDependencies) {
  const { env } = deps;
  const findAccountStanding = createAccountStandingLookup(deps.db);
  const buildContext = (
    request: Request,
    req: IncomingMessage,
    facts: RequestFacts | undefined,
    viewer: Viewer,
  ): Context => ({
    db: deps.db,
    env,
    storage: deps.storage,
    businessStatusLookup: deps.businessStatusLookup,
    smsSender: deps.smsSender,
    socialClients: deps.socialClients,
    geocoder: deps.geocoder,
    paymentGateway: deps.paymentGateway,
    adCounters: deps.adCounters,
    logger: facts ? facts.logger : deps.logger,
    requestId: facts ? facts.requestId : resolveRequestId(undefined),
    viewer,
    requestScope: new RequestScope(),
    clientIp: resolveClientIp(req, env.trustedProxies),
    userAgent: request.headers.get('user-agent'),
  });
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: env.devTools ? { title: '공사마켓 API' } : false,
    landingPage: false,
    // CORS is applied once for every route in create-app.ts.
    cors: false,
    // Our request logger (with the request id) is the only one.
    logging: false,
    healthCheckEndpoint: undefined,
    maskedErrors: { maskError: createMaskError(env.devTools), isDev: env.devTools },
    // Every dependency named: `{ ...deps, logger }` overrides a key of the spread, which sends V8
    // down its slow object-building path on every request. Without a token the context is built
    // at once (no promise to settle); a token is verified and its account's standing read first.
    context: ({ request, req }): Context | Promise<Context> => {
      const facts = (req as RequestWithFacts)[REQUEST_FACTS];
      const viewer = resolveViewer(
        request.headers.get('authorization'),
        env.jwtSecret,
        findAccountStanding,
      );
      return viewer instanceof Promise
        ? viewer.then((resolved) => buildContext(request, req, facts, resolved))
        : buildContext(request, req, facts, viewer);
    },
    plugins: [
      useInputHygiene(),
      ...createGraphQLLimitPlugins({ exposeSchema: env.devTools }),
      // Each document is compiled once into plain JavaScript (cached per document text), which
      // executes a list page in a fraction of graphql-js's CPU (ADR 0016). On in every mode, so
      // the test suite runs on the executor production uses.
      // The plugin caches a compiled query per parsed document, whatever the operation name:
      // a document holding several operations runs on graphql-js, or one operation would
      // answer for another. A compile failure is logged with the request logger's sink.
      useGraphQlJit(
        {},
        {
          enableIf: ({ document }) =>
            document.definitions.filter(
              (definition) => definition.kind === Kind.OPERATION_DEFINITION,
            ).length === 1,
          onError: (result) =>
            deps.logger.error({ errors: result.errors }, 'graphql-jit 컴파일 실패'),
        },
      ),
      useErrorHandler(({ errors, context, phase }) => {
        // In the execution phase envelop hands over the execution arguments, not the context:
        // the request's logger (with its id) is their contextValue's.
        const own = (
          phase === 'execution'
            ? (context as { contextValue?: Partial<Context> }).contextValue
            : context
        ) as Partial<Context> | undefined;
        const logger = own?.logger ?? deps.logger;
        for (const error of errors) {
          if (isUnexpectedError(error))
            logger.error({ err: error, phase }, 'GraphQL 처리 중 예기치 않은 오류');
        }
      }),
    ],
  });
}
