import type { GraphqlDocument } from '../../graphql/utils/graphql-client';

/** Who is asking: answers differ for a visitor and a member (favourites, per-viewer marks). */
export type QueryViewer = 'guest' | 'member';

/**
 * The cache key of one query: operation name, variables, viewer. The name leads so a mutation can
 * invalidate every query of an operation whatever its variables; the viewer is part of it so a
 * login change asks again instead of showing another viewer's answer.
 */
export type QueryKey = readonly [
  operationName: string,
  variables: unknown,
  viewer: QueryViewer,
  scope?: string,
];

const operationNames = new Map<string, string>();

/** The operation name of a generated document ('query CompanyDetail(…' → 'CompanyDetail'). */
export function readOperationName(document: GraphqlDocument<unknown, never>): string {
  const text = document.toString();
  let name = operationNames.get(text);
  if (name === undefined) {
    name = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(text)?.[1] ?? text;
    operationNames.set(text, name);
  }
  return name;
}

export function buildQueryKey(
  document: GraphqlDocument<unknown, never>,
  variables: unknown,
  viewer: QueryViewer,
  scope?: string,
): QueryKey {
  const name = readOperationName(document);
  return scope === undefined ? [name, variables ?? {}, viewer] : [name, variables ?? {}, viewer, scope];
}

/** Whether a cache key (as SWR hands it back) belongs to one of the named operations. */
export function isKeyOfOperations(key: unknown, operationNames: readonly string[]): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && operationNames.includes(key[0]);
}
