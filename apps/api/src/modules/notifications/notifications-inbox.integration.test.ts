import { notificationDeliveries, notifications } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertUserForTest,
  selectLeafCategoryIdsForTest,
} from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

type InboxNode = { id: string; title: string; isRead: boolean; url: string | null };
type InboxPage = {
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  nodes: InboxNode[];
};
type Body<T> = {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

const MY_NOTIFICATIONS = `query($unreadOnly: Boolean, $paging: PagingInput) {
  myNotifications(unreadOnly: $unreadOnly, paging: $paging) {
    totalCount
    pageInfo { endCursor hasNextPage }
    nodes { id title isRead url }
  }
}`;
const UNREAD_COUNT = '{ myUnreadNotificationCount }';
const READ_ONE = 'mutation($id: ID!) { readNotification(id: $id) { id isRead title } }';
const READ_ALL = 'mutation { readAllNotifications }';

describe('the notification inbox: myNotifications, the unread count, read one and read all', () => {
  const app = setUpTestServer(() => createTestDatabase());
  let owner: { id: number; headers: Record<string, string> };
  let stranger: { id: number; headers: Record<string, string> };

  async function ask<T>(
    query: string,
    headers: Record<string, string>,
    variables: Record<string, unknown> = {},
  ): Promise<Body<T>> {
    const { body } = await app.server.graphql<T>(query, { headers, variables });
    return body as Body<T>;
  }

  async function account(label: string) {
    const { id } = await insertUserForTest(app.handle.db, label);
    return { id, headers: await createAuthHeadersForTest(id) };
  }

  /** Rows one minute apart, the last the newest; `read` and `deleted` pick rows by index. */
  async function seed(
    userId: number,
    titles: string[],
    options: { read?: number[]; deleted?: number[]; sameTime?: boolean } = {},
  ): Promise<number[]> {
    const start = Date.parse('2026-11-01T00:00:00.000Z');
    const rows = await app.handle.db
      .insert(notifications)
      .values(
        titles.map((title, index) => ({
          userId,
          type: 'APPLY' as const,
          title,
          message: `${title} 내용`,
          url: `/bid/${index + 1}`,
          createdAt: new Date(options.sameTime ? start : start + index * 60_000),
          isRead: options.read?.includes(index) ?? false,
          deletedAt: options.deleted?.includes(index) ? new Date() : null,
        })),
      )
      .returning({ id: notifications.id });
    return rows.map((row) => row.id);
  }

  async function readAllPages(
    headers: Record<string, string>,
    unreadOnly: boolean,
    first: number,
  ): Promise<{ titles: string[]; totalCount: number; pages: number }> {
    const titles: string[] = [];
    let after: string | null = null;
    let pages = 0;
    let totalCount = 0;
    do {
      const body: Body<{ myNotifications: InboxPage }> = await ask(MY_NOTIFICATIONS, headers, {
        unreadOnly,
        paging: { first, after },
      });
      expect(body.errors).toBeUndefined();
      const page = body.data!.myNotifications;
      titles.push(...page.nodes.map((node) => node.title));
      totalCount = page.totalCount;
      pages += 1;
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after !== null);
    return { titles, totalCount, pages };
  }

  async function unreadCount(headers: Record<string, string>): Promise<number> {
    const body = await ask<{ myUnreadNotificationCount: number }>(UNREAD_COUNT, headers);
    expect(body.errors).toBeUndefined();
    return body.data!.myUnreadNotificationCount;
  }

  beforeAll(async () => {
    owner = await account('inbox-owner');
    stranger = await account('inbox-stranger');
  });

  it('asks a visitor to log in for every inbox operation', async () => {
    for (const query of [MY_NOTIFICATIONS, UNREAD_COUNT, READ_ALL]) {
      const body = await ask(query, {});
      expect(body.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    const readOne = await ask(READ_ONE, {}, { id: '1' });
    expect(readOne.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('pages newest first without gaps or repeats, hiding deleted rows, and filters unread', async () => {
    const me = await account('inbox-pages');
    // Seven rows: #2 is read, #5 deleted; two more written in the same instant break ties by id.
    await seed(me.id, ['알림0', '알림1', '알림2', '알림3', '알림4', '알림5', '알림6'], {
      read: [2],
      deleted: [5],
    });
    await seed(me.id, ['동시A', '동시B'], { sameTime: true });
    await seed(stranger.id, ['남의 알림']);

    const all = await readAllPages(me.headers, false, 2);
    expect(all.titles).toEqual([
      '알림6',
      '알림4',
      '알림3',
      '알림2',
      '알림1',
      '동시B',
      '동시A',
      '알림0',
    ]);
    expect(all.totalCount).toBe(8);
    expect(all.pages).toBe(4);

    const unread = await readAllPages(me.headers, true, 3);
    expect(unread.titles).toEqual(['알림6', '알림4', '알림3', '알림1', '동시B', '동시A', '알림0']);
    expect(unread.totalCount).toBe(7);
    expect(await unreadCount(me.headers)).toBe(7);

    const empty = await readAllPages((await account('inbox-empty')).headers, false, 20);
    expect(empty).toEqual({ titles: [], totalCount: 0, pages: 1 });
  });

  it('marks one read for its recipient only; a stranger is told it does not exist', async () => {
    const [first, second, deleted] = await seed(owner.id, ['지원 도착', '선정 안내', '지운 알림'], {
      deleted: [2],
    });
    const before = await unreadCount(owner.headers);

    const asStranger = await ask(READ_ONE, stranger.headers, { id: String(first) });
    const missing = await ask(READ_ONE, stranger.headers, { id: '999999999' });
    const malformed = await ask(READ_ONE, owner.headers, { id: 'abc' });
    const gone = await ask(READ_ONE, owner.headers, { id: String(deleted) });
    for (const refused of [asStranger, missing, malformed, gone]) {
      expect(refused.errors?.[0]).toMatchObject({
        message: '알림을 찾을 수 없습니다.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await unreadCount(owner.headers)).toBe(before);

    const read = await ask<{ readNotification: InboxNode }>(READ_ONE, owner.headers, {
      id: String(first),
    });
    expect(read.data?.readNotification).toEqual({
      id: String(first),
      isRead: true,
      title: '지원 도착',
    });
    expect(await unreadCount(owner.headers)).toBe(before - 1);
    // Reading it again changes nothing and still answers.
    const again = await ask<{ readNotification: InboxNode }>(READ_ONE, owner.headers, {
      id: String(first),
    });
    expect(again.data?.readNotification.isRead).toBe(true);
    expect(await unreadCount(owner.headers)).toBe(before - 1);

    const unread = await readAllPages(owner.headers, true, 20);
    expect(unread.titles).toContain('선정 안내');
    expect(unread.titles).not.toContain('지원 도착');
    expect(second).toBeGreaterThan(first!);
  });

  it('marks all read and says how many, leaving others and deleted rows alone', async () => {
    const me = await account('inbox-read-all');
    await seed(me.id, ['하나', '둘', '셋', '읽은 것', '지운 것'], { read: [3], deleted: [4] });
    const strangerBefore = await unreadCount(stranger.headers);

    const marked = await ask<{ readAllNotifications: number }>(READ_ALL, me.headers);
    expect(marked.data?.readAllNotifications).toBe(3);
    expect(await unreadCount(me.headers)).toBe(0);
    expect((await readAllPages(me.headers, true, 20)).titles).toEqual([]);
    expect((await readAllPages(me.headers, false, 20)).totalCount).toBe(4);
    expect(await unreadCount(stranger.headers)).toBe(strangerBefore);

    const twice = await ask<{ readAllNotifications: number }>(READ_ALL, me.headers);
    expect(twice.data?.readAllNotifications).toBe(0);
    const [deletedRow] = await app.handle.db
      .execute<{ is_read: boolean }>(
        sql`select is_read from notifications where user_id = ${me.id} and deleted_at is not null`,
      )
      .then((result) => result.rows);
    expect(deletedRow?.is_read).toBe(false);
  });

  it("shows each notification's deliveries to its recipient: a push given up on says why", async () => {
    const reader = await account('delivery-reader');
    const [id] = await seed(reader.id, ['푸시 실패 알림']);
    await app.handle.db.insert(notificationDeliveries).values([
      {
        notificationId: id!,
        channel: 'PUSH',
        target: 'token-a',
        state: 'FAILED',
        attempts: 6,
        reason: '6번 시도했지만 보내지 못했습니다.',
        lastError: 'FCM answered 503 UNAVAILABLE',
      },
      {
        notificationId: id!,
        channel: 'ALIMTALK',
        target: '01012345678',
        state: 'SENT',
        attempts: 1,
        sentAt: new Date('2026-11-01T00:00:05.000Z'),
      },
    ]);
    const { data } = await ask<{
      myNotifications: { nodes: Array<{ title: string; deliveries: unknown[] }> };
    }>(
      '{ myNotifications { nodes { title deliveries { channel state reason attempts sentAt } } } }',
      reader.headers,
    );
    expect(data?.myNotifications.nodes).toEqual([
      {
        title: '푸시 실패 알림',
        deliveries: [
          {
            channel: 'PUSH',
            state: 'FAILED',
            reason: '6번 시도했지만 보내지 못했습니다.',
            attempts: 6,
            sentAt: null,
          },
          {
            channel: 'ALIMTALK',
            state: 'SENT',
            reason: null,
            attempts: 1,
            sentAt: '2026-11-01T00:00:05.000Z',
          },
        ],
      },
    ]);
  });

  it('reads the unread count and the first page through the indexes', async () => {
    const explain = (query: ReturnType<typeof sql>) =>
      app.handle.db.transaction(async (tx) => {
        // A tiny test table makes a sequential scan cheapest; forbid it to see the index applies.
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${query}`);
        return result.rows.map((row) => Object.values(row).join('')).join('\n');
      });
    expect(
      await explain(
        sql`select count(*) from (select 1 from notifications where user_id = ${owner.id} and not is_read and deleted_at is null limit 1000) as unread`,
      ),
    ).toContain('notifications_user_unread_idx');
    expect(
      await explain(
        sql`select id from notifications where user_id = ${owner.id} and deleted_at is null order by created_at desc, id desc limit 21`,
      ),
    ).toContain('notifications_user_created_at_idx');
  });

  it('saves notification settings at once: the next read shows them', async () => {
    const me = await account('inbox-settings');
    const leaves = await selectLeafCategoryIdsForTest(app.handle.db, 2);
    const update = await ask<{ updateMe: { id: string } }>(
      `mutation($data: UpdateMeInput!) { updateMe(data: $data) { id } }`,
      me.headers,
      {
        data: {
          notificationSetting: {
            keyword: false,
            communityCommend: false,
            locationRange: 50,
            categoryRange: leaves.map(String),
          },
        },
      },
    );
    expect(update.errors).toBeUndefined();
    const read = await ask<{ me: { notificationSetting: Record<string, unknown> } }>(
      '{ me { notificationSetting { keyword communityCommend marketing locationRange categoryRange } } }',
      me.headers,
    );
    expect(read.data?.me.notificationSetting).toEqual({
      keyword: false,
      communityCommend: false,
      marketing: false,
      locationRange: 50,
      categoryRange: leaves.map(String),
    });
  });
});
