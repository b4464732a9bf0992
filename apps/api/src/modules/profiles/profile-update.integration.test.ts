import { randomInt } from 'node:crypto';
import {
  businessStatuses,
  categories,
  licenses,
  portfolios,
  profileAddresses,
  profiles,
  toSearchQuery,
  users,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import type { ProfileType } from '@gongsa/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import {
  createAuthHeadersForTest,
  createUniqueEmailForTest,
  uploadImageForTest,
} from '../../testing/accounts';
import {
  createBusinessNumberForTest,
  selectLeafCategoryIdsForTest,
} from '../../testing/companies.repository';
import { startTestServer, type TestServer } from '../../testing/test-server';

const INFO_FIELDS = `
  ... on CompanyInfo {
    businessNumber companyCode companyType companyName mainBusiness faxNumber createdDay staffCount
    settleAccountDay performanceType description isTaxBillIssue isRentLedgerSubmitPossible
    mainBusinessPrice smsLinks homepageUrl ownerName phoneNumber email managerName
    managerPhoneNumber managerEmail
    mainCategory { id name } mainSubCategory { id name } categories { id name }
    licenses { id license { id name } registrationNumber }
    phones { index isFirst phoneNumber }
    addresses { index isFirst postCode address addressDetail sigungu }
    stockholders { index name rate }
    logoImg { id url } mainBusinessMenuImg { id }
  }
  ... on EngineerInfo {
    businessNumber companyName ownerName phoneNumber mainBusiness
    categories { id } licenses { license { id } } phones { phoneNumber } addresses { sigungu }
  }
  ... on ConsumerInfo {
    companyName ownerName phoneNumber email description categories { id } logoImg { id }
  }
`;
const PROFILE_FIELDS = `id type isMine isCompleted isNiceCertified progress rateOfCreation
  info { __typename ${INFO_FIELDS} }`;

const UPDATE_CORPORATION = `mutation U($profileId: ID!, $data: CompanyProfileInput!, $progress: Int, $isNiceCertified: Boolean) {
  updateCorporationProfile(profileId: $profileId, data: $data, progress: $progress, isNiceCertified: $isNiceCertified) { ${PROFILE_FIELDS} }
}`;
const UPDATE_PRIVATE_BUSINESS = `mutation U($profileId: ID!, $data: CompanyProfileInput!, $isNiceCertified: Boolean) {
  updatePrivateBusinessProfile(profileId: $profileId, data: $data, isNiceCertified: $isNiceCertified) { ${PROFILE_FIELDS} }
}`;
const UPDATE_ENGINEER = `mutation U($profileId: ID!, $data: EngineerProfileInput!, $progress: Int) {
  updateEngineerProfile(profileId: $profileId, data: $data, progress: $progress) { ${PROFILE_FIELDS} }
}`;
const UPDATE_CONSUMER = `mutation U($profileId: ID!, $data: ConsumerProfileInput!) {
  updateConsumerProfile(profileId: $profileId, data: $data) { ${PROFILE_FIELDS} }
}`;
const ME = `{ me { id profile { ${PROFILE_FIELDS} } } }`;

type ProfileResult = {
  id: string;
  type: ProfileType;
  isMine: boolean;
  isCompleted: boolean;
  isNiceCertified: boolean;
  progress: number;
  rateOfCreation: number;
  info: Record<string, unknown> & { __typename: string };
};

type Account = {
  userId: number;
  profileId: number;
  headers: Record<string, string>;
  /** Given at "sign-up" to companies: one live profile may hold a number (ADR 0022). */
  businessNumber: string | null;
};

/** Stands for the account's own 사업자등록번호 in the data a test saves (see save). */
const BUSINESS_NUMBER = 'the account’s own number';

