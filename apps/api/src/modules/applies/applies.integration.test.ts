import { announcementApplies, announcements, notifications } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { haversineKm } from '@gongsa/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest, uploadImageForTest } from '../../testing/accounts';
import {
  insertAnnouncementForTest,
  insertApplyForTest,
  updateProfileForTest,
} from '../../testing/announcements.repository';
import {
  insertCompanyForTest,
  insertUserForTest,
  type CompanyForTest,
} from '../../testing/companies.repository';
import { watchQueriesForTest } from '../../testing/query-probe';
import { setUpTestServer } from '../../testing/set-up-test-server';

const DAY_MS = 86_400_000;

const APPLY_FIELDS = `id state managerName phoneNumber estimatedAmount hasChecked isMine
  distanceFromSite canReview submittedAt selectedAt estimateFiles { id } profile { id }
  announcement { id }`;

const APPLY = `mutation A($announcementId: ID!, $data: AnnouncementApplyInput!) {
  applyAnnouncement(announcementId: $announcementId, data: $data) { ${APPLY_FIELDS} } }`;
const SUBMIT = `mutation S($id: ID!) { submitAnnouncementApply(id: $id) { ${APPLY_FIELDS} } }`;
const GIVE_UP = `mutation G($id: ID!) { giveUpAnnouncementApply(id: $id) { ${APPLY_FIELDS} } }`;
const DELETE_FILES = `mutation D($id: ID!, $fileIds: [ID!]!) {
  deleteAnnouncementApplyEstimateFiles(id: $id, fileIds: $fileIds) { ${APPLY_FIELDS} } }`;
