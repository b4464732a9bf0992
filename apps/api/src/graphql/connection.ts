import type { ObjectRef } from '@pothos/core';
import { builder } from '../builder';
import {
  DEFAULT_COUNT_CAP,
  MAX_COUNT_CAP,
  MAX_PAGE_SIZE,
  resolveCappedCount,
  type CappedCount,
  type Connection,
  type Edge,
  type PageInfo,
} from '../platform/pagination';

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

const CappedCountRef = builder.objectRef<CappedCount>('CappedCount').implement({
  description: '상한까지만 센 개수: isCapped 면 실제로는 count 보다 많음 (예: "1,000개 이상")',
  fields: (t) => ({
    count: t.exposeInt('count'),
    isCapped: t.exposeBoolean('isCapped'),
  }),
});

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
        description: '정확한 전체 개수 (큰 목록은 totalCountCapped 를 쓰세요)',
        resolve: (connection) =>
          typeof connection.totalCount === 'function'
            ? connection.totalCount()
            : connection.totalCount,
      }),
      totalCountCapped: t.field({
        type: CappedCountRef,
        description: `limit 개까지만 센 전체 개수 (기본 ${DEFAULT_COUNT_CAP}, 최대 ${MAX_COUNT_CAP})`,
        args: { limit: t.arg.int({ defaultValue: DEFAULT_COUNT_CAP }) },
        resolve: (connection, args) =>
          resolveCappedCount(connection, args.limit ?? DEFAULT_COUNT_CAP),
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
