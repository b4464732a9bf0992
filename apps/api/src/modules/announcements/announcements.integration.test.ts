import {
  announcementFiles,
  announcementInvitations,
  announcements,
  announcementTemps,
  categories,
  notifications,
  profiles,
  toChoseong,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest, uploadImageForTest } from '../../testing/accounts';
import {
  insertAnnouncementForTest,
  insertApplyForTest,
  insertCategoryForTest,
} from '../../testing/announcements.repository';
import { insertCompanyForTest, insertUserForTest } from '../../testing/companies.repository';
import { watchQueriesForTest } from '../../testing/query-probe';
import { DEFAULT_COUNT_CAP } from '../../graphql/connection';
import { setUpTestServer } from '../../testing/set-up-test-server';

const DAY_MS = 86_400_000;

const CARD_FIELDS = `id uniqueId title state type workType orderType fieldInfo sigungu si
  servicePriceType servicePrice postingDay postingEndAt choosingEndAt applyCnt isEmergency
  isFavorite isMine canEdit hasNewApplies isReCreated categories { id name } hasLicense
  isPossibleTaxBillIssue isReqRentLedgerSubmitPossible addressDetail emergencyContact
  images { id } files { id } mainImage { id } licenses { id name } profile { id }
  description workScope isHaveDocs createdAt`;

const CREATE = `mutation C($data: AnnouncementInput!, $tempId: ID) {
  createAnnouncement(data: $data, announcementTempId: $tempId) { ${CARD_FIELDS} }
}`;
const UPDATE = `mutation U($id: ID!, $data: AnnouncementInput!) {
  updateAnnouncement(id: $id, data: $data) { ${CARD_FIELDS} }
}`;
const DELETE = 'mutation D($id: ID!) { deleteAnnouncement(id: $id) }';
const CANCEL = 'mutation X($id: ID!) { cancelAnnouncement(id: $id) { id state } }';
const DETAIL = `query A($id: ID!) { announcement(id: $id) { ${CARD_FIELDS} } }`;
const LIST = `query L($filter: AnnouncementFilterInput, $sort: String, $paging: PagingInput,
  $categoryIds: [ID!]) {
  announcements(filter: $filter, sort: $sort, paging: $paging, categoryIds: $categoryIds) {
    totalCount nodes { id uniqueId state servicePrice applyCnt }
    pageInfo { hasNextPage endCursor }
  }
}`;
const LIST_WITHOUT_COUNT = `query L($categoryIds: [ID!], $paging: PagingInput) {
  announcements(categoryIds: $categoryIds, paging: $paging) { nodes { id } }
}`;
const MINE = `query M($states: [AnnouncementState!]) {
  myAnnouncements(states: $states) { totalCount nodes { id state } }
}`;
const DASHBOARD = `{ myAnnouncementDashboard { tempCount recruitingCount choosingCount chosenCount
  closedCount canceledCount newAppliesCount } }`;
const CREATE_TEMP = `mutation T($data: AnnouncementInput!) {
  createAnnouncementTemp(data: $data) { id }
}`;
const ADD_FAVORITE = `mutation F($id: ID!) { addFavoriteAnnouncement(announcementId: $id) { id isFavorite } }`;
const DELETE_FAVORITE = `mutation F($id: ID!) {
  deleteFavoriteAnnouncement(announcementId: $id) { id isFavorite }
}`;
const FAVORITES = '{ favoriteAnnouncements { totalCount nodes { id isFavorite } } }';

