import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError, Kind, valueFromASTUntyped } from './graphql/graphql-js';
import type { Context } from './context';
import {
  createAuthScopes,
  toAuthorizationError,
  type AuthScopes,
} from './platform/authz/auth-rules';

/**
 * The single Pothos builder. Types live beside their module (modules/<domain>/<domain>.graphql.ts);
 * this file only holds what every module shares. Fields are non-null unless a field says otherwise.
 * Every query and mutation declares who may call it with one of `authRule` (platform/authz).
 */
export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    ID: { Input: string; Output: string | number };
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => createAuthScopes(ctx.viewer),
    unauthorizedError: (_parent, ctx) => toAuthorizationError(ctx.viewer),
  },
});

builder.queryType({});
builder.mutationType({});

function parseDateTime(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError('날짜 형식이 올바르지 않습니다.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return date;
}

builder.scalarType('DateTime', {
  description: 'ISO 8601 날짜·시간 (UTC, 예: 2026-11-21T09:30:00.000Z)',
  serialize: (value) =>
    value instanceof Date ? value.toISOString() : new Date(value).toISOString(),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

builder.scalarType('JSON', {
  description: '임의의 JSON 값',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables ?? undefined),
});
