export type GraphqlMode = 'proxy' | 'direct';

export const GRAPHQL_PROXY_PATH = '/api/graphql';

export function readGraphqlMode(value: string | undefined): GraphqlMode {
  return value === 'direct' ? 'direct' : 'proxy';
}

/**
 * SPEC §7: one flag chooses between the same-origin proxy path (rewritten to the API by Next)
 * and the API's own /graphql on {host}.
 */
export function resolveGraphqlEndpoint(mode: GraphqlMode, apiUrl: string | undefined): string {
  if (mode === 'direct') {
    if (!apiUrl)
      throw new Error('NEXT_PUBLIC_GRAPHQL_MODE=direct 에는 NEXT_PUBLIC_API_URL 이 필요합니다.');
    return `${apiUrl.replace(/\/+$/, '')}/graphql`;
  }
  return GRAPHQL_PROXY_PATH;
}

/** Next inlines NEXT_PUBLIC_* at build time only when they are read literally like this. */
export function resolveBrowserGraphqlEndpoint(): string {
  return resolveGraphqlEndpoint(
    readGraphqlMode(process.env.NEXT_PUBLIC_GRAPHQL_MODE),
    process.env.NEXT_PUBLIC_API_URL,
  );
}
