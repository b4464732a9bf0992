import { companyRegistry, portfolios, profiles, reviews } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { isValidBusinessNumber } from '@gongsa/domain';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import {
  createBusinessNumberForTest,
  insertCompanyForTest,
  insertUserForTest,
  type CompanyForTest,
} from '../../testing/companies.repository';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { startTestServer, type TestServer } from '../../testing/test-server';

const DASHBOARD = `query D($id: ID!) { reviewDashboard(profileId: $id) {
  avgScore totalReviewCnt start5Rate start4Rate start3Rate start2Rate start1Rate } }`;
const REVIEWS = `query R($id: ID!, $paging: PagingInput) { enterpriseReviews(profileId: $id, paging: $paging) {
  totalCount nodes { id score context writerName announcementTitle createdAt }
  pageInfo { hasNextPage endCursor } } }`;
const PORTFOLIOS = `query P($id: ID!, $first: Int) {
  portfolios(filter: { profileId: $id }, paging: { first: $first }) { nodes {
  id title description locationSi locationDo constructionType projectSize servicePriceType
  servicePrice serviceTermStart serviceTermEnd categories { name } mainImage { id } } } }`;
const COMPANY_INFO = `query C($number: String!) { companyInfo(registrationNumber: $number) {
  name businessRegistrationNumber type publicAmount privateAmount totalAmount cri { name }
  balance { year assets } income { year sales } licenses stockholders patents affiliate
  administrativeActions representativeName address establishedOn category } }`;

