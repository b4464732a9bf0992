/*
 * The floor a GraphQL API cannot go below on this machine: a bare Yoga server on node:http with
 * our schema (apps/api/schema.graphql) whose root fields answer from memory, with the very data
 * our API answered (sent over IPC as { type: 'respond-with', operationName, data }). Same
 * document, same parsing, validation, execution and response shape; no context, no plugins, no
 * database. Speaks the IPC messages of api-server.ts (ready, sample, stop), started by
 * support/load.ts's startApiServer({ script }).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, isObjectType, version, type GraphQLResolveInfo } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { ControlMessage, ServerMessage } from './api-server';

const responses = new Map<string, Record<string, unknown>>();

function resolveFromMemory(
  _root: unknown,
  _args: unknown,
  _context: unknown,
  info: GraphQLResolveInfo,
): unknown {
  return responses.get(info.operation.name?.value ?? '')?.[String(info.path.key)] ?? null;
}

const schema = buildSchema(
  readFileSync(new URL('../../apps/api/schema.graphql', import.meta.url), 'utf8'),
);
for (const root of [schema.getQueryType(), schema.getMutationType()]) {
  if (!isObjectType(root)) continue;
  for (const field of Object.values(root.getFields())) field.resolve = resolveFromMemory;
}

const yoga = createYoga({
  schema,
  graphiql: false,
  landingPage: false,
  logging: false,
  maskedErrors: true,
});
const server = http.createServer(yoga);

function send(message: ServerMessage): void {
  process.send?.(message);
}

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.on('message', (message: ControlMessage) => {
    if (message.type === 'respond-with') responses.set(message.operationName, message.data);
    if (message.type === 'sample') {
      const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
      const { user, system } = process.cpuUsage();
      send({
        type: 'sample',
        memory: { rss, heapUsed, heapTotal, external },
        cpu: { user, system },
      });
    }
    if (message.type === 'stop') {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    }
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', port, driver: 'memory', version: `graphql-yoga, graphql ${version}` });
});
