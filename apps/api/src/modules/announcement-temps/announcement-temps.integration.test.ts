import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@gongsa/db/testing';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest, uploadImageForTest } from '../../testing/accounts';
import {
  insertAnnouncementForTest,
  insertApplyForTest,
  insertCategoryForTest,
} from '../../testing/announcements.repository';
import { insertCompanyForTest, insertUserForTest } from '../../testing/companies.repository';
import { watchQueriesForTest } from '../../testing/query-probe';
import { setUpTestServer } from '../../testing/set-up-test-server';

const DAY_MS = 86_400_000;

const TEMP_FIELDS = `id step title isReCreated invitationProfileId invitationProfile { id }
  categories { id name } type workType workTypeEtc orderType fieldInfo sigungu address addressDetail
  hasLicense isPossibleTaxBillIssue isReqRentLedgerSubmitPossible description servicePriceType
  servicePrice dailyWorkTermStart postingDay emergencyContact images { id } mainImage { id }
  files { id } isEmergency createdAt updatedAt`;

const CREATE_TEMP = `mutation C($data: AnnouncementInput!, $tempId: String) {
  createAnnouncementTemp(data: $data, tempId: $tempId) { ${TEMP_FIELDS} }
}`;
const UPDATE_TEMP = `mutation U($id: ID!, $data: AnnouncementInput!) {
  updateAnnouncementTemp(updateAnnouncementTempId: $id, data: $data) { ${TEMP_FIELDS} }
}`;
const DELETE_TEMP = 'mutation D($id: ID!) { deleteAnnouncementTemp(id: $id) }';
const TEMP = `query T($id: ID!) { announcementTemp(id: $id) { ${TEMP_FIELDS} } }`;
const MY_TEMPS = `query M($paging: PagingInput) {
  myAnnouncementTemps(paging: $paging) { totalCount nodes { id title step }
    pageInfo { hasNextPage endCursor } }
}`;
const RE_CREATE = `mutation R($id: ID!) { reCreateAnnouncement(id: $id) { ${TEMP_FIELDS} } }`;

type Temp = {
  id: string;
  step: number;
  title: string;
  isReCreated: boolean;
  invitationProfileId: string | null;
  categories: Array<{ id: string; name: string }>;
  hasLicense: boolean | null;
  servicePrice: number | null;
  postingDay: number | null;
  description: string | null;
  [key: string]: unknown;
};

