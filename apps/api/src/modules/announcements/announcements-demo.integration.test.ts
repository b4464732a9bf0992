import { announcements, profiles, users } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { setUpTestServer } from '../../testing/set-up-test-server';

const ALL_STATES = ['RECRUITING', 'CHOOSING', 'CHOSEN', 'COMPLETED', 'CLOSED', 'CANCELED'];

const LIST = `query L($filter: AnnouncementFilterInput, $paging: PagingInput) {
  announcements(filter: $filter, paging: $paging) {
    totalCount
    nodes { id uniqueId title state applyCnt categories { name } profile { id } mainImage { id } }
  }
}`;

describe('estimate requests on the demo data', () => {
  const setup = setUpTestServer(() => createTestDatabase({ seed: 'demo' }));

  it('lists every seeded request with a title and its trades', async () => {
    const [stored] = await setup.handle.db
      .select({ value: count() })
      .from(announcements)
      .where(isNull(announcements.deletedAt));
    type Result = {
      announcements: {
        totalCount: number;
        nodes: Array<{ uniqueId: string; title: string; categories: unknown[] }>;
      };
    };
    const { body } = await setup.server.graphql<Result>(LIST, {
      variables: { filter: { states: ALL_STATES }, paging: { first: 100 } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.announcements.totalCount).toBe(stored!.value);
    for (const node of body.data!.announcements.nodes) {
      expect(node.uniqueId).toMatch(/^1\d{7}$/);
      expect(node.title).not.toBe('');
      expect(node.categories.length).toBeGreaterThan(0);
    }
  });

  it('numbers a new request after the demo range without colliding', async () => {
    const [consumer] = await setup.handle.db
      .select({ userId: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.email, 'consumer@gongsa.test'), isNull(profiles.deletedAt)));
    const headers = await createAuthHeadersForTest(consumer!.userId);
    const dashboard = await setup.server.graphql<{
      myAnnouncementDashboard: Record<string, number>;
    }>('{ myAnnouncementDashboard { recruitingCount tempCount } }', { headers });
    expect(dashboard.body.errors).toBeUndefined();
    const drafts = await setup.server.graphql<{
      myAnnouncementTemps: {
        nodes: Array<{ step: number; title: string; hasLicense: boolean | null }>;
      };
    }>(
      '{ myAnnouncementTemps { nodes { step title hasLicense workStartSoon categories { id } } } }',
      {
        headers,
      },
    );
    expect(drafts.body.errors).toBeUndefined();
    expect(drafts.body.data!.myAnnouncementTemps.nodes).toContainEqual(
      expect.objectContaining({ step: 7, hasLicense: false, workStartSoon: true }),
    );
    const { body: leaves } = await setup.server.graphql<{
      categoriesByName: Array<{ id: string; type: string }>;
    }>('{ categoriesByName(name: "철근") { id type } }');
    const leaf = leaves.data!.categoriesByName.find((category) => category.type === 'DEPTH_3');
    const { body } = await setup.server.graphql<{ createAnnouncement: { uniqueId: string } }>(
      `mutation C($data: AnnouncementInput!) { createAnnouncement(data: $data) { uniqueId } }`,
      {
        variables: {
          data: {
            categories__ids: [leaf!.id],
            type: 'ALL',
            workType: 'REPAIR',
            orderType: 'PRIVATE',
            fieldInfo: 'RESIDENCE',
            sigungu: '서울특별시 마포구',
            address: '서울특별시 마포구 월드컵북로 1',
            workScope: 'INTERNAL',
            servicePriceType: 'LESSTHEN_500',
            description: '주방 싱크대 교체 견적을 요청합니다.',
            publisherName: '데모의뢰',
            emergencyContact: '01055556666',
            postingDay: 3,
          },
        },
        headers,
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.createAnnouncement.uniqueId).toBe('30000001');
  });
});