const SELECT = `mutation Sel($id: ID!) { selectedAnnouncementApply(id: $id) { ${APPLY_FIELDS} } }`;
const READ_APPLY = `query R($id: ID!) { announcementApply(id: $id) { ${APPLY_FIELDS} } }`;
const LIST_APPLIES = `query L($announcementId: ID!, $sort: String, $paging: PagingInput) {
  announcementApplies(announcementId: $announcementId, sort: $sort, paging: $paging) {
    totalCount nodes { ${APPLY_FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const MY_APPLIES = `query M($states: [ApplyState!], $paging: PagingInput) {
  myAnnouncementApplies(states: $states, paging: $paging) { totalCount nodes { id state } } }`;
const DASHBOARD = `query { myApplyDashboard {
  writingCount submittedCount selectedCount notSelectedCount gaveUpCount } }`;
const NOTICE = `query { myBidNotice { hasUncheckedInvitations hasNewApplies }
  hasNewAppliesForMyAnnouncements }`;

type ApplyResult = {
  id: string;
  state: string;
  managerName: string | null;
  phoneNumber: string | null;
  estimatedAmount: number | null;
  hasChecked: boolean;
  isMine: boolean;
  distanceFromSite: number | null;
  canReview: boolean;
  submittedAt: string | null;
  selectedAt: string | null;
  estimateFiles: Array<{ id: string }>;
  profile: { id: string };
  announcement: { id: string };
};

type ApplyPage = {
  announcementApplies: {
    nodes: ApplyResult[];
    pageInfo: { hasNextPage: boolean; endCursor: string };
  };
};

const VALID_DATA = {
  managerName: '김담당',
  phoneNumber: '010-2222-3333',
  estimatedAmount: 12_000_000,
};

const GANGNAM = { latitude: 37.4979, longitude: 127.0276 };
const MAPO = { latitude: 37.5663, longitude: 126.9019 };
const BUSAN = { latitude: 35.1796, longitude: 129.0756 };

describe('applying to estimate requests', () => {
  const setUp = setUpTestServer(() => createTestDatabase());

  /** A consumer who posts requests. */
  async function createClient() {
    const owner = await insertCompanyForTest(setUp.handle.db, { type: 'CONSUMER', name: '의뢰인' });
    return { ...owner, headers: await createAuthHeadersForTest(owner.userId) };
  }

  async function createCompany(
    options: Parameters<typeof insertCompanyForTest>[1] = {},
  ): Promise<CompanyForTest & { headers: Record<string, string> }> {
    const company = await insertCompanyForTest(setUp.handle.db, options);
    return { ...company, headers: await createAuthHeadersForTest(company.userId) };
  }

  async function graphql<T>(
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return setUp.server.graphql<T>(query, { variables, headers });
  }

  async function expectError(
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string>,
    expected: { code: string; message?: string },
  ) {
    const { body } = await graphql(query, variables, headers);
    expect(body.errors?.[0]).toMatchObject({
      ...(expected.message ? { message: expected.message } : {}),
      extensions: { code: expected.code },
    });
    expect(body.data ?? null).toBeNull();
  }

  async function applyAndSubmit(
    announcementId: number,
    company: { headers: Record<string, string> },
    data: Record<string, unknown> = VALID_DATA,
  ): Promise<ApplyResult> {
    const applied = await graphql<{ applyAnnouncement: ApplyResult }>(
      APPLY,
      { announcementId, data },
      company.headers,
    );
    expect(applied.body.errors).toBeUndefined();
    const submitted = await graphql<{ submitAnnouncementApply: ApplyResult }>(
      SUBMIT,
      { id: applied.body.data!.applyAnnouncement.id },
      company.headers,
    );
    expect(submitted.body.errors).toBeUndefined();
    return submitted.body.data!.submitAnnouncementApply;
  }

  async function readAnnouncementRow(id: number) {
    const [row] = await setUp.handle.db
      .select()
      .from(announcements)
      .where(eq(announcements.id, id));
    return row!;
  }

  /** Runs the queued notification jobs first: the rows are written by their handlers. */
  async function readNotifications(userId: number) {
    await setUp.server.drainJobs();
    return setUp.handle.db
      .select({
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        url: notifications.url,
        relationId: notifications.relationId,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId));
  }

  it('saves a draft apply, submits it and tells the owner', async () => {
    const client = await createClient();
    const company = await createCompany({ name: '대한건설' });
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);

    const applied = await graphql<{ applyAnnouncement: ApplyResult }>(
      APPLY,
      { announcementId: announcement.id, data: VALID_DATA },
      company.headers,
    );
    expect(applied.body.errors).toBeUndefined();
    const draft = applied.body.data!.applyAnnouncement;
    expect(draft).toMatchObject({
      state: 'WRITING',
      managerName: '김담당',
      phoneNumber: '01022223333',
      estimatedAmount: 12_000_000,
      isMine: true,
      hasChecked: false,
      submittedAt: null,
      profile: { id: String(company.profileId) },
      announcement: { id: String(announcement.id) },
    });

    // A draft is the company's own business: the owner does not see it yet.
    const hidden = await graphql<{ announcementApplies: { totalCount: number } }>(
      LIST_APPLIES,
      { announcementId: announcement.id },
      client.headers,
    );
    expect(hidden.body.data?.announcementApplies.totalCount).toBe(0);
    await expectError(READ_APPLY, { id: draft.id }, client.headers, {
      code: 'NOT_FOUND',
      message: '지원 내역을 찾을 수 없습니다.',
    });

    // Applying again while writing updates the same draft.
    const updated = await graphql<{ applyAnnouncement: ApplyResult }>(
      APPLY,
      { announcementId: announcement.id, data: { ...VALID_DATA, estimatedAmount: 9_500_000 } },
      company.headers,
    );
    expect(updated.body.data?.applyAnnouncement).toMatchObject({
      id: draft.id,
      estimatedAmount: 9_500_000,
    });

    const submitted = await graphql<{ submitAnnouncementApply: ApplyResult }>(
      SUBMIT,
      { id: draft.id },
      company.headers,
    );
    expect(submitted.body.errors).toBeUndefined();
    expect(submitted.body.data!.submitAnnouncementApply.state).toBe('SUBMITTED');
    expect(submitted.body.data!.submitAnnouncementApply.submittedAt).not.toBeNull();

    expect(await readAnnouncementRow(announcement.id)).toMatchObject({
      applyCount: 1,
      hasNewApplies: true,
    });
    expect(await readNotifications(client.userId)).toEqual([
      {
        type: 'APPLY',
        title: '새 지원자가 있습니다',
        message: `대한건설에서 견적 요청(공고 번호 ${announcement.uniqueId})에 견적을 보냈습니다.`,
        url: `/myBid/detail/${announcement.id}`,
        relationId: Number(draft.id),
      },
    ]);
  });

  it('lights the new-applicant dot until the owner opens the apply', async () => {
    const client = await createClient();
    const company = await createCompany();
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
    const apply = await applyAndSubmit(announcement.id, company);

    const before = await graphql(NOTICE, {}, client.headers);
    expect(before.body.data).toEqual({
      myBidNotice: { hasUncheckedInvitations: false, hasNewApplies: true },
      hasNewAppliesForMyAnnouncements: true,
    });

    const opened = await graphql<{ announcementApply: ApplyResult }>(
      READ_APPLY,
      { id: apply.id },
      client.headers,
    );
    expect(opened.body.data?.announcementApply).toMatchObject({
      hasChecked: true,
      managerName: '김담당',
      phoneNumber: '01022223333',
      estimatedAmount: 12_000_000,
      isMine: false,
    });

    const after = await graphql(NOTICE, {}, client.headers);
    expect(after.body.data).toEqual({
      myBidNotice: { hasUncheckedInvitations: false, hasNewApplies: false },
      hasNewAppliesForMyAnnouncements: false,
    });
    expect((await readAnnouncementRow(announcement.id)).hasNewApplies).toBe(false);

    // The applicant reading their own apply does not mark anything.
    const own = await graphql<{ announcementApply: ApplyResult }>(
      READ_APPLY,
      { id: apply.id },
      company.headers,
    );
    expect(own.body.data?.announcementApply).toMatchObject({ isMine: true, hasChecked: true });
  });

  it('answers visitors with false for the dot and UNAUTHENTICATED for applying', async () => {
    const { body } = await graphql(NOTICE, {});
    expect(body.data).toEqual({
      myBidNotice: { hasUncheckedInvitations: false, hasNewApplies: false },
      hasNewAppliesForMyAnnouncements: false,
    });
    const client = await createClient();
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
    await expectError(
      APPLY,
      { announcementId: announcement.id, data: VALID_DATA },
      {},
      {
        code: 'UNAUTHENTICATED',
      },
    );
  });

  it('tells a signed-in company on the request whether it applied and may apply', async () => {
    const client = await createClient();
    const company = await createCompany({ type: 'ENGINEER' });
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
    const VIEW = `query V($id: ID!) { announcementApply(id: $id) {
      announcement { isApply canApply myApply { id state } } } }`;
    const draft = await graphql<{ applyAnnouncement: ApplyResult }>(
      APPLY,
      { announcementId: announcement.id, data: VALID_DATA },
      company.headers,
    );
    const id = draft.body.data!.applyAnnouncement.id;
    const whileWriting = await graphql(VIEW, { id }, company.headers);
    expect(whileWriting.body.data).toEqual({
      announcementApply: {
        announcement: { isApply: false, canApply: true, myApply: { id, state: 'WRITING' } },
      },
    });
    await graphql(SUBMIT, { id }, company.headers);
    const submitted = await graphql(VIEW, { id }, company.headers);
    expect(submitted.body.data).toEqual({
      announcementApply: {
        announcement: { isApply: true, canApply: false, myApply: { id, state: 'SUBMITTED' } },
      },
    });
    // The owner sees no apply of their own and cannot apply.
    const owner = await graphql(VIEW, { id }, client.headers);
    expect(owner.body.data).toEqual({
      announcementApply: { announcement: { isApply: false, canApply: false, myApply: null } },
    });
  });

  describe('refuses applies the rules forbid, changing nothing', () => {
    async function expectRefused(
      announcementId: number,
      headers: Record<string, string>,
      message: string,
      data: Record<string, unknown> = VALID_DATA,
    ) {
      await expectError(APPLY, { announcementId, data }, headers, {
        code: 'BAD_USER_INPUT',
        message,
      });
    }

    it('to one’s own request', async () => {
      const owner = await createCompany();
      const announcement = await insertAnnouncementForTest(setUp.handle.db, owner);
      await expectRefused(announcement.id, owner.headers, '내 공고에는 지원할 수 없습니다.');
    });

    it('twice', async () => {
      const client = await createClient();
      const company = await createCompany();
      const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
      await applyAndSubmit(announcement.id, company);
      await expectRefused(announcement.id, company.headers, '이미 지원한 공고입니다.');
      const rows = await setUp.handle.db
        .select()
        .from(announcementApplies)
        .where(eq(announcementApplies.announcementId, announcement.id));
      expect(rows).toHaveLength(1);
      expect((await readAnnouncementRow(announcement.id)).applyCount).toBe(1);
    });

    it('from a consumer profile', async () => {
      const client = await createClient();
      const consumer = await createCompany({ type: 'CONSUMER' });
      const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
      await expectRefused(
        announcement.id,
        consumer.headers,
        '일반 소비자 프로필로는 지원할 수 없습니다.',
      );
    });

    it('from a profile type the request does not take', async () => {
      const client = await createClient();
      const corporation = await createCompany({ type: 'CORPORATION' });
      const engineer = await createCompany({ type: 'ENGINEER' });
      const announcement = await insertAnnouncementForTest(setUp.handle.db, client, {
        type: 'ENGINEER',
      });
      await expectRefused(
        announcement.id,
        corporation.headers,
        '기술자 프로필만 지원할 수 있는 견적 요청입니다.',
      );
      const applied = await graphql(
        APPLY,
        { announcementId: announcement.id, data: VALID_DATA },
        engineer.headers,
      );
      expect(applied.body.errors).toBeUndefined();
    });

    it('without a profile', async () => {
      const client = await createClient();
      const user = await insertUserForTest(setUp.handle.db, 'no-profile');
      const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
      const { body } = await graphql(
        APPLY,
        { announcementId: announcement.id, data: VALID_DATA },
        await createAuthHeadersForTest(user.id),
      );
      expect(body.errors?.[0]).toMatchObject({
        message: '프로필을 먼저 완성해 주세요.',
        extensions: { code: 'BAD_USER_INPUT', reason: 'PROFILE_REQUIRED' },
      });
    });

    it('when the request is no longer recruiting', async () => {
      const client = await createClient();
      const company = await createCompany();
      const ended = await insertAnnouncementForTest(setUp.handle.db, client, {
        postingEndAt: new Date(Date.now() - DAY_MS),
      });
      const canceled = await insertAnnouncementForTest(setUp.handle.db, client, {
        state: 'CANCELED',
      });
      await expectRefused(ended.id, company.headers, '모집이 끝난 공고입니다.');
      await expectRefused(canceled.id, company.headers, '모집이 끝난 공고입니다.');
    });

    it('with invalid input, naming the field', async () => {
      const client = await createClient();
      const company = await createCompany();
      const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
      const { body } = await graphql(
        APPLY,
        { announcementId: announcement.id, data: { ...VALID_DATA, estimatedAmount: 0 } },
        company.headers,
      );
      expect(body.errors?.[0]).toMatchObject({
        message: '견적 금액은 1원 이상이어야 합니다.',
        extensions: { code: 'BAD_USER_INPUT', field: 'estimatedAmount' },
      });
      await expectRefused(
        announcement.id,
        company.headers,
        '올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)',
        { ...VALID_DATA, phoneNumber: '12-34' },
      );
      await expectRefused(
        announcement.id,
        company.headers,
        '담당자 이름은 2자 이상 입력해 주세요.',
        {
          ...VALID_DATA,
          managerName: '김',
        },
      );
      const rows = await setUp.handle.db
        .select()
        .from(announcementApplies)
        .where(eq(announcementApplies.announcementId, announcement.id));
      expect(rows).toEqual([]);
    });

    it('for a request that does not exist', async () => {
      const company = await createCompany();
      await expectError(APPLY, { announcementId: '99999999', data: VALID_DATA }, company.headers, {
        code: 'NOT_FOUND',
        message: '견적 요청을 찾을 수 없습니다.',
      });
    });
  });

  it('attaches only the applicant’s own uploads, at most five, and deletes them on request', async () => {
    const client = await createClient();
    const company = await createCompany();
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
    const fileIds = [
      await uploadImageForTest(setUp.server, company.headers),
      await uploadImageForTest(setUp.server, company.headers),
    ];
    const strangerFile = await uploadImageForTest(setUp.server, client.headers);

    await expectError(
      APPLY,
      {
        announcementId: announcement.id,
        data: { ...VALID_DATA, estimateFiles__ids: [fileIds[0], strangerFile] },
      },
      company.headers,
      { code: 'BAD_USER_INPUT', message: '견적 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.' },
    );
    await expectError(
      APPLY,
      {
        announcementId: announcement.id,
        data: { ...VALID_DATA, estimateFiles__ids: ['1', '2', '3', '4', '5', '6'] },
      },
      company.headers,
      { code: 'BAD_USER_INPUT', message: '견적 파일은 최대 5개까지 첨부할 수 있습니다.' },
    );

    const apply = await applyAndSubmit(announcement.id, company, {
      ...VALID_DATA,
      estimateFiles__ids: fileIds,
    });
    expect(apply.estimateFiles.map((file) => file.id)).toEqual(fileIds);

    const owner = await graphql<{ announcementApply: ApplyResult }>(
      READ_APPLY,
      { id: apply.id },
      client.headers,
    );
    expect(owner.body.data?.announcementApply.estimateFiles.map((file) => file.id)).toEqual(
      fileIds,
    );

    await expectError(DELETE_FILES, { id: apply.id, fileIds: [fileIds[0]] }, client.headers, {
      code: 'FORBIDDEN',
    });
    const deleted = await graphql<{ deleteAnnouncementApplyEstimateFiles: ApplyResult }>(
      DELETE_FILES,
      { id: apply.id, fileIds: [fileIds[0]] },
      company.headers,
    );
    expect(deleted.body.errors).toBeUndefined();
    expect(
      deleted.body.data!.deleteAnnouncementApplyEstimateFiles.estimateFiles.map((file) => file.id),
    ).toEqual([fileIds[1]]);
  });

  it('lets the applicant give up while recruiting, never to apply again', async () => {
    const client = await createClient();
    const company = await createCompany();
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
    const apply = await applyAndSubmit(announcement.id, company);

    await expectError(GIVE_UP, { id: apply.id }, client.headers, { code: 'FORBIDDEN' });
    const gaveUp = await graphql<{ giveUpAnnouncementApply: ApplyResult }>(
      GIVE_UP,
      { id: apply.id },
      company.headers,
    );
    expect(gaveUp.body.data?.giveUpAnnouncementApply.state).toBe('GAVE_UP');
    expect(await readAnnouncementRow(announcement.id)).toMatchObject({
      applyCount: 0,
      hasNewApplies: false,
    });

    await expectError(
      APPLY,
      { announcementId: announcement.id, data: VALID_DATA },
      company.headers,
      { code: 'BAD_USER_INPUT', message: '지원을 포기한 공고에는 다시 지원할 수 없습니다.' },
    );
    await expectError(SUBMIT, { id: apply.id }, company.headers, {
      code: 'BAD_USER_INPUT',
      message: '지원을 포기한 공고에는 다시 지원할 수 없습니다.',
    });
    const list = await graphql<{ announcementApplies: { totalCount: number } }>(
      LIST_APPLIES,
      { announcementId: announcement.id },
      client.headers,
    );
    expect(list.body.data?.announcementApplies.totalCount).toBe(0);
  });

  it('keeps applies between the owner and the applicant', async () => {
    const client = await createClient();
    const company = await createCompany();
    const stranger = await createCompany();
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
    const apply = await applyAndSubmit(announcement.id, company);

    await expectError(READ_APPLY, { id: apply.id }, stranger.headers, {
      code: 'FORBIDDEN',
      message: '견적 요청 작성자와 지원한 업체만 볼 수 있습니다.',
    });
    await expectError(READ_APPLY, { id: apply.id }, {}, { code: 'UNAUTHENTICATED' });
    await expectError(LIST_APPLIES, { announcementId: announcement.id }, stranger.headers, {
      code: 'FORBIDDEN',
      message: '내 견적 요청의 지원만 볼 수 있습니다.',
    });
    await expectError(LIST_APPLIES, { announcementId: announcement.id }, company.headers, {
      code: 'FORBIDDEN',
    });
    await expectError(SUBMIT, { id: apply.id }, stranger.headers, { code: 'FORBIDDEN' });
  });

  describe('comparing applicants', () => {
    it('sorts by latest, amount, rating and distance and pages with cursors', async () => {
      const client = await createClient();
      const announcement = await insertAnnouncementForTest(setUp.handle.db, client, GANGNAM);
      const near = await createCompany({ name: '강남건설' });
      const middle = await createCompany({ name: '마포건설' });
      const far = await createCompany({ name: '부산건설' });
      const nowhere = await createCompany({ name: '주소없는건설' });
      await updateProfileForTest(setUp.handle.db, near.profileId, {
        ...GANGNAM,
        rating: 3.5,
        reviewCount: 4,
      });
      await updateProfileForTest(setUp.handle.db, middle.profileId, {
        ...MAPO,
        rating: 4.8,
        reviewCount: 10,
      });
      await updateProfileForTest(setUp.handle.db, far.profileId, {
        ...BUSAN,
        rating: 4.8,
        reviewCount: 2,
      });
      const amounts = new Map([
        [near, 30_000_000],
        [middle, 10_000_000],
        [far, 20_000_000],
        [nowhere, 25_000_000],
      ]);
      const ids = new Map<CompanyForTest, string>();
      for (const [company, amount] of amounts) {
        const apply = await applyAndSubmit(announcement.id, company, {
          ...VALID_DATA,
          estimatedAmount: amount,
        });
        ids.set(company, apply.id);
      }
      const idOf = (company: CompanyForTest) => ids.get(company)!;

      async function listIds(sort: string | null): Promise<string[]> {
        const { body } = await graphql<{
          announcementApplies: { totalCount: number; nodes: ApplyResult[] };
        }>(LIST_APPLIES, { announcementId: announcement.id, sort }, client.headers);
        expect(body.errors).toBeUndefined();
        expect(body.data!.announcementApplies.totalCount).toBe(4);
        return body.data!.announcementApplies.nodes.map((node) => node.id);
      }

      expect(await listIds(null)).toEqual([idOf(nowhere), idOf(far), idOf(middle), idOf(near)]);
      expect(await listIds('amount')).toEqual([idOf(middle), idOf(far), idOf(nowhere), idOf(near)]);
      expect(await listIds('rating')).toEqual([idOf(middle), idOf(far), idOf(near), idOf(nowhere)]);
      expect(await listIds('distance')).toEqual([
        idOf(near),
        idOf(middle),
        idOf(far),
        idOf(nowhere),
      ]);

      const { body } = await graphql<{
        announcementApplies: { nodes: ApplyResult[] };
      }>(LIST_APPLIES, { announcementId: announcement.id, sort: 'distance' }, client.headers);
      expect(body.data!.announcementApplies.nodes.map((node) => node.distanceFromSite)).toEqual([
        0,
        Math.round(haversineKm(GANGNAM, MAPO)),
        Math.round(haversineKm(GANGNAM, BUSAN)),
        null,
      ]);

      // Pages of two meet exactly in every order.
      async function listInPages(sort: string): Promise<string[]> {
        const seen: string[] = [];
        let after: string | null = null;
        for (;;) {
          const page: { body: { data?: ApplyPage | null } } = await graphql<ApplyPage>(
            LIST_APPLIES,
            { announcementId: announcement.id, sort, paging: { first: 2, after } },
            client.headers,
          );
          const connection: ApplyPage['announcementApplies'] = page.body.data!.announcementApplies;
          seen.push(...connection.nodes.map((node) => node.id));
          if (!connection.pageInfo.hasNextPage) return seen;
          after = connection.pageInfo.endCursor;
        }
      }
      for (const sort of ['latest', 'amount', 'rating', 'distance']) {
        expect(await listInPages(sort)).toEqual(await listIds(sort));
      }

      await expectError(
        LIST_APPLIES,
        { announcementId: announcement.id, sort: 'cheapest' },
        client.headers,
        {
          code: 'BAD_USER_INPUT',
          message: "정렬 기준은 'latest', 'amount', 'rating', 'distance' 중 하나여야 합니다.",
        },
      );
    });
  });

  describe('selecting', () => {
    it('picks one winner, closes the request and tells every applicant', async () => {
      const client = await createClient();
      const winner = await createCompany();
      const loser = await createCompany();
      const writer = await createCompany();
      const stranger = await createCompany();
      const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
      const winning = await applyAndSubmit(announcement.id, winner);
      const losing = await applyAndSubmit(announcement.id, loser);
      const drafted = await graphql<{ applyAnnouncement: ApplyResult }>(
        APPLY,
        { announcementId: announcement.id, data: VALID_DATA },
        writer.headers,
      );

      await expectError(SELECT, { id: winning.id }, stranger.headers, {
        code: 'FORBIDDEN',
        message: '내 견적 요청의 지원만 선정할 수 있습니다.',
      });
      await expectError(SELECT, { id: winning.id }, winner.headers, { code: 'FORBIDDEN' });
      await expectError(SELECT, { id: drafted.body.data!.applyAnnouncement.id }, client.headers, {
        code: 'BAD_USER_INPUT',
        message: '제출된 지원만 선정할 수 있습니다.',
      });

      const selected = await graphql<{ selectedAnnouncementApply: ApplyResult }>(
        SELECT,
        { id: winning.id },
        client.headers,
      );
      expect(selected.body.errors).toBeUndefined();
      expect(selected.body.data!.selectedAnnouncementApply).toMatchObject({
        state: 'SELECTED',
        // Reviews open when the job is done, not at selection (ADR 0027).
        canReview: false,
      });
      expect(selected.body.data!.selectedAnnouncementApply.selectedAt).not.toBeNull();
      expect((await readAnnouncementRow(announcement.id)).state).toBe('CHOSEN');

      const loserView = await graphql<{ announcementApply: ApplyResult }>(
        READ_APPLY,
        { id: losing.id },
        loser.headers,
      );
      expect(loserView.body.data?.announcementApply.state).toBe('NOT_SELECTED');

      expect(await readNotifications(winner.userId)).toEqual([
        {
          type: 'SELECTED',
          title: '견적이 선정되었습니다',
          message: `축하합니다! 견적 요청(공고 번호 ${announcement.uniqueId})에 보낸 견적이 선정되었습니다.`,
          url: `/bid/${announcement.id}`,
          relationId: Number(winning.id),
        },
      ]);
      expect(await readNotifications(loser.userId)).toEqual([
        {
          type: 'SELECTED',
          title: '선정 결과 안내',
          message: `견적 요청(공고 번호 ${announcement.uniqueId})에서 다른 업체가 선정되었습니다. 지원해 주셔서 감사합니다.`,
          url: `/bid/${announcement.id}`,
          relationId: Number(losing.id),
        },
      ]);
      expect(await readNotifications(writer.userId)).toEqual([]);

      await expectError(SELECT, { id: losing.id }, client.headers, {
        code: 'BAD_USER_INPUT',
        message: '이미 선정을 마친 견적 요청입니다.',
      });
      await expectError(SELECT, { id: winning.id }, client.headers, {
        code: 'BAD_USER_INPUT',
        message: '이미 선정을 마친 견적 요청입니다.',
      });
      await expectError(GIVE_UP, { id: losing.id }, loser.headers, {
        code: 'BAD_USER_INPUT',
        message: '선정 결과가 나온 지원은 변경할 수 없습니다.',
      });
    });

    it('works while choosing and not after the choosing time ran out', async () => {
      const client = await createClient();
      const company = await createCompany();
      const choosing = await insertAnnouncementForTest(setUp.handle.db, client, {
        postingEndAt: new Date(Date.now() - DAY_MS),
        applyCount: 1,
      });
      const expired = await insertAnnouncementForTest(setUp.handle.db, client, {
        postingEndAt: new Date(Date.now() - 20 * DAY_MS),
        applyCount: 1,
      });
      const inChoosing = await insertApplyForTest(setUp.handle.db, {
        announcementId: choosing.id,
        userId: company.userId,
        profileId: company.profileId,
      });
      const inExpired = await insertApplyForTest(setUp.handle.db, {
        announcementId: expired.id,
        userId: company.userId,
        profileId: company.profileId,
      });

      await expectError(SELECT, { id: inExpired }, client.headers, {
        code: 'BAD_USER_INPUT',
        message: '선정 기간이 끝난 견적 요청입니다.',
      });

      // A waiting apply on a request that closed reads as not selected.
      const expiredView = await graphql<{ announcementApply: ApplyResult }>(
        READ_APPLY,
        { id: inExpired },
        company.headers,
      );
      expect(expiredView.body.data?.announcementApply.state).toBe('NOT_SELECTED');

      const selected = await graphql<{ selectedAnnouncementApply: ApplyResult }>(
        SELECT,
        { id: inChoosing },
        client.headers,
      );
      expect(selected.body.data?.selectedAnnouncementApply.state).toBe('SELECTED');
    });
  });

  it('lists my applies by the state I see and counts them', async () => {
    const client = await createClient();
    const company = await createCompany();
    const headers = company.headers;
    const recruiting = await insertAnnouncementForTest(setUp.handle.db, client);
    const closed = await insertAnnouncementForTest(setUp.handle.db, client, {
      postingEndAt: new Date(Date.now() - 20 * DAY_MS),
      applyCount: 1,
    });
    const chosen = await insertAnnouncementForTest(setUp.handle.db, client, {
      state: 'CHOSEN',
      applyCount: 1,
    });
    const other = await insertAnnouncementForTest(setUp.handle.db, client);
    const writing = await insertAnnouncementForTest(setUp.handle.db, client);
    const submitted = await applyAndSubmit(recruiting.id, company);
    const waiting = await insertApplyForTest(setUp.handle.db, {
      announcementId: closed.id,
      userId: company.userId,
      profileId: company.profileId,
    });
    const won = await insertApplyForTest(setUp.handle.db, {
      announcementId: chosen.id,
      userId: company.userId,
      profileId: company.profileId,
      state: 'SELECTED',
    });
    const gaveUp = await insertApplyForTest(setUp.handle.db, {
      announcementId: other.id,
      userId: company.userId,
      profileId: company.profileId,
      state: 'GAVE_UP',
    });
    const draft = await insertApplyForTest(setUp.handle.db, {
      announcementId: writing.id,
      userId: company.userId,
      profileId: company.profileId,
      state: 'WRITING',
    });

    const dashboard = await graphql(DASHBOARD, {}, headers);
    expect(dashboard.body.data).toEqual({
      myApplyDashboard: {
        writingCount: 1,
        submittedCount: 1,
        selectedCount: 1,
        notSelectedCount: 1,
        gaveUpCount: 1,
      },
    });

    const all = await graphql<{
      myAnnouncementApplies: { totalCount: number; nodes: Array<{ id: string; state: string }> };
    }>(MY_APPLIES, {}, headers);
    expect(all.body.data!.myAnnouncementApplies.totalCount).toBe(5);
    expect(all.body.data!.myAnnouncementApplies.nodes).toEqual([
      { id: String(draft), state: 'WRITING' },
      { id: String(gaveUp), state: 'GAVE_UP' },
      { id: String(won), state: 'SELECTED' },
      { id: String(waiting), state: 'NOT_SELECTED' },
      { id: submitted.id, state: 'SUBMITTED' },
    ]);

    const notSelected = await graphql<{
      myAnnouncementApplies: { totalCount: number; nodes: Array<{ id: string }> };
    }>(MY_APPLIES, { states: ['NOT_SELECTED', 'SUBMITTED'] }, headers);
    expect(notSelected.body.data!.myAnnouncementApplies).toEqual({
      totalCount: 2,
      nodes: [
        { id: String(waiting), state: 'NOT_SELECTED' },
        { id: submitted.id, state: 'SUBMITTED' },
      ],
    });

    await expectError(MY_APPLIES, {}, {}, { code: 'UNAUTHENTICATED' });
  });

  it('checks again at submit who may apply, when the request changed its type meanwhile', async () => {
    const client = await createClient();
    const engineer = await createCompany({ type: 'ENGINEER' });
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client, { type: 'ALL' });
    const applied = await graphql<{ applyAnnouncement: ApplyResult }>(
      APPLY,
      { announcementId: announcement.id, data: VALID_DATA },
      engineer.headers,
    );
    expect(applied.body.errors).toBeUndefined();
    const draftId = applied.body.data!.applyAnnouncement.id;

    // The owner narrowed the request to corporations while the engineer was still writing.
    await setUp.handle.db
      .update(announcements)
      .set({ type: 'CORPORATION' })
      .where(eq(announcements.id, announcement.id));

    await expectError(SUBMIT, { id: draftId }, engineer.headers, {
      code: 'BAD_USER_INPUT',
      message: '법인 프로필만 지원할 수 있는 견적 요청입니다.',
    });
    const row = await readAnnouncementRow(announcement.id);
    expect(row).toMatchObject({ applyCount: 0, hasNewApplies: false });
    expect(await readNotifications(client.userId)).toEqual([]);
    const mine = await graphql<{ announcementApply: ApplyResult }>(
      READ_APPLY,
      { id: draftId },
      engineer.headers,
    );
    expect(mine.body.data?.announcementApply.state).toBe('WRITING');
  });

  it('drops a draft from my lists once its request stops recruiting, and lets me give it up', async () => {
    const client = await createClient();
    const company = await createCompany();
    const open = await insertAnnouncementForTest(setUp.handle.db, client);
    const ended = await insertAnnouncementForTest(setUp.handle.db, client);
    const openDraft = await insertApplyForTest(setUp.handle.db, {
      announcementId: open.id,
      userId: company.userId,
      profileId: company.profileId,
      state: 'WRITING',
    });
    const endedDraft = await insertApplyForTest(setUp.handle.db, {
      announcementId: ended.id,
      userId: company.userId,
      profileId: company.profileId,
      state: 'WRITING',
    });
    // Recruiting ended without applicants: the request is closed and the draft cannot be sent.
    await setUp.handle.db
      .update(announcements)
      .set({ postingEndAt: new Date(Date.now() - DAY_MS) })
      .where(eq(announcements.id, ended.id));

    const dashboard = await graphql(DASHBOARD, {}, company.headers);
    expect(dashboard.body.data).toEqual({
      myApplyDashboard: {
        writingCount: 1,
        submittedCount: 0,
        selectedCount: 0,
        notSelectedCount: 0,
        gaveUpCount: 0,
      },
    });
    for (const states of [null, ['WRITING']]) {
      const listed = await graphql<{
        myAnnouncementApplies: { totalCount: number; nodes: Array<{ id: string; state: string }> };
      }>(MY_APPLIES, { states }, company.headers);
      expect(listed.body.data!.myAnnouncementApplies).toEqual({
        totalCount: 1,
        nodes: [{ id: String(openDraft), state: 'WRITING' }],
      });
    }
    await expectError(SUBMIT, { id: endedDraft }, company.headers, {
      code: 'BAD_USER_INPUT',
      message: '모집이 끝난 공고입니다.',
    });

    const gaveUp = await graphql<{ giveUpAnnouncementApply: ApplyResult }>(
      GIVE_UP,
      { id: endedDraft },
      company.headers,
    );
    expect(gaveUp.body.errors).toBeUndefined();
    expect(gaveUp.body.data!.giveUpAnnouncementApply.state).toBe('GAVE_UP');
    expect((await readAnnouncementRow(ended.id)).applyCount).toBe(0);
    const after = await graphql(DASHBOARD, {}, company.headers);
    expect(after.body.data).toMatchObject({
      myApplyDashboard: { writingCount: 1, gaveUpCount: 1 },
    });
  });

  it('loads the estimate files of a whole page of applicants in a fixed number of statements', async () => {
    const client = await createClient();
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
    const FILES_PAGE = `query F($announcementId: ID!) {
      announcementApplies(announcementId: $announcementId) { nodes { id estimateFiles { id } } } }`;
    const filesByApply = new Map<string, string[]>();

    async function addApplicant() {
      const company = await createCompany();
      const fileIds = [
        await uploadImageForTest(setUp.server, company.headers),
        await uploadImageForTest(setUp.server, company.headers),
      ];
      const apply = await applyAndSubmit(announcement.id, company, {
        ...VALID_DATA,
        estimateFiles__ids: fileIds,
      });
      filesByApply.set(apply.id, fileIds);
    }

    async function readPage() {
      const probe = watchQueriesForTest(setUp.handle.db);
      try {
        const { body } = await graphql<{
          announcementApplies: {
            nodes: Array<{ id: string; estimateFiles: Array<{ id: string }> }>;
          };
        }>(FILES_PAGE, { announcementId: announcement.id }, client.headers);
        expect(body.errors).toBeUndefined();
        for (const node of body.data!.announcementApplies.nodes) {
          expect(node.estimateFiles.map((file) => file.id)).toEqual(filesByApply.get(node.id));
        }
        return { count: body.data!.announcementApplies.nodes.length, queries: probe.queryCount };
      } finally {
        probe.stop();
      }
    }

    await addApplicant();
    const one = await readPage();
    for (let index = 0; index < 3; index += 1) await addApplicant();
    const four = await readPage();
    expect([one.count, four.count]).toEqual([1, 4]);
    expect(four.queries).toBe(one.queries);
  });

  it('runs each write of the apply, invitation and review flow one statement at a time', async () => {
    const client = await createClient();
    const company = await createCompany();
    const invited = await createCompany();
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
    const INVITE = `mutation I($announcementId: ID!, $profileId: ID!) {
      createAnnouncementInvitation(announcementId: $announcementId, profileId: $profileId) { id } }`;
    const COMPLETE = `mutation C($id: ID!) { completeAnnouncement(id: $id) { id state } }`;
    const REVIEW = `mutation W($applyId: ID!) {
      writeReview(announcementApplyId: $applyId, score: 5, context: "꼼꼼하게 시공해 주셨습니다.") { id } }`;

    // A transaction holds one connection: statements sent on it at once (Promise.all) are
    // deprecated by node-postgres, so each write must await its statements in turn.
    const probe = watchQueriesForTest(setUp.handle.db);
    try {
      const invitation = await graphql(
        INVITE,
        { announcementId: announcement.id, profileId: invited.profileId },
        client.headers,
      );
      expect(invitation.body.errors).toBeUndefined();
      const submitted = await applyAndSubmit(announcement.id, company);
      const selected = await graphql(SELECT, { id: submitted.id }, client.headers);
      expect(selected.body.errors).toBeUndefined();
      // Reviews open once the job is done (ADR 0027).
      const completed = await graphql(COMPLETE, { id: announcement.id }, client.headers);
      expect(completed.body.errors).toBeUndefined();
      const review = await graphql(REVIEW, { applyId: submitted.id }, client.headers);
      expect(review.body.errors).toBeUndefined();
      expect(probe.overlapCount).toBe(0);
    } finally {
      probe.stop();
    }
  });
});
