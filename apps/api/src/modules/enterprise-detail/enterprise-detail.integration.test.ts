import {
  enterpriseViewLogs,
  favoriteProfiles,
  financialInfoUnlocks,
  profiles,
  profileStockholders,
  users,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertCompanyForTest,
  insertUserForTest,
  type CompanyForTest,
} from '../../testing/companies.repository';
import { startTestServer, type TestServer } from '../../testing/test-server';

const ENTERPRISE = `query E($id: ID!) {
  enterprise(id: $id) { id companyName isMine isFavorite isViewedFinancialInfo canRead }
}`;
const MY_VIEWS = `query V($paging: PagingInput) { myViewEnterprises(paging: $paging) {
  totalCount nodes { id viewedAt profile { id companyName } } pageInfo { hasNextPage endCursor } } }`;
const DELETE_VIEW = 'mutation D($id: ID!) { deleteEnterpriseViewLog(id: $id) }';
const ADD_FAVORITE =
  'mutation A($id: ID!) { addFavoriteEnterprise(profileId: $id) { id isFavorite } }';
const DELETE_FAVORITE =
  'mutation D($id: ID!) { deleteFavoriteEnterprise(profileId: $id) { id isFavorite } }';
const FAVORITES = `query F($paging: PagingInput) { favoriteEnterprises(paging: $paging) {
  totalCount nodes { id createdAt profile { id companyName isFavorite isViewedFinancialInfo canRead } }
  pageInfo { hasNextPage endCursor } } }`;

const NOT_FOUND = '업체 정보를 찾을 수 없습니다.';