describe('company page content (demo data)', () => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let company: CompanyForTest;

  beforeAll(async () => {
    handle = await createTestDatabase({ seed: 'demo' });
    server = await startTestServer({ db: handle.db });
    company = await insertCompanyForTest(handle.db, { name: '리뷰건설' });
    const writers = await Promise.all(
      ['김민수', '이수', '남궁민수', '박하나', '최가림', '정신고'].map((nickname) =>
        insertUserForTest(handle.db, 'writer', { nickname }),
      ),
    );
    const base = Date.now() - 10 * 86_400_000;
    await handle.db.insert(reviews).values(
      (
        [
          [5, 'VISIBLE', '깔끔하게 마무리해 주셨어요.'],
          [5, 'VISIBLE', '일정을 잘 지켰습니다.'],
          [4, 'VISIBLE', '친절했어요.'],
          [1, 'VISIBLE', '연락이 늦었습니다.'],
          [1, 'HIDDEN', '숨긴 리뷰'],
          [2, 'REPORTED', '신고된 리뷰'],
        ] as const
      ).map(([score, state, context], index) => ({
        userId: writers[index]!.id,
        profileId: company.profileId,
        score,
        state,
        context,
        createdAt: new Date(base + index * 3_600_000),
      })),
    );
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  describe('reviews', () => {
    it('summarises visible reviews only', async () => {
      const { body } = await server.graphql(DASHBOARD, { variables: { id: company.profileId } });
      expect(body).toEqual({
        data: {
          reviewDashboard: {
            avgScore: 3.75,
            totalReviewCnt: 4,
            start5Rate: 50,
            start4Rate: 25,
            start3Rate: 0,
            start2Rate: 0,
            start1Rate: 25,
          },
        },
      });
    });

    it('answers zeros for a company without reviews', async () => {
      const quiet = await insertCompanyForTest(handle.db, { name: '조용건설' });
      const { body } = await server.graphql(DASHBOARD, { variables: { id: quiet.profileId } });
      expect(body.data).toEqual({
        reviewDashboard: {
          avgScore: 0,
          totalReviewCnt: 0,
          start5Rate: 0,
          start4Rate: 0,
          start3Rate: 0,
          start2Rate: 0,
          start1Rate: 0,
        },
      });
    });

    it('lists visible reviews newest first with masked writer names, page by page', async () => {
      const first = await server.graphql<{
        enterpriseReviews: { pageInfo: { endCursor: string } };
      }>(REVIEWS, { variables: { id: company.profileId, paging: { first: 2 } } });
      expect(first.body.data?.enterpriseReviews).toMatchObject({
        totalCount: 4,
        nodes: [
          { score: 1, writerName: '박*나', context: '연락이 늦었습니다.', announcementTitle: null },
          { score: 4, writerName: '남**수' },
        ],
        pageInfo: { hasNextPage: true },
      });
      const second = await server.graphql(REVIEWS, {
        variables: {
          id: company.profileId,
          paging: { first: 2, after: first.body.data!.enterpriseReviews.pageInfo.endCursor },
        },
      });
      expect(second.body.data).toMatchObject({
        enterpriseReviews: {
          nodes: [
            { score: 5, writerName: '이*' },
            { score: 5, writerName: '김*수' },
          ],
          pageInfo: { hasNextPage: false },
        },
      });
    });

    it('pages reviews written in the same instant one by one without skipping any', async () => {
      const sameInstant = await insertCompanyForTest(handle.db, { name: '동시리뷰건설' });
      const writer = await insertUserForTest(handle.db, 'writer');
      // One statement: every row gets the same now(), with microseconds the cursor cannot carry.
      await handle.db.insert(reviews).values(
        ['첫째', '둘째', '셋째'].map((context) => ({
          userId: writer.id,
          profileId: sameInstant.profileId,
          score: 5,
          state: 'VISIBLE' as const,
          context,
        })),
      );
      const seen: string[] = [];
      let after: string | undefined;
      for (let page = 0; page < 3; page += 1) {
        const { body } = await server.graphql<{
          enterpriseReviews: {
            nodes: { context: string }[];
            pageInfo: { endCursor: string; hasNextPage: boolean };
          };
        }>(REVIEWS, {
          variables: { id: sameInstant.profileId, paging: { first: 1, after } },
        });
        const connection = body.data!.enterpriseReviews;
        seen.push(...connection.nodes.map((node) => node.context));
        after = connection.pageInfo.endCursor;
      }
      expect(seen.sort()).toEqual(['둘째', '셋째', '첫째']);
    });

    it('names the request a demo review came from by its trade', async () => {
      const [reviewed] = await handle.db
        .select({ profileId: reviews.profileId })
        .from(reviews)
        .where(and(isNotNull(reviews.announcementId), eq(reviews.state, 'VISIBLE')))
        .limit(1);
      const { body } = await server.graphql<{
        enterpriseReviews: { nodes: Array<{ announcementTitle: string | null }> };
      }>(REVIEWS, { variables: { id: reviewed!.profileId, paging: { first: 100 } } });
      const titles = body.data!.enterpriseReviews.nodes.flatMap((node) =>
        node.announcementTitle ? [node.announcementTitle] : [],
      );
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.every((title) => title.endsWith('공사'))).toBe(true);
    });

    it('answers NOT_FOUND for a consumer profile', async () => {
      const consumer = await insertCompanyForTest(handle.db, { type: 'CONSUMER' });
      const { body } = await server.graphql(REVIEWS, { variables: { id: consumer.profileId } });
      expect(body.errors?.[0]).toMatchObject({
        message: '업체 정보를 찾을 수 없습니다.',
        extensions: { code: 'NOT_FOUND' },
      });
    });
  });

  describe('portfolios of one company', () => {
    it('lists a demo company’s portfolios newest first with their trades', async () => {
      const [owner] = await handle.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(gt(profiles.portfolioCount, 1), isNull(profiles.deletedAt)))
        .limit(1);
      const expected = await handle.db
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(and(eq(portfolios.profileId, owner!.id), isNull(portfolios.deletedAt)))
        .orderBy(desc(portfolios.createdAt), desc(portfolios.id));

      const { body } = await server.graphql<{
        portfolios: { nodes: Array<{ id: string; title: string; categories: unknown[] }> };
      }>(PORTFOLIOS, { variables: { id: owner!.id, first: 12 } });
      expect(body.errors).toBeUndefined();
      const listed = body.data!.portfolios.nodes;
      expect(listed.map((portfolio) => portfolio.id)).toEqual(
        expected.slice(0, 12).map((portfolio) => String(portfolio.id)),
      );
      expect(listed.every((portfolio) => portfolio.categories.length > 0)).toBe(true);
      expect(listed.every((portfolio) => portfolio.title.length > 0)).toBe(true);

      const one = await server.graphql(PORTFOLIOS, { variables: { id: owner!.id, first: 1 } });
      expect(one.body.data).toMatchObject({
        portfolios: { nodes: [{ id: String(expected[0]!.id) }] },
      });
      const tooMany = await server.graphql(PORTFOLIOS, {
        variables: { id: owner!.id, first: 101 },
      });
      expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('companyInfo', () => {
    let memberHeaders: Record<string, string>;
    beforeAll(async () => {
      const member = await insertUserForTest(handle.db, 'registry');
      memberHeaders = await createAuthHeadersForTest(member.id);
    });

    it("finds the owner's own company by its number, with or without hyphens", async () => {
      const [demo] = await handle.db
        .select({
          businessNumber: profiles.businessNumber,
          companyName: profiles.companyName,
          userId: profiles.userId,
        })
        .from(profiles)
        .where(and(eq(profiles.type, 'CORPORATION'), isNotNull(profiles.businessNumber)))
        .orderBy(profiles.id)
        .limit(1);
      const digits = demo!.businessNumber!;
      const hyphenated = `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
      for (const number of [digits, hyphenated]) {
        const { body } = await server.graphql<{
          companyInfo: { totalAmount: number; publicAmount: number; privateAmount: number };
        }>(COMPANY_INFO, {
          variables: { number },
          headers: await createAuthHeadersForTest(demo!.userId),
        });
        expect(body.errors).toBeUndefined();
        expect(body.data?.companyInfo).toMatchObject({
          name: demo!.companyName,
          businessRegistrationNumber: digits,
          type: '법인',
          patents: [],
          affiliate: [],
        });
        const info = body.data!.companyInfo;
        expect(info.totalAmount).toBe(info.publicAmount + info.privateAmount);
      }

      // The same figures are sold on the company page: nobody else gets them here.
      const stranger = await server.graphql(COMPANY_INFO, {
        variables: { number: digits },
        headers: memberHeaders,
      });
      expect(stranger.body.errors?.[0]).toMatchObject({
        message:
          '다른 회원이 등록한 업체의 기업 정보는 업체 상세의 재무·신용 정보에서 볼 수 있습니다.',
        extensions: { code: 'FORBIDDEN' },
      });
      const anonymous = await server.graphql(COMPANY_INFO, { variables: { number: digits } });
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('gives nothing for a number that is not on the member’s own profile', async () => {
      const firstNine = '987650001';
      const checkDigit = Array.from({ length: 10 }, (_, digit) => digit).find((digit) =>
        isValidBusinessNumber(`${firstNine}${digit}`),
      );
      const { body } = await server.graphql(COMPANY_INFO, {
        variables: { number: `${firstNine}${checkDigit}` },
        headers: memberHeaders,
      });
      expect(body.errors?.[0]).toMatchObject({
        message: '내 프로필에 등록한 사업자등록번호의 기업 정보만 볼 수 있습니다.',
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('opens a registry entry to its claimant only once the number was confirmed (issue 12, item 3)', async () => {
      // Someone signs up with the number of a company the registry knows and nobody claimed yet.
      const businessNumber = createBusinessNumberForTest();
      await handle.db.insert(companyRegistry).values({
        businessRegistrationNumber: businessNumber,
        name: '청구건설(주)',
        stockholders: [{ name: '김주주', rate: 60 }],
        managerPhoneNumber: '01022223333',
      });
      const claimant = await insertCompanyForTest(handle.db, { name: '청구건설' });
      await handle.db
        .update(profiles)
        .set({ businessNumber })
        .where(eq(profiles.id, claimant.profileId));
      const headers = await createAuthHeadersForTest(claimant.userId);

      const unconfirmed = await server.graphql(COMPANY_INFO, {
        variables: { number: businessNumber },
        headers,
      });
      expect(unconfirmed.body).toMatchObject({
        data: { companyInfo: null },
        errors: [
          {
            message:
              '사업자등록번호 확인이 끝나지 않아 기업 정보를 보여 드릴 수 없습니다. 고객센터로 문의해 주세요.',
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      });

      await handle.db
        .update(profiles)
        .set({ businessNumberVerifiedAt: new Date() })
        .where(eq(profiles.id, claimant.profileId));
      const confirmed = await server.graphql<{ companyInfo: { name: string } }>(COMPANY_INFO, {
        variables: { number: businessNumber },
        headers,
      });
      expect(confirmed.body.errors).toBeUndefined();
      expect(confirmed.body.data?.companyInfo.name).toBe('청구건설(주)');
    });

    it('refuses a malformed number with the shared Korean message', async () => {
      const short = await server.graphql(COMPANY_INFO, {
        variables: { number: '123-45' },
        headers: memberHeaders,
      });
      expect(short.body.errors?.[0]).toMatchObject({
        message: '사업자등록번호 10자리를 입력해 주세요.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const validLast = Array.from({ length: 10 }, (_, digit) => digit).find((digit) =>
        isValidBusinessNumber(`123456789${digit}`),
      );
      const wrongDigit = await server.graphql(COMPANY_INFO, {
        variables: { number: `123-45-6789${(validLast! + 1) % 10}` },
        headers: memberHeaders,
      });
      expect(wrongDigit.body.errors?.[0]).toMatchObject({
        message: '유효하지 않은 사업자등록번호입니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });
});
