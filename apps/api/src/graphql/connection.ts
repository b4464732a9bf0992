import type { ObjectRef } from '@pothos/core';
import { builder } from '../builder';
import { MAX_PAGE_SIZE, type Connection, type Edge, type PageInfo } from '../platform/pagination';

/** The GraphQL face of platform/pagination.ts: PageInfo, connection types and paging args. */
export * from '../platform/pagination';

export const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  description: '커서 기반 페이지 정보',
  fields: (t) => ({
    startCursor: t.exposeString('startCursor', { nullable: true }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
  }),
});

type BuilderTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/** first/after/last/before for a list field: `args: { ...connectionArgs(), ...filters }`. */
export function connectionArgs() {
  return builder.args((t) => ({
    first: t.int({ description: `앞에서부터 가져올 개수 (최대 ${MAX_PAGE_SIZE})` }),
    after: t.string({ description: '이 커서 다음부터' }),
    last: t.int({ description: `뒤에서부터 가져올 개수 (최대 ${MAX_PAGE_SIZE})` }),
    before: t.string({ description: '이 커서 이전까지' }),
  }));
}

/** Declares `${name}Edge` and `${name}Connection` for a node type. */
export function defineConnection<T>(
  name: string,
  nodeRef: ObjectRef<BuilderTypes, T>,
): ObjectRef<BuilderTypes, Connection<T>> {
  const edgeRef = builder.objectRef<Edge<T>>(`${name}Edge`).implement({
    fields: (t) => ({
      cursor: t.exposeString('cursor'),
      // Pothos cannot resolve its conditional resolver types for a generic T; the shapes match.
      node: t.field({ type: nodeRef, resolve: (edge) => edge.node as never }),
    }),
  });
  return builder.objectRef<Connection<T>>(`${name}Connection`).implement({
    fields: (t) => ({
      edges: t.field({ type: [edgeRef], resolve: (connection) => connection.edges }),
      nodes: t.field({ type: [nodeRef], resolve: (connection) => connection.nodes as never }),
      pageInfo: t.field({ type: PageInfoRef, resolve: (connection) => connection.pageInfo }),
      totalCount: t.int({
        resolve: (connection) =>
          typeof connection.totalCount === 'function'
            ? connection.totalCount()
            : connection.totalCount,
      }),
    }),
  });
}

/** PagingInput (issue 4 lists): the same first/after/last/before as one input object. */
export const PagingInputRef = builder.inputType('PagingInput', {
  fields: (t) => ({
    first: t.int(),
    after: t.string(),
    last: t.int(),
    before: t.string(),
  }),
});
