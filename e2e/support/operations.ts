import type { Page } from '@playwright/test';

/** The GraphQL operations the page sends from now on, by name, in order. */
export function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/graphql')) return;
    const name = /\b(?:query|mutation)\s+(\w+)/.exec(request.postData() ?? '')?.[1];
    if (name) names.push(name);
  });
  return names;
}