describe('profile updates', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let leafCategoryIds: number[];
  let licenseIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'reference' });
    server = await startTestServer({ db: database.db });
    leafCategoryIds = await selectLeafCategoryIdsForTest(database.db, 3);
    const kinds = await database.db
      .select({ id: licenses.id })
      .from(licenses)
      .orderBy(asc(licenses.id))
      .limit(2);
    licenseIds = kinds.map((row) => row.id);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function createAccount(type: ProfileType): Promise<Account> {
    const [user] = await database.db
      .insert(users)
      .values({
        email: createUniqueEmailForTest('profile'),
        passwordHash: 'not-used-in-these-tests',
        name: '테스트',
        nickname: '테스트',
        phoneNumber: '01012345678',
      })
      .returning({ id: users.id });
    const isBusiness = type === 'CORPORATION' || type === 'PRIVATE_BUSINESS';
    const businessNumber = isBusiness ? createBusinessNumberForTest() : null;
    const [profile] = await database.db
      .insert(profiles)
      .values({
        userId: user!.id,
        type,
        uniqueId: `ABC${String(randomInt(1_000_000)).padStart(6, '0')}`,
        companyName: isBusiness ? '가입상호' : null,
        businessNumber,
      })
      .returning({ id: profiles.id });
    return {
      userId: user!.id,
      profileId: profile!.id,
      headers: await createAuthHeadersForTest(user!.id),
      businessNumber,
    };
  }

  async function addPortfolio(account: Account) {
    await database.db
      .insert(portfolios)
      .values({ userId: account.userId, profileId: account.profileId, description: '시공 사례' });
  }

  function save(
    mutation: string,
    field: string,
    account: Pick<Account, 'headers' | 'businessNumber'>,
    variables: Record<string, unknown>,
  ) {
    const data = variables.data as Record<string, unknown> | undefined;
    if (data?.businessNumber === BUSINESS_NUMBER) {
      variables = { ...variables, data: { ...data, businessNumber: account.businessNumber } };
    }
    return server
      .graphql<Record<string, ProfileResult>>(mutation, { variables, headers: account.headers })
      .then(({ body }) => ({ profile: body.data?.[field] ?? null, errors: body.errors }));
  }

  function saveCorporation(account: Account, data: Record<string, unknown>, extra = {}) {
    return save(UPDATE_CORPORATION, 'updateCorporationProfile', account, {
      profileId: String(account.profileId),
      data,
      ...extra,
    });
  }

  async function readMyProfile(account: Account): Promise<ProfileResult> {
    const { body } = await server.graphql<{ me: { profile: ProfileResult } }>(ME, {
      headers: account.headers,
    });
    expect(body.errors).toBeUndefined();
    return body.data!.me.profile;
  }

  const minimalCompany = {
    businessNumber: BUSINESS_NUMBER,
    companyName: '대한철근건설',
    ownerName: '김대한',
  };

  function fullCompany(logoImgId: string) {
    return {
      ...minimalCompany,
      companyCode: `${String(randomInt(100_000, 999_999))}-${String(randomInt(1_000_000, 9_999_999))}`,
      companyType: '주식회사',
      mainBusiness: '철근콘크리트 공사',
      faxNumber: '02-555-0101',
      createdDay: '2010-03-02',
      staffCount: 24,
      settleAccountDay: '12-31',
      performanceType: '민간',
      description: '믿을 수 있는 시공',
      isTaxBillIssue: true,
      isRentLedgerSubmitPossible: false,
      mainBusinessPrice: 150_000_000,
      smsLinks: ['blog.naver.com/daehan'],
      homepageUrl: 'www.daehan.test',
      phoneNumber: '02-555-0100',
      email: 'Info@Daehan.test',
      managerName: '이담당',
      managerPhoneNumber: '010-2222-3333',
      managerEmail: 'manager@daehan.test',
      mainCategoryId: String(leafCategoryIds[0]),
      mainSubCategoryId: String(leafCategoryIds[1]),
      categoryIds: leafCategoryIds.map(String),
      licenses: [
        { licenseId: String(licenseIds[0]), registrationNumber: '서울-01-0001' },
        { licenseId: String(licenseIds[1]) },
      ],
      phones: [{ phoneNumber: '02-555-0100' }, { phoneNumber: '010-2222-3333', isFirst: true }],
      addresses: [
        {
          postCode: '06236',
          address: '서울특별시 강남구 테헤란로 152',
          addressDetail: '12층',
          sigungu: '강남구',
          isFirst: true,
        },
        { postCode: '48058', address: '부산광역시 해운대구 센텀중앙로 79', sigungu: '해운대구' },
      ],
      stockholders: [
        { name: '김대한', rate: 60 },
        { name: '이민국', rate: 40 },
      ],
      logoImgId,
    };
  }

  describe('updateCorporationProfile', () => {
    it('saves the whole info, computes progress on the server and shows it on me', async () => {
      const account = await createAccount('CORPORATION');
      const minimal = await saveCorporation(account, minimalCompany, { progress: 100 });
      expect(minimal.errors).toBeUndefined();
      // The client's progress is ignored: three of 22 fields, scaled to 90 without a portfolio.
      expect(minimal.profile).toMatchObject({
        progress: 12,
        rateOfCreation: 14,
        isCompleted: false,
      });

      const logoImgId = await uploadImageForTest(server, account.headers);
      const full = await saveCorporation(account, fullCompany(logoImgId), {
        isNiceCertified: true,
      });
      expect(full.errors).toBeUndefined();
      expect(full.profile).toMatchObject({
        type: 'CORPORATION',
        isMine: true,
        isCompleted: true,
        isNiceCertified: true,
        progress: 90,
        rateOfCreation: 100,
      });
      expect(full.profile?.info).toMatchObject({
        __typename: 'CompanyInfo',
        businessNumber: account.businessNumber,
        companyCode: expect.stringMatching(/^\d{13}$/),
        companyName: '대한철근건설',
        faxNumber: '025550101',
        createdDay: '2010-03-02',
        staffCount: 24,
        settleAccountDay: '12-31',
        mainBusinessPrice: 150_000_000,
        smsLinks: ['blog.naver.com/daehan'],
        email: 'info@daehan.test',
        mainCategory: { id: String(leafCategoryIds[0]) },
        mainSubCategory: { id: String(leafCategoryIds[1]) },
        categories: leafCategoryIds.map((id) => ({ id: String(id), name: expect.any(String) })),
        licenses: [
          { license: { id: String(licenseIds[0]) }, registrationNumber: '서울-01-0001' },
          { license: { id: String(licenseIds[1]) }, registrationNumber: null },
        ],
        phones: [
          { index: 0, isFirst: false, phoneNumber: '025550100' },
          { index: 1, isFirst: true, phoneNumber: '01022223333' },
        ],
        addresses: [
          {
            index: 0,
            isFirst: true,
            postCode: '06236',
            address: '서울특별시 강남구 테헤란로 152',
            addressDetail: '12층',
            sigungu: '서울특별시 강남구',
          },
          {
            index: 1,
            isFirst: false,
            postCode: '48058',
            addressDetail: null,
            sigungu: '부산광역시 해운대구',
          },
        ],
        stockholders: [
          { index: 0, name: '김대한', rate: 60 },
          { index: 1, name: '이민국', rate: 40 },
        ],
        logoImg: { id: logoImgId },
        mainBusinessMenuImg: null,
      });
      expect(await readMyProfile(account)).toEqual(full.profile);

      // The company directory reads the region and the search document from the profile row.
      const [row] = await database.db
        .select({ si: profiles.si, sigungu: profiles.sigungu })
        .from(profiles)
        .where(eq(profiles.id, account.profileId));
      expect(row).toEqual({ si: '서울특별시', sigungu: '서울특별시 강남구' });
      const found = await database.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(sql`${profiles.searchBigrams} @@ ${toSearchQuery('철근')}`);
      expect(found.map((profile) => profile.id)).toContain(account.profileId);
    });

    it('adds the portfolio bonus of 10 once the user has a portfolio', async () => {
      const account = await createAccount('CORPORATION');
      const logoImgId = await uploadImageForTest(server, account.headers);
      const before = await saveCorporation(account, fullCompany(logoImgId));
      expect(before.profile?.progress).toBe(90);
      await addPortfolio(account);
      const after = await saveCorporation(account, fullCompany(logoImgId));
      expect(after.profile).toMatchObject({ progress: 100, rateOfCreation: 100 });
    });

    it('replaces the lists, and a bad entry changes nothing', async () => {
      const account = await createAccount('CORPORATION');
      const logoImgId = await uploadImageForTest(server, account.headers);
      const first = await saveCorporation(account, fullCompany(logoImgId));
      expect(first.errors).toBeUndefined();

      const shorter = await saveCorporation(account, {
        ...minimalCompany,
        phones: [{ phoneNumber: '031-777-8888' }],
        addresses: [{ address: '경기도 수원시 영통구 광교로 1', sigungu: '수원시 영통구' }],
        categoryIds: [String(leafCategoryIds[2])],
      });
      expect(shorter.errors).toBeUndefined();
      // The /company category filter reads profiles.category_ids: the categories with ancestors.
      const [leaf] = await database.db
        .select({ parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.id, leafCategoryIds[2]!));
      const [stored] = await database.db
        .select({ categoryIds: profiles.categoryIds })
        .from(profiles)
        .where(eq(profiles.id, account.profileId));
      expect(stored!.categoryIds).toEqual(
        expect.arrayContaining([leafCategoryIds[2], leaf!.parentId]),
      );
      expect(stored!.categoryIds).not.toContain(leafCategoryIds[0]);
      expect(shorter.profile?.info).toMatchObject({
        phones: [{ index: 0, isFirst: true, phoneNumber: '0317778888' }],
        addresses: [{ isFirst: true, sigungu: '경기도 수원시 영통구' }],
        categories: [{ id: String(leafCategoryIds[2]) }],
        licenses: [],
        stockholders: [],
        companyCode: null,
        logoImg: null,
      });
      const before = await readMyProfile(account);

      const bad = await saveCorporation(account, {
        ...fullCompany(logoImgId),
        phones: [{ phoneNumber: '010-1234-5678' }, { phoneNumber: '1234' }],
      });
      expect(bad.profile).toBeNull();
      expect(bad.errors?.[0]).toMatchObject({
        message: '올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)',
        extensions: { code: 'BAD_USER_INPUT', field: 'phones.1.phoneNumber' },
      });
      expect(await readMyProfile(account)).toEqual(before);
      const addressRows = await database.db
        .select({ address: profileAddresses.address })
        .from(profileAddresses)
        .where(eq(profileAddresses.profileId, account.profileId));
      expect(addressRows).toEqual([{ address: '경기도 수원시 영통구 광교로 1' }]);
    });

    it('rejects unknown categories and licences and images that are not the viewer’s', async () => {
      const account = await createAccount('CORPORATION');
      const stranger = await createAccount('CORPORATION');
      const strangersImage = await uploadImageForTest(server, stranger.headers);
      const before = await readMyProfile(account);

      const unknownCategory = await saveCorporation(account, {
        ...minimalCompany,
        categoryIds: ['999999999'],
      });
      expect(unknownCategory.errors?.[0]).toMatchObject({
        message: '존재하지 않는 업종이 포함되어 있습니다. 업종을 다시 선택해 주세요.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const unknownLicense = await saveCorporation(account, {
        ...minimalCompany,
        licenses: [{ licenseId: '999999999' }],
      });
      expect(unknownLicense.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const foreignImage = await saveCorporation(account, {
        ...minimalCompany,
        logoImgId: strangersImage,
      });
      expect(foreignImage.errors?.[0]).toMatchObject({
        message: '이미지를 찾을 수 없습니다. 이미지를 다시 올려 주세요.',
        extensions: { code: 'BAD_USER_INPUT', field: 'logoImgId' },
      });
      expect(await readMyProfile(account)).toEqual(before);
    });

    it('refuses a 법인등록번호 another company already registered', async () => {
      const first = await createAccount('CORPORATION');
      const second = await createAccount('CORPORATION');
      const code = `${String(randomInt(100_000, 999_999))}-1234567`;
      expect(
        (await saveCorporation(first, { ...minimalCompany, companyCode: code })).errors,
      ).toBeUndefined();
      const duplicate = await saveCorporation(second, { ...minimalCompany, companyCode: code });
      expect(duplicate.errors?.[0]).toMatchObject({
        message: '이미 다른 업체가 등록한 법인등록번호입니다.',
        extensions: { code: 'BAD_USER_INPUT', field: 'companyCode' },
      });
      // Saving one's own code again is fine.
      expect(
        (await saveCorporation(first, { ...minimalCompany, companyCode: code })).errors,
      ).toBeUndefined();
    });

    it('answers FORBIDDEN for a stranger, UNAUTHENTICATED for a visitor, and changes nothing', async () => {
      const owner = await createAccount('CORPORATION');
      const stranger = await createAccount('CORPORATION');
      const before = await readMyProfile(owner);

      const forbidden = await saveCorporation(
        { ...owner, headers: stranger.headers },
        minimalCompany,
      );
      expect(forbidden.errors?.[0]).toMatchObject({
        message: '본인의 프로필만 수정할 수 있습니다.',
        extensions: { code: 'FORBIDDEN' },
      });
      const anonymous = await saveCorporation({ ...owner, headers: {} }, minimalCompany);
      expect(anonymous.errors?.[0]).toMatchObject({
        message: '로그인이 필요합니다.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      const missing = await saveCorporation({ ...owner, profileId: 999_999_999 }, minimalCompany);
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await readMyProfile(owner)).toEqual(before);
    });

    it('refuses the mutation of another profile type', async () => {
      const engineer = await createAccount('ENGINEER');
      const wrong = await saveCorporation(engineer, minimalCompany);
      expect(wrong.errors?.[0]).toMatchObject({
        message: '기술자 프로필입니다. 회원 유형에 맞는 프로필 정보를 입력해 주세요.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('asks for the required fields in Korean', async () => {
      const account = await createAccount('CORPORATION');
      const { errors } = await saveCorporation(account, { businessNumber: BUSINESS_NUMBER });
      expect(errors?.[0]).toMatchObject({
        message: '상호명을 입력해 주세요.',
        extensions: { code: 'BAD_USER_INPUT', field: 'companyName' },
      });
    });
  });

  describe('updatePrivateBusinessProfile', () => {
    it('saves without a 법인등록번호 and counts progress without it', async () => {
      const account = await createAccount('PRIVATE_BUSINESS');
      const { profile, errors } = await save(
        UPDATE_PRIVATE_BUSINESS,
        'updatePrivateBusinessProfile',
        account,
        {
          profileId: String(account.profileId),
          data: {
            ...minimalCompany,
            phoneNumber: '010-3333-4444',
            addresses: [{ address: '세종특별자치시 한누리대로 2130' }],
            categoryIds: [String(leafCategoryIds[0])],
          },
          isNiceCertified: true,
        },
      );
      expect(errors).toBeUndefined();
      // 6 of 21 fields → 29%, scaled to 90 → 26.
      expect(profile).toMatchObject({
        type: 'PRIVATE_BUSINESS',
        isCompleted: true,
        isNiceCertified: true,
        rateOfCreation: 29,
        progress: 26,
      });
      expect(profile?.info).toMatchObject({
        __typename: 'CompanyInfo',
        companyCode: null,
        addresses: [{ sigungu: '세종특별자치시' }],
      });
    });
  });

  describe('updateEngineerProfile', () => {
    it('saves an engineer and adds 15 for a portfolio', async () => {
      const account = await createAccount('ENGINEER');
      const data = {
        ownerName: '박기술',
        phoneNumber: '010-5555-6666',
        mainBusiness: '전기 설비',
        categoryIds: [String(leafCategoryIds[0])],
        licenses: [{ licenseId: String(licenseIds[0]) }],
        addresses: [{ address: '대전광역시 유성구 대학로 99', sigungu: '유성구' }],
      };
      const first = await save(UPDATE_ENGINEER, 'updateEngineerProfile', account, {
        profileId: String(account.profileId),
        data,
        progress: 99,
      });
      expect(first.errors).toBeUndefined();
      // 6 of 12 fields → 50%, scaled to 85 → 43.
      expect(first.profile).toMatchObject({ isCompleted: true, rateOfCreation: 50, progress: 43 });
      expect(first.profile?.info).toMatchObject({
        __typename: 'EngineerInfo',
        businessNumber: null,
        companyName: null,
        ownerName: '박기술',
        addresses: [{ sigungu: '대전광역시 유성구' }],
      });
      expect(first.profile?.info).not.toHaveProperty('companyCode');

      await addPortfolio(account);
      const second = await save(UPDATE_ENGINEER, 'updateEngineerProfile', account, {
        profileId: String(account.profileId),
        data,
      });
      expect(second.profile?.progress).toBe(58);
    });
  });

  describe('a 사업자등록번호 is a claim (issue 12, item 3; ADR 0022)', () => {
    const TAKEN =
      '이미 다른 회원이 등록한 사업자등록번호입니다. 본인 업체의 번호라면 고객센터로 문의해 주세요.';

    function saveEngineer(account: Account, businessNumber: string | null) {
      return save(UPDATE_ENGINEER, 'updateEngineerProfile', account, {
        profileId: String(account.profileId),
        data: { ownerName: '박기술', phoneNumber: '010-5555-6666', businessNumber },
      });
    }

    async function readClaim(account: Account) {
      const [row] = await database.db
        .select({
          businessNumber: profiles.businessNumber,
          verifiedAt: profiles.businessNumberVerifiedAt,
        })
        .from(profiles)
        .where(eq(profiles.id, account.profileId));
      return { businessNumber: row!.businessNumber, isVerified: row!.verifiedAt !== null };
    }

    it('refuses a number another live profile holds, pointing to 고객센터, and changes nothing', async () => {
      const company = await createAccount('CORPORATION');
      const engineer = await createAccount('ENGINEER');
      const before = await readMyProfile(engineer);
      const claim = await saveEngineer(engineer, company.businessNumber);
      expect(claim.errors?.[0]).toMatchObject({
        message: TAKEN,
        extensions: { code: 'BAD_USER_INPUT', field: 'businessNumber' },
      });
      expect(await readMyProfile(engineer)).toEqual(before);
    });

    it('keeps a stored number: editing the profile cannot change or remove it', async () => {
      const FIXED = '사업자등록번호는 바꿀 수 없습니다. 변경은 고객센터로 문의해 주세요.';
      const company = await createAccount('CORPORATION');
      const change = await saveCorporation(company, {
        ...minimalCompany,
        businessNumber: createBusinessNumberForTest(),
      });
      expect(change.errors?.[0]).toMatchObject({
        message: FIXED,
        extensions: { code: 'BAD_USER_INPUT', field: 'businessNumber' },
      });
      expect(await readClaim(company)).toEqual({
        businessNumber: company.businessNumber,
        isVerified: false,
      });

      // An engineer's number is optional, but once entered it stays too.
      const engineer = await createAccount('ENGINEER');
      const businessNumber = createBusinessNumberForTest();
      expect((await saveEngineer(engineer, businessNumber)).errors).toBeUndefined();
      expect((await saveEngineer(engineer, null)).errors?.[0]).toMatchObject({ message: FIXED });
      expect((await readClaim(engineer)).businessNumber).toBe(businessNumber);
    });

    it('checks a newly entered number with the business-status lookup', async () => {
      const [active, closed, unknown] = [1, 2, 3].map(() => createBusinessNumberForTest());
      await database.db.insert(businessStatuses).values([
        {
          businessNumber: active!,
          statusCode: '01',
          statusName: '계속사업자',
          taxType: '부가가치세 일반과세자',
        },
        {
          businessNumber: closed!,
          statusCode: '03',
          statusName: '폐업자',
          taxType: '부가가치세 일반과세자',
          endDate: '2025-06-30',
        },
      ]);
      const expected = { [active!]: true, [closed!]: false, [unknown!]: false };
      for (const [businessNumber, isVerified] of Object.entries(expected)) {
        const engineer = await createAccount('ENGINEER');
        expect((await saveEngineer(engineer, businessNumber)).errors).toBeUndefined();
        expect(await readClaim(engineer)).toEqual({ businessNumber, isVerified });
      }
    });

    it('lets exactly one of two profiles claiming one number at once have it', async () => {
      const businessNumber = createBusinessNumberForTest();
      const engineers = await Promise.all([1, 2, 3, 4].map(() => createAccount('ENGINEER')));
      const results = await Promise.all(
        engineers.map((engineer) => saveEngineer(engineer, businessNumber)),
      );
      expect(results.filter((result) => result.errors === undefined)).toHaveLength(1);
      for (const refused of results.filter((result) => result.errors !== undefined)) {
        expect(refused.errors?.[0]).toMatchObject({ message: TAKEN });
      }
      const holders = await database.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.businessNumber, businessNumber));
      expect(holders).toHaveLength(1);
    });
  });

  describe('updateConsumerProfile', () => {
    it('saves the short consumer card and reports completion', async () => {
      const account = await createAccount('CONSUMER');
      const logoImgId = await uploadImageForTest(server, account.headers);
      const { profile, errors } = await save(UPDATE_CONSUMER, 'updateConsumerProfile', account, {
        profileId: String(account.profileId),
        data: {
          ownerName: '홍길동',
          phoneNumber: '010-7777-8888',
          email: 'hong@gongsa.test',
          description: '주택 리모델링을 알아보고 있습니다.',
          categoryIds: [String(leafCategoryIds[1])],
          logoImgId,
        },
      });
      expect(errors).toBeUndefined();
      expect(profile).toMatchObject({ isCompleted: true, rateOfCreation: 100, progress: 90 });
      expect(profile?.info).toEqual({
        __typename: 'ConsumerInfo',
        companyName: null,
        ownerName: '홍길동',
        phoneNumber: '01077778888',
        email: 'hong@gongsa.test',
        description: '주택 리모델링을 알아보고 있습니다.',
        categories: [{ id: String(leafCategoryIds[1]) }],
        logoImg: { id: logoImgId },
      });
    });

    it('needs a name', async () => {
      const account = await createAccount('CONSUMER');
      const { errors } = await save(UPDATE_CONSUMER, 'updateConsumerProfile', account, {
        profileId: String(account.profileId),
        data: { phoneNumber: '010-7777-8888' },
      });
      expect(errors?.[0]).toMatchObject({
        message: '이름을 입력해 주세요.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });
});
