import { createTestDatabase } from '@gongsa/db/testing';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../testing/accounts';
import { insertAnnouncementForTest } from '../testing/announcements.repository';
import { insertCompanyForTest } from '../testing/companies.repository';
import { setUpTestServer } from '../testing/set-up-test-server';

const INVALID_CURSOR = '페이지 정보가 올바르지 않습니다. 목록을 새로 고침해 주세요.';

/** A cursor as a client could forge it: the same encoding the API uses for its own. */
function forgeCursor(...parts: unknown[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

type Page = { pageInfo: { endCursor: string | null }; totalCount?: number };

describe('list cursors are checked before they reach SQL', () => {
  const setUp = setUpTestServer(() => createTestDatabase());

  async function createAccount(type: 'CONSUMER' | 'CORPORATION' = 'CORPORATION') {
    const account = await insertCompanyForTest(setUp.handle.db, { type });
    return { ...account, headers: await createAuthHeadersForTest(account.userId) };
  }

  async function expectRefused(
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    const { body } = await setUp.server.graphql(query, { variables, headers });
    expect(body.errors?.[0]).toMatchObject({
      message: INVALID_CURSOR,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }

  const ANNOUNCEMENTS = `query L($sort: String, $paging: PagingInput) {
    announcements(sort: $sort, paging: $paging) { nodes { id } pageInfo { endCursor } } }`;

  it('refuses a /bid cursor made under another sort or with a value of the wrong type', async () => {
    const client = await createAccount('CONSUMER');
    await insertAnnouncementForTest(setUp.handle.db, client);
    await insertAnnouncementForTest(setUp.handle.db, client);

    const first = await setUp.server.graphql<{ announcements: Page }>(ANNOUNCEMENTS, {
      variables: { sort: '3', paging: { first: 1 } },
    });
    const latestCursor = first.body.data!.announcements.pageInfo.endCursor;
    expect(latestCursor).not.toBeNull();

    // The cursor still works under its own sort …
    const next = await setUp.server.graphql<{ announcements: Page & { nodes: unknown[] } }>(
      ANNOUNCEMENTS,
      { variables: { sort: '3', paging: { first: 1, after: latestCursor } } },
    );
    expect(next.body.errors).toBeUndefined();
    expect(next.body.data!.announcements.nodes).toHaveLength(1);

    // … and is refused by every other one.
    for (const sort of ['1', '2', '4']) {
      await expectRefused(ANNOUNCEMENTS, { sort, paging: { first: 1, after: latestCursor } });
    }
    // The same numeric type under another sort is a different position, so it is refused too.
    const byDeadline = await setUp.server.graphql<{ announcements: Page }>(ANNOUNCEMENTS, {
      variables: { sort: '1', paging: { first: 1 } },
    });
    const deadlineCursor = byDeadline.body.data!.announcements.pageInfo.endCursor;
    await expectRefused(ANNOUNCEMENTS, { sort: '2', paging: { first: 1, after: deadlineCursor } });

    await expectRefused(ANNOUNCEMENTS, {
      sort: '3',
      paging: { first: 1, after: forgeCursor('abc', 5, 'LATEST') },
    });
    await expectRefused(ANNOUNCEMENTS, {
      sort: '4',
      paging: { first: 1, after: forgeCursor('x', 5, 'APPLY_COUNT') },
    });
    await expectRefused(ANNOUNCEMENTS, {
      sort: '3',
      paging: { last: 1, before: forgeCursor('2026-02-30T00:00:00.000000Z', 5, 'LATEST') },
    });
    // A cursor from before sorts were stored in it.
    await expectRefused(ANNOUNCEMENTS, {
      sort: '1',
      paging: { first: 1, after: forgeCursor(1, 5) },
    });
  });

  it('refuses wrong-typed cursors on the estimate-request lists of a signed-in user', async () => {
    const client = await createAccount('CONSUMER');
    const company = await createAccount();
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);

    await expectRefused(
      `query D($paging: PagingInput) { myAnnouncementTemps(paging: $paging) { totalCount } }`,
      { paging: { first: 5, after: forgeCursor('2026-02-30T00:00:00.000Z', 1) } },
      client.headers,
    );
    await expectRefused(
      `query D($paging: PagingInput) { myAnnouncementTemps(paging: $paging) { totalCount } }`,
      { paging: { first: 5, after: forgeCursor('어제', 1) } },
      client.headers,
    );
    await expectRefused(
      `query M($paging: PagingInput) { myAnnouncements(paging: $paging) { totalCount } }`,
      { paging: { first: 5, after: forgeCursor(3, 1, 'LATEST') } },
      client.headers,
    );

    const APPLIES = `query A($id: ID!, $sort: String, $paging: PagingInput) {
      announcementApplies(announcementId: $id, sort: $sort, paging: $paging) { totalCount } }`;
    await expectRefused(
      APPLIES,
      {
        id: announcement.id,
        sort: 'latest',
        paging: { first: 5, after: forgeCursor(5, 1, 'amount') },
      },
      client.headers,
    );
    await expectRefused(
      APPLIES,
      {
        id: announcement.id,
        sort: 'amount',
        paging: { first: 5, after: forgeCursor('x', 1, 'amount') },
      },
      client.headers,
    );
    await expectRefused(
      APPLIES,
      {
        id: announcement.id,
        sort: 'latest',
        paging: { first: 5, after: forgeCursor('x', 1, 'latest') },
      },
      client.headers,
    );

    await expectRefused(
      `query M($paging: PagingInput) { myAnnouncementApplies(paging: $paging) { totalCount } }`,
      { paging: { first: 5, after: forgeCursor('x', 1) } },
      company.headers,
    );
    await expectRefused(
      `query I($paging: PagingInput) { getInvitationsByProfile(paging: $paging) { totalCount } }`,
      { paging: { first: 5, after: forgeCursor(5, 1) } },
      company.headers,
    );
    await expectRefused(
      `query F($paging: PagingInput) { favoriteAnnouncements(paging: $paging) { totalCount } }`,
      { paging: { first: 5, after: forgeCursor('x', 1) } },
      company.headers,
    );
  });

  it('refuses wrong-typed and foreign cursors on the company lists', async () => {
    const viewer = await createAccount();
    await createAccount();
    await createAccount();

    const ENTERPRISES = `query E($sort: String, $paging: PagingInput) {
      enterprises(sort: $sort, paging: $paging) { pageInfo { endCursor } } }`;
    const byRating = await setUp.server.graphql<{ enterprises: Page }>(ENTERPRISES, {
      variables: { sort: '2', paging: { first: 1 } },
    });
    expect(byRating.body.errors).toBeUndefined();
    const ratingCursor = byRating.body.data!.enterprises.pageInfo.endCursor;
    await expectRefused(ENTERPRISES, { sort: '3', paging: { first: 1, after: ratingCursor } });
    await expectRefused(ENTERPRISES, {
      sort: '2',
      paging: { first: 1, after: forgeCursor('x', 1, 'RATING') },
    });

    for (const [field, args] of [
      ['reviews', `profileId: "${viewer.profileId}", `],
      ['enterpriseReviews', `profileId: "${viewer.profileId}", `],
      ['favoriteEnterprises', ''],
      ['myViewEnterprises', ''],
      ['myPoints', ''],
    ] as const) {
      await expectRefused(
        `query Q($paging: PagingInput) { ${field}(${args}paging: $paging) { totalCount } }`,
        { paging: { first: 5, after: forgeCursor(field === 'myPoints' ? 'x' : 7, 1) } },
        viewer.headers,
      );
    }
  });
});
