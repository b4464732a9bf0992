import { createTestDatabase } from '@gongsa/db/testing';
import { describe, expect, it } from 'vitest';
import { setUpTestServer } from '../testing/set-up-test-server';

type CountsData = Record<
  'enterprises' | 'announcements',
  { totalCount: number; capped: { count: number; isCapped: boolean } }
>;

function countsQuery(limit: number): string {
  return `{
    enterprises(paging: { first: 1 }) {
      totalCount
      capped: totalCountCapped(limit: ${limit}) { count isCapped }
    }
    announcements(paging: { first: 1 }) {
      totalCount
      capped: totalCountCapped(limit: ${limit}) { count isCapped }
    }
  }`;
}

describe('totalCountCapped: a list count that stops at a limit', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'demo' }));

  it('answers the exact count when the list is within the limit', async () => {
    const response = await app.server.graphql<CountsData>(countsQuery(10_000));
    expect(response.body.errors).toBeUndefined();
    for (const list of ['enterprises', 'announcements'] as const) {
      const { totalCount, capped } = response.body.data![list];
      expect(totalCount, list).toBeGreaterThan(1);
      expect(capped, list).toEqual({ count: totalCount, isCapped: false });
    }
  });

  it('stops at the limit and says there are more', async () => {
    const response = await app.server.graphql<CountsData>(countsQuery(1));
    expect(response.body.errors).toBeUndefined();
    for (const list of ['enterprises', 'announcements'] as const) {
      expect(response.body.data![list].capped, list).toEqual({ count: 1, isCapped: true });
    }
  });

  it('refuses a limit outside 1–10,000 with a Korean message', async () => {
    for (const limit of [0, 10_001]) {
      const response = await app.server.graphql(countsQuery(limit));
      expect(response.body.errors?.[0]).toMatchObject({
        message: 'limit 값은 1 이상 10,000 이하의 정수여야 합니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });
});