type Announcement = {
  id: string;
  uniqueId: string;
  title: string;
  state: string;
  servicePrice: number | null;
  postingEndAt: string;
  choosingEndAt: string | null;
  [key: string]: unknown;
};
type ListResult = {
  announcements: {
    totalCount: number;
    nodes: Array<{ id: string; uniqueId: string; state: string; servicePrice: number | null }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

describe('estimate requests', () => {
  const setup = setUpTestServer(() => createTestDatabase());

  async function createMember(type: 'CORPORATION' | 'CONSUMER' | 'ENGINEER' = 'CONSUMER') {
    const company = await insertCompanyForTest(setup.handle.db, { type });
    return { ...company, headers: await createAuthHeadersForTest(company.userId) };
  }

  async function createValidInput(overrides: Record<string, unknown> = {}) {
    const leaf = await insertCategoryForTest(setup.handle.db, '철근공사');
    return {
      categories__ids: [String(leaf)],
      type: 'ALL',
      workType: 'NEW_WORK',
      orderType: 'PRIVATE',
      fieldInfo: 'RESIDENCE',
      sigungu: '서울특별시 강남구',
      address: '서울특별시 강남구 테헤란로 1',
      addressDetail: '3층',
      workScope: 'ALL',
      servicePriceType: 'WRITE',
      servicePrice: 12_000_000,
      description: '욕실 타일 전체 교체 공사입니다.',
      publisherName: '김공사',
      emergencyContact: '010-1234-5678',
      postingDay: 7,
      ...overrides,
    };
  }

  async function publish(
    headers: Record<string, string>,
    data: Record<string, unknown>,
    tempId?: string,
  ) {
    return setup.server.graphql<{ createAnnouncement: Announcement }>(CREATE, {
      variables: { data, tempId },
      headers,
    });
  }

  async function list(variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    const { body } = await setup.server.graphql<ListResult>(LIST, { variables, headers });
    expect(body.errors).toBeUndefined();
    return body.data!.announcements;
  }

  describe('createAnnouncement', () => {
    it('publishes with the next number, deadlines and the trade title', async () => {
      const owner = await createMember();
      const before = Date.now();
      const { body } = await publish(owner.headers, await createValidInput());
      expect(body.errors).toBeUndefined();
      const created = body.data!.createAnnouncement;
      expect(created).toMatchObject({
        title: '서울 강남구 철근공사',
        state: 'RECRUITING',
        si: '서울특별시',
        servicePrice: 12_000_000,
        postingDay: 7,
        isMine: true,
        canEdit: true,
        applyCnt: 0,
        isReCreated: false,
        profile: { id: String(owner.profileId) },
        addressDetail: '3층',
        emergencyContact: '01012345678',
      });
      expect(created.uniqueId).toMatch(/^\d{8}$/);
      expect(Number(created.uniqueId)).toBeGreaterThanOrEqual(30_000_001);
      const postingEndAt = new Date(created.postingEndAt).getTime();
      expect(postingEndAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
      expect(new Date(created.choosingEndAt!).getTime() - postingEndAt).toBe(14 * DAY_MS);

      const second = await publish(owner.headers, await createValidInput());
      expect(Number(second.body.data!.createAnnouncement.uniqueId)).toBe(
        Number(created.uniqueId) + 1,
      );
    });

    it('applies the SPEC §5 payload rules as stored', async () => {
      const owner = await createMember();
      const band = await publish(
        owner.headers,
        await createValidInput({
          servicePriceType: 'LESSTHEN_500',
          servicePrice: 3_000_000,
          postingDay: 30,
          isPossibleTaxBillIssue: true,
        }),
      );
      expect(band.body.data?.createAnnouncement).toMatchObject({
        servicePriceType: 'LESSTHEN_500',
        servicePrice: null,
        postingDay: 30,
        hasLicense: null,
        isPossibleTaxBillIssue: true,
        isReqRentLedgerSubmitPossible: null,
      });
      for (const servicePriceType of ['OVER_10000', 'NURI_AGENCY']) {
        const { body } = await publish(
          owner.headers,
          await createValidInput({ servicePriceType, servicePrice: 150_000_000 }),
        );
        expect(body.data?.createAnnouncement.servicePrice).toBe(150_000_000);
      }
      const missingAmount = await publish(
        owner.headers,
        await createValidInput({ servicePrice: null }),
      );
      expect(missingAmount.body.errors?.[0]).toMatchObject({
        message: '금액을 입력해 주세요.',
        extensions: { code: 'BAD_USER_INPUT', field: 'servicePrice' },
      });
      const daily = await publish(
        owner.headers,
        await createValidInput({
          servicePriceType: 'DAILY_WORK',
          servicePrice: null,
          dailyWorkTermStart: '2026-12-01',
          dailyWorkTermEnd: '2026-11-30T15:00:00.000Z',
        }),
      );
      expect(daily.body.data?.createAnnouncement).toMatchObject({ servicePrice: null });
    });

    it('names the first missing or wrong field', async () => {
      const owner = await createMember();
      const valid = await createValidInput();
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ categories__ids: [] }, 'categories__ids', '업종을 1개 이상 선택해 주세요.'],
        [{ workType: 'ETC' }, 'workTypeEtc', '기타 공사 종류를 입력해 주세요.'],
        [{ description: '짧아요' }, 'description', '공사 내용은 10자 이상 입력해 주세요.'],
        [{ publisherName: null }, 'publisherName', '작성자 이름을 입력해 주세요.'],
        [{ postingDay: 10 }, 'postingDay', '게시 기간은 1~7일 또는 30일 중에서 선택해 주세요.'],
        [
          { license__ids: ['999999'] },
          'license__ids',
          '선택한 면허를 찾을 수 없습니다. 면허를 다시 선택해 주세요.',
        ],
      ];
      for (const [override, field, message] of cases) {
        const { body } = await publish(owner.headers, { ...valid, ...override });
        expect(body.errors?.[0]).toMatchObject({
          message,
          extensions: { code: 'BAD_USER_INPUT', field },
        });
      }
    });

    it('accepts only leaf trades', async () => {
      const owner = await createMember();
      const valid = await createValidInput();
      const { body } = await setup.server.graphql<{ categories: Array<{ id: string }> }>(
        '{ categories { id } }',
      );
      const { body: published } = await publish(owner.headers, {
        ...valid,
        categories__ids: [body.data!.categories.at(-1)!.id],
      });
      expect(published.errors?.[0]).toMatchObject({
        message: '업종은 세부 업종(3단계)에서 선택해 주세요.',
        extensions: { code: 'BAD_USER_INPUT', field: 'categories__ids' },
      });
    });

    it('stores images then documents in order, with the main image', async () => {
      const owner = await createMember();
      const images = [
        await uploadImageForTest(setup.server, owner.headers),
        await uploadImageForTest(setup.server, owner.headers),
      ];
      const document = await uploadImageForTest(setup.server, owner.headers);
      const { body } = await publish(
        owner.headers,
        await createValidInput({
          images__ids: images,
          files__ids: [document],
          mainImage__id: images[1],
        }),
      );
      expect(body.data?.createAnnouncement).toMatchObject({
        images: [{ id: images[0] }, { id: images[1] }],
        files: [{ id: document }],
        mainImage: { id: images[1] },
        isHaveDocs: true,
      });
      const rows = await setup.handle.db
        .select({ kind: announcementFiles.kind, priority: announcementFiles.priority })
        .from(announcementFiles)
        .where(eq(announcementFiles.announcementId, Number(body.data!.createAnnouncement.id)))
        .orderBy(asc(announcementFiles.id));
      expect(rows).toEqual([
        { kind: 'IMAGE', priority: 0 },
        { kind: 'IMAGE', priority: 1 },
        { kind: 'DOCUMENT', priority: 0 },
      ]);
      const stranger = await createMember();
      const refused = await publish(
        stranger.headers,
        await createValidInput({ files__ids: [document] }),
      );
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'files__ids',
      });
    });

    it("publishes a draft: removes it and invites the draft's company, never the input's", async () => {
      const owner = await createMember();
      const invited = await insertCompanyForTest(setup.handle.db);
      const notInvited = await insertCompanyForTest(setup.handle.db);
      const temp = await setup.server.graphql<{ createAnnouncementTemp: { id: string } }>(
        CREATE_TEMP,
        {
          variables: { data: { step: 8, invitationProfileId: String(invited.profileId) } },
          headers: owner.headers,
        },
      );
      const tempId = temp.body.data!.createAnnouncementTemp.id;
      const { body } = await publish(
        owner.headers,
        await createValidInput({ invitationProfileId: String(notInvited.profileId), step: 8 }),
        tempId,
      );
      expect(body.errors).toBeUndefined();
      const announcementId = Number(body.data!.createAnnouncement.id);
      const invitations = await setup.handle.db
        .select({ profileId: announcementInvitations.profileId })
        .from(announcementInvitations)
        .where(eq(announcementInvitations.announcementId, announcementId));
      expect(invitations).toEqual([{ profileId: invited.profileId }]);
      await setup.server.drainJobs();
      const invitationNotices = await setup.handle.db
        .select({ title: notifications.title, url: notifications.url })
        .from(notifications)
        .where(and(eq(notifications.userId, invited.userId), eq(notifications.type, 'INVITATION')));
      expect(invitationNotices).toEqual([
        { title: '견적 요청을 받았습니다', url: `/bid/${announcementId}` },
      ]);
      const remaining = await setup.handle.db
        .select()
        .from(announcementTemps)
        .where(eq(announcementTemps.id, Number(tempId)));
      expect(remaining).toEqual([]);
    });

    it("marks a re-created request and refuses someone else's draft", async () => {
      const owner = await createMember();
      const finished = await insertAnnouncementForTest(setup.handle.db, owner, {
        state: 'CANCELED',
      });
      const copy = await setup.server.graphql<{ reCreateAnnouncement: { id: string } }>(
        'mutation R($id: ID!) { reCreateAnnouncement(id: $id) { id } }',
        { variables: { id: String(finished.id) }, headers: owner.headers },
      );
      const tempId = copy.body.data!.reCreateAnnouncement.id;
      const stranger = await createMember();
      const refused = await publish(stranger.headers, await createValidInput(), tempId);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const { body } = await publish(owner.headers, await createValidInput(), tempId);
      expect(body.data?.createAnnouncement.isReCreated).toBe(true);
      const [row] = await setup.handle.db
        .select({ reCreatedFromId: announcements.reCreatedFromId })
        .from(announcements)
        .where(eq(announcements.id, Number(body.data!.createAnnouncement.id)));
      expect(row?.reCreatedFromId).toBe(finished.id);
    });

    it('refuses the same file as an image and as an attachment, in a draft and on publish', async () => {
      const owner = await createMember();
      const image = await uploadImageForTest(setup.server, owner.headers);
      const draft = await setup.server.graphql(CREATE_TEMP, {
        variables: { data: { images__ids: [image], files__ids: [image] } },
        headers: owner.headers,
      });
      const published = await publish(
        owner.headers,
        await createValidInput({ images__ids: [image], files__ids: [image] }),
      );
      for (const { body } of [draft, published]) {
        expect(body.errors?.[0]).toMatchObject({
          message: '같은 파일을 이미지와 첨부 파일에 함께 넣을 수 없습니다.',
          extensions: { code: 'BAD_USER_INPUT', field: 'files__ids' },
        });
      }
      const mine = await setup.server.graphql<{ myAnnouncements: { totalCount: number } }>(MINE, {
        headers: owner.headers,
      });
      expect(mine.body.data?.myAnnouncements.totalCount).toBe(0);
    });

    it('publishes a draft whose invited company has since left or become a consumer, without inviting it', async () => {
      const owner = await createMember();
      const departed = await insertCompanyForTest(setup.handle.db);
      const nowConsumer = await insertCompanyForTest(setup.handle.db);
      const tempIds: string[] = [];
      for (const company of [departed, nowConsumer]) {
        const temp = await setup.server.graphql<{ createAnnouncementTemp: { id: string } }>(
          CREATE_TEMP,
          {
            variables: { data: { step: 8, invitationProfileId: String(company.profileId) } },
            headers: owner.headers,
          },
        );
        tempIds.push(temp.body.data!.createAnnouncementTemp.id);
      }
      await setup.handle.db
        .update(profiles)
        .set({ deletedAt: new Date() })
        .where(eq(profiles.id, departed.profileId));
      await setup.handle.db
        .update(profiles)
        .set({ type: 'CONSUMER' })
        .where(eq(profiles.id, nowConsumer.profileId));
      for (const tempId of tempIds) {
        const { body } = await publish(owner.headers, await createValidInput(), tempId);
        expect(body.errors).toBeUndefined();
        const invitations = await setup.handle.db
          .select({ id: announcementInvitations.id })
          .from(announcementInvitations)
          .where(
            eq(announcementInvitations.announcementId, Number(body.data!.createAnnouncement.id)),
          );
        expect(invitations).toEqual([]);
      }
      await setup.server.drainJobs();
      const notices = await setup.handle.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(inArray(notifications.userId, [departed.userId, nowConsumer.userId]));
      expect(notices).toEqual([]);
    });

    it('needs a login and a profile (a consumer profile is enough)', async () => {
      const input = await createValidInput();
      const anonymous = await publish({}, input);
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const user = await insertUserForTest(setup.handle.db, 'no-profile');
      const noProfile = await publish(await createAuthHeadersForTest(user.id), input);
      expect(noProfile.body.errors?.[0]).toMatchObject({
        message: '프로필을 먼저 완성해 주세요.',
        extensions: { code: 'BAD_USER_INPUT', reason: 'PROFILE_REQUIRED' },
      });
      const engineer = await createMember('ENGINEER');
      expect((await publish(engineer.headers, input)).body.errors).toBeUndefined();
    });
  });

  describe('announcements list', () => {
    it('lists only effectively recruiting requests by default, newest first', async () => {
      const owner = await createMember();
      const leaf = await insertCategoryForTest(setup.handle.db, '미장공사');
      const older = await insertAnnouncementForTest(setup.handle.db, owner, {
        categoryIds: [leaf],
      });
      const newer = await insertAnnouncementForTest(setup.handle.db, owner, {
        categoryIds: [leaf],
      });
      const expired = await insertAnnouncementForTest(setup.handle.db, owner, {
        categoryIds: [leaf],
        postingEndAt: new Date(Date.now() - DAY_MS),
      });
      const result = await list({ categoryIds: [String(leaf)] });
      expect(result.nodes.map((node) => node.id)).toEqual([String(newer.id), String(older.id)]);
      expect(result.totalCount).toBe(2);
      const closed = await list({ categoryIds: [String(leaf)], filter: { states: ['CLOSED'] } });
      expect(closed.nodes).toEqual([
        expect.objectContaining({ id: String(expired.id), state: 'CLOSED' }),
      ]);
    });

    it('answers a card-only page exactly as a page of whole rows', async () => {
      const owner = await createMember();
      const leaf = await insertCategoryForTest(setup.handle.db, '방수공사');
      await insertAnnouncementForTest(setup.handle.db, owner, { categoryIds: [leaf] });
      await insertAnnouncementForTest(setup.handle.db, owner, {
        categoryIds: [leaf],
        postingEndAt: new Date(Date.now() - DAY_MS),
        applyCount: 1,
      });
      // The /bid card (BidCardFields) reads 14 columns; `description` needs the whole row.
      const cardFields = `id uniqueId title state sigungu servicePriceType servicePrice
        postingEndAt applyCnt isEmergency isFavorite workType hasNewApplies isMine canEdit
        categories { id name } mainImage { id }`;
      const read = async (fields: string) => {
        const { body } = await setup.server.graphql<{
          announcements: { nodes: Array<Record<string, unknown>> };
        }>(
          `query L($categoryIds: [ID!], $filter: AnnouncementFilterInput) {
            announcements(categoryIds: $categoryIds, filter: $filter) { nodes { ${fields} } }
          }`,
          {
            variables: {
              categoryIds: [String(leaf)],
              filter: { states: ['RECRUITING', 'CHOOSING', 'CLOSED'] },
            },
            headers: owner.headers,
          },
        );
        expect(body.errors).toBeUndefined();
        return body.data!.announcements.nodes;
      };
      const cards = await read(cardFields);
      const whole = await read(`${cardFields} description`);
      expect(cards).toHaveLength(2);
      expect(cards).toEqual(whole.map(({ description: _description, ...card }) => card));
      expect(cards.map((card) => card.state)).toEqual(['CHOOSING', 'RECRUITING']);
    });

    it('computes 선정중 and 마감 from time and applicants', async () => {
      const owner = await createMember();
      const applicant = await insertCompanyForTest(setup.handle.db);
      const leaf = await insertCategoryForTest(setup.handle.db, '타일공사');
      const choosing = await insertAnnouncementForTest(setup.handle.db, owner, {
        categoryIds: [leaf],
        postingEndAt: new Date(Date.now() - DAY_MS),
        applyCount: 1,
      });
      await insertApplyForTest(setup.handle.db, { announcementId: choosing.id, ...applicant });
      const overdue = await insertAnnouncementForTest(setup.handle.db, owner, {
        categoryIds: [leaf],
        postingEndAt: new Date(Date.now() - 20 * DAY_MS),
        applyCount: 1,
      });
      await insertApplyForTest(setup.handle.db, { announcementId: overdue.id, ...applicant });
      const stillChoosing = await insertAnnouncementForTest(setup.handle.db, owner, {
        categoryIds: [leaf],
        state: 'CHOOSING',
        postingEndAt: new Date(Date.now() - 20 * DAY_MS),
        choosingEndAt: new Date(Date.now() + DAY_MS),
        applyCount: 1,
      });
      const all = await list({
        categoryIds: [String(leaf)],
        filter: { states: ['RECRUITING', 'CHOOSING', 'CHOSEN', 'COMPLETED', 'CLOSED', 'CANCELED'] },
      });
      const stateOf = (id: number) => all.nodes.find((node) => node.id === String(id))?.state;
      expect(stateOf(choosing.id)).toBe('CHOOSING');
      expect(stateOf(overdue.id)).toBe('CLOSED');
      expect(stateOf(stillChoosing.id)).toBe('CHOOSING');
      const detail = await setup.server.graphql<{ announcement: Announcement }>(DETAIL, {
        variables: { id: String(choosing.id) },
      });
      expect(detail.body.data?.announcement.state).toBe('CHOOSING');
    });

    it('filters by the same effective state the cards show', async () => {
      const owner = await createMember();
      const leaf = await insertCategoryForTest(setup.handle.db, '금속공사');
      const now = Date.now();
      const grid = [
        { state: 'RECRUITING', postingEndAt: new Date(now + DAY_MS), applyCount: 0 },
        { state: 'RECRUITING', postingEndAt: new Date(now - DAY_MS), applyCount: 0 },
        { state: 'RECRUITING', postingEndAt: new Date(now - DAY_MS), applyCount: 2 },
        { state: 'RECRUITING', postingEndAt: new Date(now - 15 * DAY_MS), applyCount: 2 },
        {
          state: 'RECRUITING',
          postingEndAt: new Date(now - 15 * DAY_MS),
          applyCount: 2,
          choosingEndAt: null,
        },
        { state: 'CHOOSING', postingEndAt: new Date(now - DAY_MS), applyCount: 1 },
        { state: 'CHOOSING', postingEndAt: new Date(now - 20 * DAY_MS), applyCount: 1 },
        { state: 'CHOSEN', postingEndAt: new Date(now + DAY_MS), applyCount: 1 },
        // ADR 0027: 선정완료 turns 완료 ANNOUNCEMENT_AUTO_COMPLETE_DAYS (60) after the selection.
        {
          state: 'CHOSEN',
          postingEndAt: new Date(now - 70 * DAY_MS),
          applyCount: 1,
          chosenAt: new Date(now - 59 * DAY_MS),
        },
        {
          state: 'CHOSEN',
          postingEndAt: new Date(now - 70 * DAY_MS),
          applyCount: 1,
          chosenAt: new Date(now - 61 * DAY_MS),
        },
        {
          state: 'COMPLETED',
          postingEndAt: new Date(now - DAY_MS),
          applyCount: 1,
          chosenAt: new Date(now - DAY_MS),
        },
        { state: 'CLOSED', postingEndAt: new Date(now + DAY_MS), applyCount: 0 },
        { state: 'CANCELED', postingEndAt: new Date(now - DAY_MS), applyCount: 1 },
      ] as const;
      for (const row of grid) {
        await insertAnnouncementForTest(setup.handle.db, owner, { ...row, categoryIds: [leaf] });
      }
      const seen = new Map<string, string>();
      const counts = new Map<string, number>();
      for (const state of ['RECRUITING', 'CHOOSING', 'CHOSEN', 'COMPLETED', 'CLOSED', 'CANCELED']) {
        const page = await list({ categoryIds: [String(leaf)], filter: { states: [state] } });
        expect(page.totalCount).toBe(page.nodes.length);
        for (const node of page.nodes) {
          expect(node.state).toBe(state);
          seen.set(node.id, state);
        }
        counts.set(state, page.nodes.length);
      }
      expect(seen.size).toBe(grid.length);
      expect(counts.get('CHOSEN')).toBe(2);
      expect(counts.get('COMPLETED')).toBe(2);
    });

    it('searches by number, trade name, 초성 and region', async () => {
      const owner = await createMember();
      const leaf = await insertCategoryForTest(setup.handle.db, '석면해체공사');
      // The reference seed stores 초성 with every trade; the test fixture does not.
      await setup.handle.db
        .update(categories)
        .set({ choseong: toChoseong('석면해체공사') })
        .where(eq(categories.id, leaf));
      const target = await insertAnnouncementForTest(setup.handle.db, owner, {
        categoryIds: [leaf],
        sigungu: '제주특별자치도 서귀포시',
      });
      const other = await insertAnnouncementForTest(setup.handle.db, owner, {
        sigungu: '부산광역시 해운대구',
      });
      const ids = async (search: string) =>
        (await list({ filter: { search } })).nodes.map((node) => node.id);
      expect(await ids(target.uniqueId)).toEqual([String(target.id)]);
      expect(await ids('석면')).toEqual([String(target.id)]);
      expect(await ids('ㅅㅁㅎㅊ')).toEqual([String(target.id)]);
      expect(await ids('서귀포')).toEqual([String(target.id)]);
      expect(await ids('해운대')).toEqual([String(other.id)]);
      expect(await ids('99999998')).toEqual([]);
    });

    it('matches parent categories, regions, price ranges and the emergency flag', async () => {
      const owner = await createMember();
      const leaf = await insertCategoryForTest(setup.handle.db, '창호공사');
      const { body } = await setup.server.graphql<{
        categoriesByIds: Array<{ parentId: string; topParentId: string }>;
      }>('query C($ids: [ID!]!) { categoriesByIds(ids: $ids) { parentId topParentId } }', {
        variables: { ids: [String(leaf)] },
      });
      const parentId = body.data!.categoriesByIds[0]!.topParentId;
      const input = await createValidInput({ categories__ids: [String(leaf)] });
      const written = await publish(owner.headers, { ...input, servicePrice: 7_000_000 });
      const band = await publish(owner.headers, {
        ...input,
        servicePriceType: 'OVER_500_LESSTHEN_1000',
        servicePrice: null,
        sigungu: '경기도 수원시',
        isEmergency: true,
      });
      const large = await publish(owner.headers, { ...input, servicePrice: 200_000_000 });
      const idOf = (response: typeof written) => response.body.data!.createAnnouncement.id;
      const ids = async (variables: Record<string, unknown>) =>
        (await list({ categoryIds: [parentId], ...variables })).nodes.map((node) => node.id);

      expect(await ids({})).toEqual([idOf(large), idOf(band), idOf(written)]);
      expect(await ids({ filter: { priceRanges: ['OVER_500_LESSTHEN_1000'] } })).toEqual([
        idOf(band),
        idOf(written),
      ]);
      expect(await ids({ filter: { priceRanges: ['OVER_10000'] } })).toEqual([idOf(large)]);
      expect(await ids({ filter: { locations: ['경기도'] } })).toEqual([idOf(band)]);
      expect(await ids({ filter: { locations: ['서울특별시 강남구'] } })).toEqual([
        idOf(large),
        idOf(written),
      ]);
      expect(await ids({ filter: { isEmergency: true } })).toEqual([idOf(band)]);
      expect(await ids({ filter: { workTypes: ['REPAIR'] } })).toEqual([]);
      const unknown = await setup.server.graphql(LIST, {
        variables: { filter: { priceRanges: ['CHEAP'] } },
      });
      expect(unknown.body.errors?.[0]).toMatchObject({
        message: '알 수 없는 금액 구간입니다: CHEAP',
        extensions: { code: 'BAD_USER_INPUT', field: 'priceRanges' },
      });
    });

    it('sorts by deadline, price, newest and applicants, page by page', async () => {
      const owner = await createMember();
      const leaf = await insertCategoryForTest(setup.handle.db, '도배공사');
      const soon = await insertAnnouncementForTest(setup.handle.db, owner, {
        categoryIds: [leaf],
        postingEndAt: new Date(Date.now() + DAY_MS),
        applyCount: 1,
      });
      const late = await insertAnnouncementForTest(setup.handle.db, owner, {
        categoryIds: [leaf],
        postingEndAt: new Date(Date.now() + 5 * DAY_MS),
        applyCount: 3,
      });
      const input = await createValidInput({ categories__ids: [String(leaf)] });
      const priced = await publish(owner.headers, { ...input, servicePrice: 90_000_000 });
      const pricedId = priced.body.data!.createAnnouncement.id;
      const ids = async (sort: string) =>
        (await list({ categoryIds: [String(leaf)], sort })).nodes.map((node) => node.id);
      expect(await ids('1')).toEqual([String(soon.id), String(late.id), pricedId]);
      expect((await ids('2'))[0]).toBe(pricedId);
      expect(await ids('3')).toEqual([pricedId, String(late.id), String(soon.id)]);
      expect(await ids('4')).toEqual([String(late.id), String(soon.id), pricedId]);

      for (const sort of ['1', '2', '3', '4']) {
        const seen: string[] = [];
        let after: string | null = null;
        do {
          const page: ListResult['announcements'] = await list({
            categoryIds: [String(leaf)],
            sort,
            paging: { first: 1, after },
          });
          seen.push(...page.nodes.map((node) => node.id));
          after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
        } while (after !== null);
        expect(seen).toEqual(await ids(sort));
      }
      const bad = await setup.server.graphql(LIST, { variables: { sort: '9' } });
      expect(bad.body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'sort',
      });
    });

    it('carries the capped count with a card page, and counts an empty page on its own', async () => {
      const owner = await createMember();
      const leaf = await insertCategoryForTest(setup.handle.db, '미장공사');
      const postingEndAt = new Date(Date.now() + DAY_MS);
      for (let index = 0; index < 3; index += 1) {
        await insertAnnouncementForTest(setup.handle.db, owner, {
          postingEndAt,
          categoryIds: [leaf],
        });
      }
      type Capped = {
        announcements: {
          totalCountCapped: { count: number; isCapped: boolean };
          nodes: { id: string; categories: { id: string }[] }[];
          pageInfo: { endCursor: string | null };
        };
      };
      const cardPage = async (paging: Record<string, unknown>) => {
        const { body } = await setup.server.graphql<Capped>(
          `query B($categoryIds: [ID!], $paging: PagingInput) {
            announcements(categoryIds: $categoryIds, paging: $paging) {
              totalCountCapped { count isCapped }
              nodes { id categories { id } }
              pageInfo { endCursor }
            }
          }`,
          { variables: { categoryIds: [String(leaf)], paging } },
        );
        expect(body.errors).toBeUndefined();
        return body.data!.announcements;
      };
      const first = await cardPage({ first: 2 });
      expect(first.totalCountCapped).toEqual({ count: 3, isCapped: false });
      expect(first.nodes).toHaveLength(2);
      expect(first.nodes[0]!.categories).toEqual([{ id: String(leaf) }]);
      const rest = await cardPage({ first: 2, after: first.pageInfo.endCursor });
      expect(rest.nodes).toHaveLength(1);
      const pastEnd = await cardPage({ first: 2, after: rest.pageInfo.endCursor });
      expect(pastEnd.nodes).toEqual([]);
      expect(pastEnd.totalCountCapped).toEqual({ count: 3, isCapped: false });
    });

    it('answers the /bid landing page (a prepared statement per order) as any other page is answered', async () => {
      const owner = await createMember();
      const leaf = await insertCategoryForTest(setup.handle.db, '타일공사');
      // Deadlines in both orders of insertion, a closed one and a cancelled one: the landing page
      // shows 모집중 only, by deadline.
      for (const days of [5, 2, 9, 1]) {
        await insertAnnouncementForTest(setup.handle.db, owner, {
          categoryIds: [leaf],
          postingEndAt: new Date(Date.now() + days * DAY_MS),
        });
      }
      await insertAnnouncementForTest(setup.handle.db, owner, {
        categoryIds: [leaf],
        postingEndAt: new Date(Date.now() - DAY_MS),
      });
      await insertAnnouncementForTest(setup.handle.db, owner, {
        categoryIds: [leaf],
        state: 'CANCELED',
      });
      type Page = {
        totalCountCapped: { count: number; isCapped: boolean };
        nodes: Array<Record<string, unknown> & { state: string; postingEndAt: string }>;
        edges: Array<{ cursor: string }>;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
      // The card's columns only: the landing statement. With description (a whole row): the
      // statement built for any filter, sort and cursor.
      const cardFields = `id uniqueId title state sigungu servicePriceType servicePrice
        postingEndAt applyCnt isEmergency workType hasNewApplies categories { id }`;
      const read = async (fields: string, after: string | null = null, sort?: string) => {
        const { body } = await setup.server.graphql<{ announcements: Page }>(
          `query L($paging: PagingInput, $sort: String) {
            announcements(paging: $paging, sort: $sort) {
              totalCountCapped { count isCapped }
              nodes { ${fields} }
              edges { cursor }
              pageInfo { hasNextPage endCursor }
            }
          }`,
          { variables: { paging: { first: 3, after }, sort } },
        );
        expect(body.errors).toBeUndefined();
        return body.data!.announcements;
      };
      // 최신순 (the default), 마감 임박순, 금액순, 지원자순.
      const orders = [
        [undefined, 'latest'],
        ['1', 'deadline'],
        ['2', 'price'],
        ['4', 'apply_count'],
      ] as const;
      for (const [sort, statement] of orders) {
        const probe = watchQueriesForTest(setup.handle.db);
        let landing: Page;
        try {
          landing = await read(cardFields, null, sort);
        } finally {
          probe.stop();
        }
        // The named statement went out (node-postgres names it; PGlite's session sends no name).
        if (setup.handle.driver === 'postgres') {
          expect(probe.statementNames).toContain(
            `announcement_landing_page_${statement}_3_${DEFAULT_COUNT_CAP}`,
          );
        }
        const general = await read(`${cardFields} description`, null, sort);
        expect(landing).toEqual({
          ...general,
          nodes: general.nodes.map(({ description: _description, ...card }) => card),
        });
        expect(landing.nodes).toHaveLength(3);
        expect(landing.nodes.every((node) => node.state === 'RECRUITING')).toBe(true);
        // Its cursor continues in the general statement, where the first page left off.
        const next = await read(cardFields, landing.pageInfo.endCursor, sort);
        const generalNext = await read(
          `${cardFields} description`,
          general.pageInfo.endCursor,
          sort,
        );
        expect(next.nodes.map((node) => node.id)).toEqual(generalNext.nodes.map((node) => node.id));
        expect(next.nodes.map((node) => node.id)).not.toContain(landing.nodes[2]!.id);
      }
      const byDeadline = await read(cardFields, null, '1');
      const deadlines = byDeadline.nodes.map((node) => Date.parse(node.postingEndAt));
      expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    });

    it('answers without counting when totalCount is not asked for', async () => {
      const leaf = await insertCategoryForTest(setup.handle.db, '조적공사');
      const { body } = await setup.server.graphql(LIST_WITHOUT_COUNT, {
        variables: { categoryIds: [String(leaf)] },
      });
      expect(body).toEqual({ data: { announcements: { nodes: [] } } });
    });
  });

  describe('announcement detail', () => {
    it('shows the contact only to the owner and companies that applied', async () => {
      const owner = await createMember();
      const applicant = await createMember('CORPORATION');
      const writer = await createMember('CORPORATION');
      const stranger = await createMember('CORPORATION');
      const announcement = await insertAnnouncementForTest(setup.handle.db, owner, {
        applyCount: 1,
      });
      await insertApplyForTest(setup.handle.db, { announcementId: announcement.id, ...applicant });
      await insertApplyForTest(setup.handle.db, {
        announcementId: announcement.id,
        ...writer,
        state: 'WRITING',
      });
      const read = async (headers: Record<string, string>) => {
        const { body } = await setup.server.graphql<{ announcement: Announcement }>(DETAIL, {
          variables: { id: String(announcement.id) },
          headers,
        });
        expect(body.errors).toBeUndefined();
        return body.data!.announcement;
      };
      expect(await read(owner.headers)).toMatchObject({
        addressDetail: '101호',
        emergencyContact: '01012345678',
        isMine: true,
        canEdit: false,
      });
      expect(await read(applicant.headers)).toMatchObject({
        addressDetail: '101호',
        emergencyContact: '01012345678',
        isMine: false,
      });
      for (const headers of [writer.headers, stranger.headers, {}]) {
        expect(await read(headers)).toMatchObject({
          addressDetail: null,
          emergencyContact: null,
          canEdit: false,
          hasNewApplies: false,
        });
      }
    });

    it('marks the invitation of an invited company as checked when it opens the request', async () => {
      const owner = await createMember();
      const invited = await createMember('CORPORATION');
      const announcement = await insertAnnouncementForTest(setup.handle.db, owner);
      await setup.handle.db
        .insert(announcementInvitations)
        .values({ announcementId: announcement.id, profileId: invited.profileId });
      await setup.server.graphql(DETAIL, {
        variables: { id: String(announcement.id) },
        headers: owner.headers,
      });
      const unchecked = await setup.handle.db
        .select({ isChecked: announcementInvitations.isChecked })
        .from(announcementInvitations)
        .where(eq(announcementInvitations.announcementId, announcement.id));
      expect(unchecked).toEqual([{ isChecked: false }]);
      await setup.server.graphql(DETAIL, {
        variables: { id: String(announcement.id) },
        headers: invited.headers,
      });
      const checked = await setup.handle.db
        .select({ isChecked: announcementInvitations.isChecked })
        .from(announcementInvitations)
        .where(eq(announcementInvitations.announcementId, announcement.id));
      expect(checked).toEqual([{ isChecked: true }]);
    });

    it('answers NOT_FOUND for a missing request', async () => {
      const { body } = await setup.server.graphql(DETAIL, { variables: { id: '987654321' } });
      expect(body.errors?.[0]).toMatchObject({
        message: '견적 요청을 찾을 수 없습니다.',
        extensions: { code: 'NOT_FOUND' },
      });
    });
  });

  describe('owner actions', () => {
    it('updates a recruiting request without applicants, and nobody else may', async () => {
      const owner = await createMember();
      const { body } = await publish(owner.headers, await createValidInput());
      const created = body.data!.createAnnouncement;
      const changed = await setup.server.graphql<{ updateAnnouncement: Announcement }>(UPDATE, {
        variables: {
          id: created.id,
          data: await createValidInput({
            description: '바뀐 공사 내용을 적었습니다.',
            postingDay: 3,
          }),
        },
        headers: owner.headers,
      });
      expect(changed.body.errors).toBeUndefined();
      expect(changed.body.data?.updateAnnouncement).toMatchObject({
        id: created.id,
        uniqueId: created.uniqueId,
        description: '바뀐 공사 내용을 적었습니다.',
        postingDay: 3,
      });
      const stranger = await createMember();
      const refused = await setup.server.graphql(UPDATE, {
        variables: { id: created.id, data: await createValidInput() },
        headers: stranger.headers,
      });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const anonymous = await setup.server.graphql(UPDATE, {
        variables: { id: created.id, data: await createValidInput() },
      });
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('refuses to update or delete a request with applicants', async () => {
      const owner = await createMember();
      const applicant = await insertCompanyForTest(setup.handle.db);
      const announcement = await insertAnnouncementForTest(setup.handle.db, owner, {
        applyCount: 1,
      });
      await insertApplyForTest(setup.handle.db, { announcementId: announcement.id, ...applicant });
      const update = await setup.server.graphql(UPDATE, {
        variables: { id: String(announcement.id), data: await createValidInput() },
        headers: owner.headers,
      });
      expect(update.body.errors?.[0]).toMatchObject({
        message: '지원자가 있는 공고는 수정할 수 없습니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const remove = await setup.server.graphql(DELETE, {
        variables: { id: String(announcement.id) },
        headers: owner.headers,
      });
      expect(remove.body.errors?.[0]).toMatchObject({
        message: '지원자가 있는 공고는 삭제할 수 없습니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('refuses to update a request whose posting has ended', async () => {
      const owner = await createMember();
      const announcement = await insertAnnouncementForTest(setup.handle.db, owner, {
        postingEndAt: new Date(Date.now() - DAY_MS),
      });
      const { body } = await setup.server.graphql(UPDATE, {
        variables: { id: String(announcement.id), data: await createValidInput() },
        headers: owner.headers,
      });
      expect(body.errors?.[0]?.message).toBe('모집 중인 공고만 수정할 수 있습니다.');
      const [row] = await setup.handle.db
        .select({ state: announcements.state })
        .from(announcements)
        .where(eq(announcements.id, announcement.id));
      expect(row?.state).toBe('RECRUITING');
    });

    it('deletes a request: it disappears from the detail and my list', async () => {
      const owner = await createMember();
      const stranger = await createMember();
      const announcement = await insertAnnouncementForTest(setup.handle.db, owner);
      const refused = await setup.server.graphql(DELETE, {
        variables: { id: String(announcement.id) },
        headers: stranger.headers,
      });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const { body } = await setup.server.graphql(DELETE, {
        variables: { id: String(announcement.id) },
        headers: owner.headers,
      });
      expect(body).toEqual({ data: { deleteAnnouncement: String(announcement.id) } });
      const detail = await setup.server.graphql(DETAIL, {
        variables: { id: String(announcement.id) },
      });
      expect(detail.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const mine = await setup.server.graphql<{ myAnnouncements: { totalCount: number } }>(MINE, {
        headers: owner.headers,
      });
      expect(mine.body.data?.myAnnouncements.totalCount).toBe(0);
    });

    it('cancels a recruiting or choosing request and tells the applicants', async () => {
      const owner = await createMember();
      const applicant = await insertCompanyForTest(setup.handle.db);
      const choosing = await insertAnnouncementForTest(setup.handle.db, owner, {
        postingEndAt: new Date(Date.now() - DAY_MS),
        applyCount: 1,
      });
      await insertApplyForTest(setup.handle.db, { announcementId: choosing.id, ...applicant });
      const { body } = await setup.server.graphql<{ cancelAnnouncement: Announcement }>(CANCEL, {
        variables: { id: String(choosing.id) },
        headers: owner.headers,
      });
      expect(body.data?.cancelAnnouncement.state).toBe('CANCELED');
      await setup.server.drainJobs();
      const notices = await setup.handle.db
        .select({
          type: notifications.type,
          title: notifications.title,
          message: notifications.message,
          url: notifications.url,
          relationId: notifications.relationId,
        })
        .from(notifications)
        .where(eq(notifications.userId, applicant.userId));
      expect(notices).toEqual([
        {
          type: 'NOTICE',
          title: '견적 요청 취소',
          // The test request has no trades, so its title is the untitled one.
          message: "지원하신 '작성 중인 견적 요청' 견적 요청이 취소되었습니다.",
          url: `/bid/${choosing.id}`,
          relationId: choosing.id,
        },
      ]);
      const again = await setup.server.graphql(CANCEL, {
        variables: { id: String(choosing.id) },
        headers: owner.headers,
      });
      expect(again.body.errors?.[0]).toMatchObject({
        message: '모집 중이거나 선정 중인 공고만 취소할 수 있습니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const closed = await insertAnnouncementForTest(setup.handle.db, owner, {
        postingEndAt: new Date(Date.now() - DAY_MS),
      });
      const late = await setup.server.graphql(CANCEL, {
        variables: { id: String(closed.id) },
        headers: owner.headers,
      });
      expect(late.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('counts my requests by effective state with drafts and new applicants', async () => {
      const owner = await createMember();
      await insertAnnouncementForTest(setup.handle.db, owner);
      await insertAnnouncementForTest(setup.handle.db, owner, {
        postingEndAt: new Date(Date.now() - DAY_MS),
      });
      await insertAnnouncementForTest(setup.handle.db, owner, {
        postingEndAt: new Date(Date.now() - DAY_MS),
        applyCount: 2,
      });
      await insertAnnouncementForTest(setup.handle.db, owner, { state: 'CHOSEN' });
      await insertAnnouncementForTest(setup.handle.db, owner, { state: 'CANCELED' });
      const withNews = await insertAnnouncementForTest(setup.handle.db, owner);
      await setup.handle.db
        .update(announcements)
        .set({ hasNewApplies: true })
        .where(eq(announcements.id, withNews.id));
      await setup.server.graphql(CREATE_TEMP, { variables: { data: {} }, headers: owner.headers });
      const { body } = await setup.server.graphql(DASHBOARD, { headers: owner.headers });
      expect(body.data).toEqual({
        myAnnouncementDashboard: {
          tempCount: 1,
          recruitingCount: 2,
          choosingCount: 1,
          chosenCount: 1,
          closedCount: 1,
          canceledCount: 1,
          newAppliesCount: 1,
        },
      });
      const mine = await setup.server.graphql<{ myAnnouncements: { totalCount: number } }>(MINE, {
        variables: { states: ['CLOSED', 'CHOOSING'] },
        headers: owner.headers,
      });
      expect(mine.body.data?.myAnnouncements.totalCount).toBe(2);
      const detail = await setup.server.graphql<{ announcement: Announcement }>(DETAIL, {
        variables: { id: String(withNews.id) },
        headers: owner.headers,
      });
      expect(detail.body.data?.announcement.hasNewApplies).toBe(true);
      const anonymous = await setup.server.graphql(DASHBOARD);
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('new-applicant dot', () => {
    const NOTICE = `{ myBidNotice { hasNewApplies } hasNewAppliesForMyAnnouncements
      myAnnouncementDashboard { newAppliesCount } }`;

    async function createRequestWithNewApplicant(
      owner: { userId: number; profileId: number },
      times: { postingEndAt?: Date; choosingEndAt?: Date } = {},
    ) {
      const applicant = await insertCompanyForTest(setup.handle.db);
      const request = await insertAnnouncementForTest(setup.handle.db, owner, {
        ...times,
        applyCount: 1,
      });
      await insertApplyForTest(setup.handle.db, { announcementId: request.id, ...applicant });
      await setup.handle.db
        .update(announcements)
        .set({ hasNewApplies: true })
        .where(eq(announcements.id, request.id));
      return request;
    }

    async function readDot(headers: Record<string, string>, id: number) {
      const { body } = await setup.server.graphql<{
        myBidNotice: { hasNewApplies: boolean };
        hasNewAppliesForMyAnnouncements: boolean;
        myAnnouncementDashboard: { newAppliesCount: number };
      }>(NOTICE, { headers });
      expect(body.errors).toBeUndefined();
      const detail = await setup.server.graphql<{ announcement: Announcement }>(DETAIL, {
        variables: { id: String(id) },
        headers,
      });
      return {
        notice: body.data!.myBidNotice.hasNewApplies,
        myAnnouncements: body.data!.hasNewAppliesForMyAnnouncements,
        dashboard: body.data!.myAnnouncementDashboard.newAppliesCount,
        card: detail.body.data?.announcement.hasNewApplies,
      };
    }

    it('goes out when the owner cancels the request', async () => {
      const owner = await createMember();
      const request = await createRequestWithNewApplicant(owner);
      expect(await readDot(owner.headers, request.id)).toEqual({
        notice: true,
        myAnnouncements: true,
        dashboard: 1,
        card: true,
      });
      const { body } = await setup.server.graphql(CANCEL, {
        variables: { id: String(request.id) },
        headers: owner.headers,
      });
      expect(body.errors).toBeUndefined();
      expect(await readDot(owner.headers, request.id)).toEqual({
        notice: false,
        myAnnouncements: false,
        dashboard: 0,
        card: false,
      });
    });

    it('stays while choosing and goes out once the choosing period has closed', async () => {
      const owner = await createMember();
      const choosing = await createRequestWithNewApplicant(owner, {
        postingEndAt: new Date(Date.now() - DAY_MS),
      });
      expect(await readDot(owner.headers, choosing.id)).toMatchObject({
        notice: true,
        dashboard: 1,
      });
      const other = await createMember();
      const closed = await createRequestWithNewApplicant(other, {
        postingEndAt: new Date(Date.now() - 20 * DAY_MS),
        choosingEndAt: new Date(Date.now() - 6 * DAY_MS),
      });
      expect(await readDot(other.headers, closed.id)).toEqual({
        notice: false,
        myAnnouncements: false,
        dashboard: 0,
        card: false,
      });
    });
  });

  describe('transactions', () => {
    it('sends the statements of a cancellation one after another', async () => {
      const owner = await createMember();
      const applicant = await insertCompanyForTest(setup.handle.db);
      const leaf = await insertCategoryForTest(setup.handle.db, '미장공사');
      const request = await insertAnnouncementForTest(setup.handle.db, owner, {
        applyCount: 1,
        categoryIds: [leaf],
      });
      await insertApplyForTest(setup.handle.db, { announcementId: request.id, ...applicant });
      const probe = watchQueriesForTest(setup.handle.db);
      try {
        const { body } = await setup.server.graphql(CANCEL, {
          variables: { id: String(request.id) },
          headers: owner.headers,
        });
        expect(body.errors).toBeUndefined();
        expect(probe.queryCount).toBeGreaterThan(0);
        expect(probe.overlapCount).toBe(0);
      } finally {
        probe.stop();
      }
    });
  });

  it('keeps every personal list behind a login', async () => {
    for (const query of [
      '{ myAnnouncements { totalCount } }',
      '{ myAnnouncementTemps { totalCount } }',
      '{ favoriteAnnouncements { totalCount } }',
      '{ myAnnouncementDashboard { tempCount } }',
    ]) {
      const { body } = await setup.server.graphql(query);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  describe('favourite requests', () => {
    it('adds and removes a favourite, idempotently', async () => {
      const owner = await createMember();
      const viewer = await createMember('CORPORATION');
      const first = await insertAnnouncementForTest(setup.handle.db, owner);
      const second = await insertAnnouncementForTest(setup.handle.db, owner);
      for (const id of [first.id, second.id, second.id]) {
        const { body } = await setup.server.graphql(ADD_FAVORITE, {
          variables: { id: String(id) },
          headers: viewer.headers,
        });
        expect(body.data).toEqual({
          addFavoriteAnnouncement: { id: String(id), isFavorite: true },
        });
      }
      const favorites = await setup.server.graphql(FAVORITES, { headers: viewer.headers });
      expect(favorites.body.data).toEqual({
        favoriteAnnouncements: {
          totalCount: 2,
          nodes: [
            { id: String(second.id), isFavorite: true },
            { id: String(first.id), isFavorite: true },
          ],
        },
      });
      type FavoritePage = {
        favoriteAnnouncements: {
          nodes: Array<{ id: string }>;
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      };
      const PAGED = `query P($paging: PagingInput) { favoriteAnnouncements(paging: $paging) {
        nodes { id } pageInfo { hasNextPage endCursor } } }`;
      const firstPage = await setup.server.graphql<FavoritePage>(PAGED, {
        variables: { paging: { first: 1 } },
        headers: viewer.headers,
      });
      expect(firstPage.body.data?.favoriteAnnouncements).toMatchObject({
        nodes: [{ id: String(second.id) }],
        pageInfo: { hasNextPage: true },
      });
      const secondPage = await setup.server.graphql<FavoritePage>(PAGED, {
        variables: {
          paging: {
            first: 1,
            after: firstPage.body.data!.favoriteAnnouncements.pageInfo.endCursor,
          },
        },
        headers: viewer.headers,
      });
      expect(secondPage.body.data?.favoriteAnnouncements).toMatchObject({
        nodes: [{ id: String(first.id) }],
        pageInfo: { hasNextPage: false },
      });
      const removed = await setup.server.graphql(DELETE_FAVORITE, {
        variables: { id: String(first.id) },
        headers: viewer.headers,
      });
      expect(removed.body.data).toEqual({
        deleteFavoriteAnnouncement: { id: String(first.id), isFavorite: false },
      });
      const anonymous = await setup.server.graphql(ADD_FAVORITE, {
        variables: { id: String(first.id) },
      });
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const missing = await setup.server.graphql(ADD_FAVORITE, {
        variables: { id: '987654321' },
        headers: viewer.headers,
      });
      expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