describe('company detail, view log and favourites', () => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let company: CompanyForTest;

  beforeAll(async () => {
    handle = await createTestDatabase({ seed: 'none' });
    server = await startTestServer({ db: handle.db });
    company = await insertCompanyForTest(handle.db, { name: '상세건설' });
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  async function readViewLogs(userId: number) {
    return handle.db
      .select()
      .from(enterpriseViewLogs)
      .where(and(eq(enterpriseViewLogs.userId, userId), isNull(enterpriseViewLogs.deletedAt)));
  }

  describe('enterprise(id)', () => {
    it("keeps the 법인등록번호, shareholders and the manager's contact to the owner", async () => {
      const owned = await insertCompanyForTest(handle.db, { name: '비공개항목건설' });
      await handle.db
        .update(profiles)
        .set({
          companyCode: '1101111234567',
          managerName: '김담당',
          managerPhoneNumber: '01055556666',
          managerEmail: 'manager@example.com',
          phoneNumber: '0212345678',
        })
        .where(eq(profiles.id, owned.profileId));
      await handle.db
        .insert(profileStockholders)
        .values({ profileId: owned.profileId, name: '김주주', rate: 60 });
      const INFO = `query E($id: ID!) { enterprise(id: $id) { info { ... on CompanyInfo {
        companyCode phoneNumber managerName managerPhoneNumber managerEmail stockholders { name } } } } }`;

      const stranger = await insertUserForTest(handle.db, 'stranger');
      for (const headers of [{}, await createAuthHeadersForTest(stranger.id)]) {
        const { body } = await server.graphql(INFO, {
          variables: { id: owned.profileId },
          headers,
        });
        expect(body.data).toEqual({
          enterprise: {
            info: {
              companyCode: null,
              phoneNumber: '0212345678',
              managerName: null,
              managerPhoneNumber: null,
              managerEmail: null,
              stockholders: [],
            },
          },
        });
      }
      const own = await server.graphql(INFO, {
        variables: { id: owned.profileId },
        headers: await createAuthHeadersForTest(owned.userId),
      });
      expect(own.body.data).toEqual({
        enterprise: {
          info: {
            companyCode: '1101111234567',
            phoneNumber: '0212345678',
            managerName: '김담당',
            managerPhoneNumber: '01055556666',
            managerEmail: 'manager@example.com',
            stockholders: [{ name: '김주주' }],
          },
        },
      });
    });

    it('shows a company to anonymous visitors with every viewer flag false', async () => {
      const { body } = await server.graphql(ENTERPRISE, { variables: { id: company.profileId } });
      expect(body).toEqual({
        data: {
          enterprise: {
            id: String(company.profileId),
            companyName: '상세건설',
            isMine: false,
            isFavorite: false,
            isViewedFinancialInfo: false,
            canRead: false,
          },
        },
      });
    });

    it('records a stranger’s view once per company and moves it up on a repeat visit', async () => {
      const viewer = await insertUserForTest(handle.db, 'viewer');
      const headers = await createAuthHeadersForTest(viewer.id);
      const other = await insertCompanyForTest(handle.db, { name: '두번째건설' });

      await server.graphql(ENTERPRISE, { variables: { id: company.profileId }, headers });
      await server.graphql(ENTERPRISE, { variables: { id: other.profileId }, headers });
      const firstViews = await server.graphql<{
        myViewEnterprises: { nodes: Array<{ id: string; viewedAt: string }> };
      }>(MY_VIEWS, { headers });
      expect(firstViews.body.data?.myViewEnterprises).toMatchObject({
        totalCount: 2,
        nodes: [
          { profile: { id: String(other.profileId), companyName: '두번째건설' } },
          { profile: { id: String(company.profileId), companyName: '상세건설' } },
        ],
      });

      await server.graphql(ENTERPRISE, { variables: { id: company.profileId }, headers });
      const again = await server.graphql(MY_VIEWS, { headers });
      expect(again.body.data).toMatchObject({
        myViewEnterprises: {
          totalCount: 2,
          nodes: [
            { profile: { id: String(company.profileId) } },
            { profile: { id: String(other.profileId) } },
          ],
        },
      });
      expect(await readViewLogs(viewer.id)).toHaveLength(2);

      const firstPage = await server.graphql<{
        myViewEnterprises: { pageInfo: { endCursor: string } };
      }>(MY_VIEWS, { variables: { paging: { first: 1 } }, headers });
      expect(firstPage.body.data).toMatchObject({
        myViewEnterprises: {
          nodes: [{ profile: { id: String(company.profileId) } }],
          pageInfo: { hasNextPage: true },
        },
      });
      const secondPage = await server.graphql(MY_VIEWS, {
        variables: {
          paging: { first: 1, after: firstPage.body.data!.myViewEnterprises.pageInfo.endCursor },
        },
        headers,
      });
      expect(secondPage.body.data).toMatchObject({
        myViewEnterprises: {
          nodes: [{ profile: { id: String(other.profileId) } }],
          pageInfo: { hasNextPage: false },
        },
      });
    });

    it('does not record the owner’s own visits or anonymous ones', async () => {
      const headers = await createAuthHeadersForTest(company.userId);
      const { body } = await server.graphql(ENTERPRISE, {
        variables: { id: company.profileId },
        headers,
      });
      expect(body.data).toMatchObject({ enterprise: { isMine: true, canRead: true } });
      expect(await readViewLogs(company.userId)).toEqual([]);
      const all = await handle.db
        .select()
        .from(enterpriseViewLogs)
        .where(eq(enterpriseViewLogs.profileId, company.profileId));
      expect(all.every((log) => log.userId !== company.userId)).toBe(true);
    });

    it('opens a hidden company by link but not consumers, deleted accounts or unknown ids', async () => {
      const hidden = await insertCompanyForTest(handle.db, { name: '숨김건설', isView: false });
      const shown = await server.graphql(ENTERPRISE, { variables: { id: hidden.profileId } });
      expect(shown.body.data).toMatchObject({ enterprise: { companyName: '숨김건설' } });

      const consumer = await insertCompanyForTest(handle.db, { type: 'CONSUMER' });
      const left = await insertCompanyForTest(handle.db, { name: '탈퇴건설' });
      await handle.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, left.userId));
      for (const id of [consumer.profileId, left.profileId, 987_654_321, 'x1']) {
        const { body } = await server.graphql(ENTERPRISE, { variables: { id } });
        expect(body.errors?.[0]).toMatchObject({
          message: NOT_FOUND,
          extensions: { code: 'NOT_FOUND' },
        });
      }
    });

    it('asks for a login to read the view log', async () => {
      const { body } = await server.graphql(MY_VIEWS);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('deleteEnterpriseViewLog', () => {
    it('deletes one’s own entry and refuses someone else’s without changing it', async () => {
      const owner = await insertUserForTest(handle.db, 'logowner');
      const stranger = await insertUserForTest(handle.db, 'logstranger');
      const ownerHeaders = await createAuthHeadersForTest(owner.id);
      await server.graphql(ENTERPRISE, {
        variables: { id: company.profileId },
        headers: ownerHeaders,
      });
      const [log] = await readViewLogs(owner.id);

      const refused = await server.graphql(DELETE_VIEW, {
        variables: { id: log!.id },
        headers: await createAuthHeadersForTest(stranger.id),
      });
      expect(refused.body.errors?.[0]).toMatchObject({
        message: '최근 본 기업 기록을 찾을 수 없습니다.',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(await readViewLogs(owner.id)).toHaveLength(1);

      const anonymous = await server.graphql(DELETE_VIEW, { variables: { id: log!.id } });
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

      const deleted = await server.graphql(DELETE_VIEW, {
        variables: { id: log!.id },
        headers: ownerHeaders,
      });
      expect(deleted.body).toEqual({ data: { deleteEnterpriseViewLog: String(log!.id) } });
      expect(await readViewLogs(owner.id)).toEqual([]);
      const list = await server.graphql(MY_VIEWS, { headers: ownerHeaders });
      expect(list.body.data).toMatchObject({ myViewEnterprises: { totalCount: 0, nodes: [] } });

      const twice = await server.graphql(DELETE_VIEW, {
        variables: { id: log!.id },
        headers: ownerHeaders,
      });
      expect(twice.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('favourites', () => {
    it('adds and deletes idempotently and lists newest first', async () => {
      const viewer = await insertUserForTest(handle.db, 'fan');
      const headers = await createAuthHeadersForTest(viewer.id);
      const second = await insertCompanyForTest(handle.db, { name: '관심건설' });

      for (let attempt = 0; attempt < 2; attempt += 1) {
        const added = await server.graphql(ADD_FAVORITE, {
          variables: { id: company.profileId },
          headers,
        });
        expect(added.body).toEqual({
          data: { addFavoriteEnterprise: { id: String(company.profileId), isFavorite: true } },
        });
      }
      await server.graphql(ADD_FAVORITE, { variables: { id: second.profileId }, headers });
      const live = await handle.db
        .select()
        .from(favoriteProfiles)
        .where(and(eq(favoriteProfiles.userId, viewer.id), isNull(favoriteProfiles.deletedAt)));
      expect(live).toHaveLength(2);

      const list = await server.graphql(FAVORITES, { headers });
      expect(list.body.data).toMatchObject({
        favoriteEnterprises: {
          totalCount: 2,
          nodes: [
            {
              profile: { id: String(second.profileId), companyName: '관심건설', isFavorite: true },
            },
            { profile: { id: String(company.profileId), isFavorite: true } },
          ],
        },
      });
      const detail = await server.graphql(ENTERPRISE, {
        variables: { id: company.profileId },
        headers,
      });
      expect(detail.body.data).toMatchObject({ enterprise: { isFavorite: true } });

      for (let attempt = 0; attempt < 2; attempt += 1) {
        const removed = await server.graphql(DELETE_FAVORITE, {
          variables: { id: company.profileId },
          headers,
        });
        expect(removed.body).toEqual({
          data: { deleteFavoriteEnterprise: { id: String(company.profileId), isFavorite: false } },
        });
      }
      const after = await server.graphql(FAVORITES, { headers });
      expect(after.body.data).toMatchObject({
        favoriteEnterprises: {
          totalCount: 1,
          nodes: [{ profile: { id: String(second.profileId) } }],
        },
      });
      const readded = await server.graphql(ADD_FAVORITE, {
        variables: { id: company.profileId },
        headers,
      });
      expect(readded.body.errors).toBeUndefined();
    });

    it('touches only the viewer’s own favourites', async () => {
      const fan = await insertUserForTest(handle.db, 'fan1');
      const other = await insertUserForTest(handle.db, 'fan2');
      await server.graphql(ADD_FAVORITE, {
        variables: { id: company.profileId },
        headers: await createAuthHeadersForTest(fan.id),
      });
      await server.graphql(DELETE_FAVORITE, {
        variables: { id: company.profileId },
        headers: await createAuthHeadersForTest(other.id),
      });
      const fanList = await server.graphql(FAVORITES, {
        headers: await createAuthHeadersForTest(fan.id),
      });
      expect(fanList.body.data).toMatchObject({ favoriteEnterprises: { totalCount: 1 } });
      const otherList = await server.graphql(FAVORITES, {
        headers: await createAuthHeadersForTest(other.id),
      });
      expect(otherList.body.data).toMatchObject({ favoriteEnterprises: { totalCount: 0 } });
    });

    it('refuses one’s own company, consumers, anonymous visitors', async () => {
      const own = await server.graphql(ADD_FAVORITE, {
        variables: { id: company.profileId },
        headers: await createAuthHeadersForTest(company.userId),
      });
      expect(own.body.errors?.[0]).toMatchObject({
        message: '내 업체는 관심 기업으로 담을 수 없습니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const consumer = await insertCompanyForTest(handle.db, { type: 'CONSUMER' });
      const viewer = await insertUserForTest(handle.db, 'fan3');
      const refused = await server.graphql(ADD_FAVORITE, {
        variables: { id: consumer.profileId },
        headers: await createAuthHeadersForTest(viewer.id),
      });
      expect(refused.body.errors?.[0]?.message).toBe(NOT_FOUND);
      const anonymous = await server.graphql(ADD_FAVORITE, {
        variables: { id: company.profileId },
      });
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const anonymousList = await server.graphql(FAVORITES);
      expect(anonymousList.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('answers each card’s flags right in a list of twenty', async () => {
      const viewer = await insertUserForTest(handle.db, 'cards');
      const headers = await createAuthHeadersForTest(viewer.id);
      const companies: CompanyForTest[] = [];
      for (let index = 0; index < 20; index += 1) {
        const target = await insertCompanyForTest(handle.db, { name: `카드건설${index}` });
        companies.push(target);
        await server.graphql(ADD_FAVORITE, { variables: { id: target.profileId }, headers });
      }
      const unlocked = companies.filter((_target, index) => index % 3 === 0);
      await handle.db
        .insert(financialInfoUnlocks)
        .values(unlocked.map((target) => ({ userId: viewer.id, profileId: target.profileId })));

      const { body } = await server.graphql<{
        favoriteEnterprises: {
          nodes: Array<{
            profile: { id: string; isFavorite: boolean; isViewedFinancialInfo: boolean };
          }>;
        };
      }>(FAVORITES, { variables: { paging: { first: 20 } }, headers });
      const nodes = body.data!.favoriteEnterprises.nodes;
      expect(nodes).toHaveLength(20);
      const unlockedIds = new Set(unlocked.map((target) => String(target.profileId)));
      for (const node of nodes) {
        expect(node.profile).toMatchObject({
          isFavorite: true,
          isViewedFinancialInfo: unlockedIds.has(node.profile.id),
          canRead: unlockedIds.has(node.profile.id),
        });
      }
    });
  });
});