describe('estimate-request drafts', () => {
  const setup = setUpTestServer(() => createTestDatabase());

  async function createOwner(type: 'CORPORATION' | 'CONSUMER' = 'CONSUMER') {
    const company = await insertCompanyForTest(setup.handle.db, { type });
    return { ...company, headers: await createAuthHeadersForTest(company.userId) };
  }

  async function createTemp(headers: Record<string, string>, data: object, tempId?: string) {
    return setup.server.graphql<{ createAnnouncementTemp: Temp }>(CREATE_TEMP, {
      variables: { data, tempId },
      headers,
    });
  }

  it('saves an empty first step and names it as unfinished', async () => {
    const owner = await createOwner();
    const { body } = await createTemp(owner.headers, { step: 1 });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createAnnouncementTemp).toMatchObject({
      step: 1,
      title: '작성 중인 견적 요청',
      isReCreated: false,
      categories: [],
      hasLicense: null,
      servicePrice: null,
    });
  });

  it('returns the same draft when the first save is retried with the same tempId', async () => {
    const owner = await createOwner();
    const tempId = randomUUID();
    const first = await createTemp(owner.headers, { step: 1 }, tempId);
    const second = await createTemp(owner.headers, { step: 1 }, tempId);
    expect(second.body.data?.createAnnouncementTemp.id).toBe(
      first.body.data?.createAnnouncementTemp.id,
    );
    const other = await createOwner();
    const theirs = await createTemp(other.headers, { step: 1 }, tempId);
    expect(theirs.body.data?.createAnnouncementTemp.id).not.toBe(
      first.body.data?.createAnnouncementTemp.id,
    );
    const { body } = await setup.server.graphql<{ myAnnouncementTemps: { totalCount: number } }>(
      MY_TEMPS,
      { headers: owner.headers },
    );
    expect(body.data?.myAnnouncementTemps.totalCount).toBe(1);
  });

  it('answers announcementTemps exactly as myAnnouncementTemps (SPEC §7 names both)', async () => {
    const owner = await createOwner();
    await createTemp(owner.headers, { step: 1 });
    await createTemp(owner.headers, { step: 2, sigungu: '경기도 성남시' });
    const other = await createOwner();
    await createTemp(other.headers, { step: 1 });
    const BOTH = `query B($paging: PagingInput) {
      mine: myAnnouncementTemps(paging: $paging) { totalCount nodes { id title step } }
      alias: announcementTemps(paging: $paging) { totalCount nodes { id title step } }
    }`;
    const { body } = await setup.server.graphql<{
      mine: { totalCount: number; nodes: unknown[] };
      alias: { totalCount: number; nodes: unknown[] };
    }>(BOTH, { variables: { paging: { first: 1 } }, headers: owner.headers });
    expect(body.errors).toBeUndefined();
    expect(body.data?.alias).toEqual(body.data?.mine);
    expect(body.data?.mine.totalCount).toBe(2);
    expect(body.data?.mine.nodes).toHaveLength(1);
    const visitor = await setup.server.graphql('{ announcementTemps { totalCount } }');
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps omitted fields, stores sent ones and titles the draft by region and trades', async () => {
    const owner = await createOwner();
    const rebar = await insertCategoryForTest(setup.handle.db, '철근공사');
    const paint = await insertCategoryForTest(setup.handle.db, '도장공사');
    const created = await createTemp(owner.headers, {
      step: 1,
      categories__ids: [String(rebar), String(paint)],
    });
    const id = created.body.data!.createAnnouncementTemp.id;
    const { body } = await setup.server.graphql<{ updateAnnouncementTemp: Temp }>(UPDATE_TEMP, {
      variables: {
        id,
        data: {
          step: 3,
          sigungu: '서울특별시 강남구',
          workType: 'ETC',
          hasLicense: false,
          servicePriceType: 'WRITE',
          servicePrice: 5_000_000,
          postingDay: 30,
        },
      },
      headers: owner.headers,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateAnnouncementTemp).toMatchObject({
      step: 3,
      title: '서울 강남구 철근공사 외 1건',
      categories: [{ name: '철근공사' }, { name: '도장공사' }],
      workType: 'ETC',
      hasLicense: false,
      isPossibleTaxBillIssue: null,
      servicePrice: 5_000_000,
      postingDay: 30,
    });
    const read = await setup.server.graphql<{ announcementTemp: Temp }>(TEMP, {
      variables: { id },
      headers: owner.headers,
    });
    expect(read.body.data?.announcementTemp.hasLicense).toBe(false);
    expect(read.body.data?.announcementTemp.isReqRentLedgerSubmitPossible).toBeNull();
  });

  it('keeps the step when none is sent, clears a field sent as null, and keeps both of two saves sent at once', async () => {
    const owner = await createOwner();
    const created = await createTemp(owner.headers, {
      step: 4,
      sigungu: '부산광역시 해운대구',
      postingDay: 30,
    });
    const id = created.body.data!.createAnnouncementTemp.id;
    const save = (data: object) =>
      setup.server.graphql<{ updateAnnouncementTemp: Temp }>(UPDATE_TEMP, {
        variables: { id, data },
        headers: owner.headers,
      });
    const cleared = await save({ step: null, postingDay: null });
    expect(cleared.body.errors).toBeUndefined();
    expect(cleared.body.data?.updateAnnouncementTemp).toMatchObject({
      step: 4,
      sigungu: '부산광역시 해운대구',
      postingDay: null,
    });
    // Two tabs saving different fields at the same moment: neither save loses the other's field.
    const [first, second] = await Promise.all([
      save({ description: '첫 번째 탭에서 쓴 설명입니다' }),
      save({ servicePriceType: 'WRITE', servicePrice: 3_000_000 }),
    ]);
    expect(first.body.errors).toBeUndefined();
    expect(second.body.errors).toBeUndefined();
    const read = await setup.server.graphql<{ announcementTemp: Temp }>(TEMP, {
      variables: { id },
      headers: owner.headers,
    });
    expect(read.body.data?.announcementTemp).toMatchObject({
      step: 4,
      sigungu: '부산광역시 해운대구',
      description: '첫 번째 탭에서 쓴 설명입니다',
      servicePriceType: 'WRITE',
      servicePrice: 3_000_000,
    });
    const missing = await setup.server.graphql(UPDATE_TEMP, {
      variables: { id: '999999999', data: { postingDay: 30 } },
      headers: owner.headers,
    });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('checks every field that is present, with the field in the error', async () => {
    const owner = await createOwner();
    const cases: Array<[object, string, string]> = [
      [
        { description: 'a'.repeat(3001) },
        'description',
        '공사 내용은 3000자 이하로 입력해 주세요.',
      ],
      [{ postingDay: 8 }, 'postingDay', '게시 기간은 1~7일 또는 30일 중에서 선택해 주세요.'],
      [{ step: 9 }, 'step', '단계가 올바르지 않습니다.'],
      [
        { categories__ids: ['999999'] },
        'categories__ids',
        '선택한 업종을 찾을 수 없습니다. 업종을 다시 선택해 주세요.',
      ],
      [
        { images__ids: ['999999'] },
        'images__ids',
        '첨부한 파일을 찾을 수 없습니다. 다시 올려 주세요.',
      ],
      [
        { emergencyContact: '12345' },
        'emergencyContact',
        '올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)',
      ],
    ];
    for (const [data, field, message] of cases) {
      const { body } = await createTemp(owner.headers, data);
      expect(body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
    const { body } = await setup.server.graphql<{ myAnnouncementTemps: { totalCount: number } }>(
      MY_TEMPS,
      { headers: owner.headers },
    );
    expect(body.data?.myAnnouncementTemps.totalCount).toBe(0);
  });

  it("refuses someone else's uploaded image but accepts the user's own", async () => {
    const owner = await createOwner();
    const stranger = await createOwner();
    const theirImage = await uploadImageForTest(setup.server, stranger.headers);
    const refused = await createTemp(owner.headers, { images__ids: [theirImage] });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'images__ids',
    });
    const myImage = await uploadImageForTest(setup.server, owner.headers);
    const { body } = await createTemp(owner.headers, {
      images__ids: [myImage],
      mainImage__id: myImage,
    });
    expect(body.data?.createAnnouncementTemp).toMatchObject({
      images: [{ id: myImage }],
      mainImage: { id: myImage },
    });
  });

  it('keeps an invited company, but never one that is mine or a consumer', async () => {
    const owner = await createOwner();
    const company = await insertCompanyForTest(setup.handle.db);
    const consumer = await insertCompanyForTest(setup.handle.db, { type: 'CONSUMER' });
    const { body } = await createTemp(owner.headers, {
      invitationProfileId: String(company.profileId),
    });
    expect(body.data?.createAnnouncementTemp).toMatchObject({
      invitationProfileId: String(company.profileId),
      invitationProfile: { id: String(company.profileId) },
    });
    const cleared = await setup.server.graphql<{ updateAnnouncementTemp: Temp }>(UPDATE_TEMP, {
      variables: {
        id: body.data!.createAnnouncementTemp.id,
        data: { invitationProfileId: null },
      },
      headers: owner.headers,
    });
    expect(cleared.body.data?.updateAnnouncementTemp).toMatchObject({
      invitationProfileId: null,
      invitationProfile: null,
    });
    for (const [profileId, message] of [
      [owner.profileId, '내 업체에는 견적 요청을 보낼 수 없습니다.'],
      [consumer.profileId, '일반 소비자 프로필에는 견적 요청을 보낼 수 없습니다.'],
    ] as const) {
      const refused = await createTemp(owner.headers, { invitationProfileId: String(profileId) });
      expect(refused.body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'invitationProfileId' },
      });
    }
  });

  it('needs a login and a profile', async () => {
    const anonymous = await createTemp({}, { step: 1 });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const user = await insertUserForTest(setup.handle.db, 'no-profile');
    const { body } = await createTemp(await createAuthHeadersForTest(user.id), { step: 1 });
    expect(body.errors?.[0]).toMatchObject({
      message: '프로필을 먼저 완성해 주세요.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'PROFILE_REQUIRED' },
    });
  });

  it("keeps someone else's draft out of reach", async () => {
    const owner = await createOwner();
    const stranger = await createOwner();
    const created = await createTemp(owner.headers, { description: '내 초안입니다 열 글자 이상' });
    const id = created.body.data!.createAnnouncementTemp.id;
    const read = await setup.server.graphql(TEMP, { variables: { id }, headers: stranger.headers });
    expect(read.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const update = await setup.server.graphql(UPDATE_TEMP, {
      variables: { id, data: { description: '남의 초안을 바꿉니다 열 글자' } },
      headers: stranger.headers,
    });
    expect(update.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const remove = await setup.server.graphql(DELETE_TEMP, {
      variables: { id },
      headers: stranger.headers,
    });
    expect(remove.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await setup.server.graphql(TEMP, { variables: { id } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const mine = await setup.server.graphql<{ announcementTemp: Temp }>(TEMP, {
      variables: { id },
      headers: owner.headers,
    });
    expect(mine.body.data?.announcementTemp.description).toBe('내 초안입니다 열 글자 이상');
  });

  it('deletes a draft and lists the rest, most recently saved first, page by page', async () => {
    const owner = await createOwner();
    const ids: string[] = [];
    for (const step of [1, 2, 3]) {
      const { body } = await createTemp(owner.headers, { step });
      ids.push(body.data!.createAnnouncementTemp.id);
    }
    const removed = await setup.server.graphql<{ deleteAnnouncementTemp: string }>(DELETE_TEMP, {
      variables: { id: ids[1] },
      headers: owner.headers,
    });
    expect(removed.body.data?.deleteAnnouncementTemp).toBe(ids[1]);
    type Page = {
      myAnnouncementTemps: {
        totalCount: number;
        nodes: Array<{ id: string }>;
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const first = await setup.server.graphql<Page>(MY_TEMPS, {
      variables: { paging: { first: 1 } },
      headers: owner.headers,
    });
    expect(first.body.data?.myAnnouncementTemps).toMatchObject({
      totalCount: 2,
      nodes: [{ id: ids[2] }],
      pageInfo: { hasNextPage: true },
    });
    const second = await setup.server.graphql<Page>(MY_TEMPS, {
      variables: {
        paging: { first: 1, after: first.body.data!.myAnnouncementTemps.pageInfo.endCursor },
      },
      headers: owner.headers,
    });
    expect(second.body.data?.myAnnouncementTemps.nodes).toMatchObject([{ id: ids[0], step: 1 }]);
    const gone = await setup.server.graphql(TEMP, {
      variables: { id: ids[1] },
      headers: owner.headers,
    });
    expect(gone.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('titles a page of drafts with one trade lookup, however many drafts it shows', async () => {
    const owner = await createOwner();
    const trades = [
      await insertCategoryForTest(setup.handle.db, '철근공사'),
      await insertCategoryForTest(setup.handle.db, '도장공사'),
    ];
    const LIST = '{ myAnnouncementTemps { nodes { title categories { name } } } }';
    const countQueriesOfList = async () => {
      const probe = watchQueriesForTest(setup.handle.db);
      try {
        const { body } = await setup.server.graphql<{
          myAnnouncementTemps: { nodes: Array<{ title: string }> };
        }>(LIST, { headers: owner.headers });
        expect(body.errors).toBeUndefined();
        return {
          titles: body.data!.myAnnouncementTemps.nodes.map((node) => node.title),
          count: probe.queryCount,
        };
      } finally {
        probe.stop();
      }
    };
    await createTemp(owner.headers, {
      sigungu: '서울특별시 강남구',
      categories__ids: [String(trades[0])],
    });
    const one = await countQueriesOfList();
    for (const trade of [trades[1], trades[0], trades[1]]) {
      await createTemp(owner.headers, {
        sigungu: '서울특별시 강남구',
        categories__ids: [String(trade)],
      });
    }
    const four = await countQueriesOfList();
    expect(one.titles).toEqual(['서울 강남구 철근공사']);
    expect(four.titles).toEqual([
      '서울 강남구 도장공사',
      '서울 강남구 철근공사',
      '서울 강남구 도장공사',
      '서울 강남구 철근공사',
    ]);
    expect(four.count).toBe(one.count);
  });

  describe('reCreateAnnouncement', () => {
    it('copies a finished request into a draft at the last step', async () => {
      const owner = await createOwner();
      const leaf = await insertCategoryForTest(setup.handle.db, '방수공사');
      const closed = await insertAnnouncementForTest(setup.handle.db, owner, {
        postingEndAt: new Date(Date.now() - DAY_MS),
        categoryIds: [leaf],
      });
      const { body } = await setup.server.graphql<{ reCreateAnnouncement: Temp }>(RE_CREATE, {
        variables: { id: String(closed.id) },
        headers: owner.headers,
      });
      expect(body.errors).toBeUndefined();
      expect(body.data?.reCreateAnnouncement).toMatchObject({
        step: 8,
        isReCreated: true,
        title: '서울 강남구 방수공사',
        workType: 'REPAIR',
        servicePriceType: 'LESSTHEN_500',
        servicePrice: null,
        postingDay: 7,
        emergencyContact: '01012345678',
      });
    });

    it('reads the finished request one statement at a time inside its transaction', async () => {
      const owner = await createOwner();
      const leaf = await insertCategoryForTest(setup.handle.db, '창호공사');
      const closed = await insertAnnouncementForTest(setup.handle.db, owner, {
        postingEndAt: new Date(Date.now() - DAY_MS),
        categoryIds: [leaf],
      });
      const probe = watchQueriesForTest(setup.handle.db);
      try {
        const { body } = await setup.server.graphql<{ reCreateAnnouncement: Temp }>(RE_CREATE, {
          variables: { id: String(closed.id) },
          headers: owner.headers,
        });
        expect(body.data?.reCreateAnnouncement.title).toBe('서울 강남구 창호공사');
        expect(probe.overlapCount).toBe(0);
      } finally {
        probe.stop();
      }
    });

    it('refuses a request that is still open, and a stranger', async () => {
      const owner = await createOwner();
      const stranger = await createOwner();
      const open = await insertAnnouncementForTest(setup.handle.db, owner);
      const choosing = await insertAnnouncementForTest(setup.handle.db, owner, {
        postingEndAt: new Date(Date.now() - DAY_MS),
        applyCount: 1,
      });
      const applicant = await insertCompanyForTest(setup.handle.db);
      await insertApplyForTest(setup.handle.db, { announcementId: choosing.id, ...applicant });
      for (const id of [open.id, choosing.id]) {
        const { body } = await setup.server.graphql(RE_CREATE, {
          variables: { id: String(id) },
          headers: owner.headers,
        });
        expect(body.errors?.[0]).toMatchObject({
          message: '진행 중인 공고는 다시 올릴 수 없습니다.',
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const canceled = await insertAnnouncementForTest(setup.handle.db, owner, {
        state: 'CANCELED',
      });
      const { body } = await setup.server.graphql(RE_CREATE, {
        variables: { id: String(canceled.id) },
        headers: stranger.headers,
      });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
