import { REVIEW_TEXTS } from '../data/names';
import { createRandom, type Random } from '../random';
import { DEMO_ACCOUNTS, DEMO_PROFILE_UNIQUE_IDS } from './accounts';
import {
  DEMO_ANNOUNCEMENT_NUMBER_BASE,
  generateAnnouncement,
  STATE_COUNTS,
  type AnnouncementSlot,
} from './announcements';
import { createCompanyRegistry, generateCompany } from './companies';
import { createInstitutionName, generateConsumer } from './consumers';
import { findSido, round } from './locations';
import {
  type DemoAnnouncementState,
  type DemoData,
  type DemoDraft,
  type DemoProfile,
  type DemoReview,
  type DemoUser,
} from './types';

const DAY_MS = 86_400_000;
/** Changing the seed changes every generated name and number; keep it fixed. */
export const DEMO_RANDOM_SEED = 20_260_101;
export const DEMO_COMPANY_COUNT = 200;
const CONSUMER_COUNT = 40;
const INSTITUTION_COUNT = 6;

function getDemoAccountPassword(email: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account.password;
}

function pickScore(random: Random): 1 | 2 | 3 | 4 | 5 {
  return random.pickWeighted([
    [5, 45],
    [4, 30],
    [3, 13],
    [2, 7],
    [1, 5],
  ] as const);
}

function pickReviewState(random: Random): DemoReview['state'] {
  return random.pickWeighted([
    ['VISIBLE', 92],
    ['HIDDEN', 4],
    ['REPORTED', 4],
  ] as const);
}

/** The requests that involve the demo accounts, so each one has something to show. */
function createScriptedSlots(): AnnouncementSlot[] {
  const ids = DEMO_PROFILE_UNIQUE_IDS;
  return [
    {
      state: 'RECRUITING',
      ownerUniqueId: ids.consumer,
      tradeCodes: ['G02-01', 'G03-01'],
      type: 'ALL',
      sidoShortName: '서울',
      applicants: [{ profileUniqueId: ids.private }],
      invitedUniqueIds: [ids.private, ids.engineer],
    },
    {
      state: 'RECRUITING',
      ownerUniqueId: ids.consumer,
      tradeCodes: ['G02-03'],
      type: 'ALL',
      sidoShortName: '서울',
    },
    {
      state: 'CHOOSING',
      ownerUniqueId: ids.consumer,
      tradeCodes: ['G02-01'],
      type: 'ALL',
      sidoShortName: '서울',
      applicants: [{ profileUniqueId: ids.private }],
    },
    {
      state: 'CHOSEN',
      ownerUniqueId: ids.consumer,
      tradeCodes: ['G02-01'],
      type: 'ALL',
      sidoShortName: '서울',
      applicants: [{ profileUniqueId: ids.private, isSelected: true }],
    },
    {
      state: 'CLOSED',
      ownerUniqueId: ids.consumer,
      tradeCodes: ['G03-01'],
      type: 'ALL',
      sidoShortName: '서울',
      applicants: [{ profileUniqueId: ids.engineer, isSelected: true }],
    },
    {
      state: 'CANCELED',
      ownerUniqueId: ids.consumer,
      tradeCodes: ['G02-05'],
      type: 'ALL',
      sidoShortName: '서울',
    },
    {
      state: 'RECRUITING',
      ownerUniqueId: ids.corp,
      tradeCodes: ['G02-06'],
      type: 'ALL',
      sidoShortName: '서울',
    },
    {
      state: 'CLOSED',
      ownerUniqueId: ids.corp,
      tradeCodes: ['G02-03'],
      type: 'ALL',
      sidoShortName: '경기',
    },
    {
      state: 'RECRUITING',
      tradeCodes: ['G02-09'],
      type: 'ALL',
      applicants: [{ profileUniqueId: ids.corp }],
    },
    {
      state: 'RECRUITING',
      tradeCodes: ['G02-09'],
      type: 'CORPORATION',
      applicants: [{ profileUniqueId: ids.corp }],
    },
    { state: 'RECRUITING', tradeCodes: ['G02-09'], type: 'ALL', invitedUniqueIds: [ids.corp] },
    {
      state: 'CHOOSING',
      tradeCodes: ['G02-09'],
      type: 'ALL',
      applicants: [{ profileUniqueId: ids.corp }],
    },
    {
      state: 'CHOSEN',
      tradeCodes: ['G02-09'],
      type: 'ALL',
      applicants: [{ profileUniqueId: ids.corp, isSelected: true }],
    },
    {
      state: 'CHOSEN',
      tradeCodes: ['G01-02', 'G02-09'],
      type: 'CORPORATION',
      applicants: [
        { profileUniqueId: ids.corp },
        { profileUniqueId: ids.subscriber, isSelected: true },
      ],
    },
    {
      state: 'CLOSED',
      tradeCodes: ['G02-09'],
      type: 'ALL',
      applicants: [{ profileUniqueId: ids.corp }],
    },
    {
      state: 'RECRUITING',
      tradeCodes: ['G02-01'],
      type: 'ALL',
      applicants: [{ profileUniqueId: ids.private }],
    },
    {
      state: 'CANCELED',
      tradeCodes: ['G02-01'],
      type: 'ALL',
      applicants: [{ profileUniqueId: ids.private }],
    },
    {
      state: 'RECRUITING',
      tradeCodes: ['G03-01'],
      type: 'ENGINEER',
      applicants: [{ profileUniqueId: ids.engineer }],
    },
    {
      state: 'CHOSEN',
      tradeCodes: ['G03-01'],
      type: 'ALL',
      applicants: [{ profileUniqueId: ids.engineer }],
    },
    {
      state: 'RECRUITING',
      tradeCodes: ['G01-02'],
      type: 'CORPORATION',
      applicants: [{ profileUniqueId: ids.subscriber }],
    },
    {
      state: 'CHOOSING',
      tradeCodes: ['G01-02'],
      type: 'CORPORATION',
      applicants: [{ profileUniqueId: ids.subscriber }],
    },
  ];
}

function createSlots(): AnnouncementSlot[] {
  const scripted = createScriptedSlots();
  const slots = [...scripted];
  for (const [state, total] of Object.entries(STATE_COUNTS) as Array<
    [DemoAnnouncementState, number]
  >) {
    const used = scripted.filter((slot) => slot.state === state).length;
    for (let index = used; index < total; index += 1) slots.push({ state });
  }
  return slots;
}

function createDemoAccounts(
  random: Random,
  now: Date,
  registry: ReturnType<typeof createCompanyRegistry>,
) {
  const ids = DEMO_PROFILE_UNIQUE_IDS;
  const seoul = findSido('서울');
  const gyeonggi = findSido('경기');
  const incheon = findSido('인천');
  const businesses = [
    generateCompany(
      random,
      {
        type: 'CORPORATION',
        index: 9001,
        uniqueId: ids.corp,
        email: 'corp@gongsa.test',
        password: getDemoAccountPassword('corp@gongsa.test'),
        companyName: '(주)대한철근건설',
        ownerName: '박성훈',
        nickname: '대한철근',
        mainTradeCode: 'G02-09',
        sido: seoul,
        gungu: '송파구',
        isComplete: true,
      },
      registry,
      now,
    ),
    generateCompany(
      random,
      {
        type: 'PRIVATE_BUSINESS',
        index: 9002,
        uniqueId: ids.private,
        email: 'private@gongsa.test',
        password: getDemoAccountPassword('private@gongsa.test'),
        companyName: '한빛인테리어',
        ownerName: '이은정',
        nickname: '한빛인테리어',
        mainTradeCode: 'G02-01',
        sido: gyeonggi,
        gungu: '성남시 분당구',
        isComplete: true,
      },
      registry,
      now,
    ),
    generateCompany(
      random,
      {
        type: 'ENGINEER',
        index: 9003,
        uniqueId: ids.engineer,
        email: 'engineer@gongsa.test',
        password: getDemoAccountPassword('engineer@gongsa.test'),
        companyName: '준호전기',
        ownerName: '최준호',
        nickname: '준호전기',
        mainTradeCode: 'G03-01',
        sido: incheon,
        gungu: '부평구',
        isComplete: true,
      },
      registry,
      now,
    ),
    generateCompany(
      random,
      {
        type: 'CORPORATION',
        index: 9005,
        uniqueId: ids.subscriber,
        email: 'subscriber@gongsa.test',
        password: getDemoAccountPassword('subscriber@gongsa.test'),
        companyName: '(주)서해종합건설',
        ownerName: '한영수',
        nickname: '서해건설',
        mainTradeCode: 'G01-02',
        sido: gyeonggi,
        gungu: '화성시 동탄구',
        isComplete: true,
      },
      registry,
      now,
    ),
  ];
  const consumer = generateConsumer(
    random,
    {
      index: 9004,
      uniqueId: ids.consumer,
      email: 'consumer@gongsa.test',
      password: getDemoAccountPassword('consumer@gongsa.test'),
      ownerName: '김민지',
      nickname: '민지네집',
    },
    registry,
    now,
  );
  const admin: DemoUser = {
    email: 'admin@gongsa.test',
    password: getDemoAccountPassword('admin@gongsa.test'),
    role: 'ADMIN',
    name: '공사마켓 관리자',
    nickname: '관리자',
    phoneNumber: '01000000000',
    joinedAt: new Date(now.getTime() - 800 * DAY_MS),
    lastLoginAt: null,
    isMarketingNoti: false,
    isAllowGeolocation: false,
    isAllowThirdParty: false,
    latitude: null,
    longitude: null,
  };
  // Demo accounts look lived-in: they signed up months ago and logged in recently.
  for (const account of [...businesses, consumer]) {
    account.user.joinedAt = new Date(now.getTime() - 400 * DAY_MS);
    account.profile.createdAt = account.user.joinedAt;
    account.user.lastLoginAt = new Date(now.getTime() - DAY_MS);
  }
  return { businesses, consumer, admin };
}

function createDrafts(now: Date): DemoDraft[] {
  return [
    {
      ownerEmail: 'consumer@gongsa.test',
      step: 3,
      categoryCodes: ['G02-01-05'],
      updatedAt: new Date(now.getTime() - 2 * DAY_MS),
      data: {
        type: 'ALL',
        workType: 'REPAIR',
        orderType: 'PRIVATE',
        fieldInfo: 'RESIDENCE',
        sigungu: '서울특별시 마포구',
        address: '서울특별시 마포구 월드컵북로 120',
        addressDetail: '103동 1502호',
        latitude: 37.5635,
        longitude: 126.9084,
        workScope: 'INTERNAL',
      },
    },
    {
      ownerEmail: 'consumer@gongsa.test',
      step: 7,
      categoryCodes: ['G02-03-02', 'G02-03-03'],
      updatedAt: new Date(now.getTime() - 5 * 3_600_000),
      data: {
        type: 'ALL',
        workType: 'REPAIR',
        orderType: 'PRIVATE',
        fieldInfo: 'RESIDENCE',
        sigungu: '서울특별시 마포구',
        address: '서울특별시 마포구 성미산로 55',
        addressDetail: '옥상',
        latitude: 37.5665,
        longitude: 126.9228,
        workScope: 'OUTSIDE',
        hasLicense: 0,
        isPossibleTaxBillIssue: 0,
        isReqRentLedgerSubmitPossible: 0,
        description:
          '4층 다가구 주택 옥상 방수 견적 요청드립니다. 작년 장마 때 꼭대기 층 천장에 누수가 있었습니다. 기존 우레탄 방수층 상태 확인 후 보수 또는 전체 재시공 견적을 부탁드립니다.',
        workStartSoon: 1,
        servicePriceType: 'OVER_500_LESSTHEN_1000',
        publisherName: '김민지',
        emergencyContact: '01045270001',
        noticeTxt: '세입자가 거주 중이라 방문 전 꼭 연락 부탁드립니다.',
        isEmergency: 0,
      },
    },
  ];
}

/**
 * The whole demo data set, deterministic for a given `now` (which only shifts dates: the names,
 * numbers and keys are the same on every run, so seeding twice inserts nothing the second time).
 */
export function generateDemoData(now: Date = new Date()): DemoData {
  const random = createRandom(DEMO_RANDOM_SEED);
  const registry = createCompanyRegistry();
  for (const uniqueId of Object.values(DEMO_PROFILE_UNIQUE_IDS)) registry.uniqueIds.add(uniqueId);
  for (const name of ['(주)대한철근건설', '한빛인테리어', '준호전기', '(주)서해종합건설']) {
    registry.companyNames.add(name);
  }
  const demo = createDemoAccounts(random, now, registry);

  const companies = Array.from({ length: DEMO_COMPANY_COUNT }, (_, index) => {
    const roll = index / DEMO_COMPANY_COUNT;
    const type = roll < 0.55 ? 'CORPORATION' : roll < 0.85 ? 'PRIVATE_BUSINESS' : 'ENGINEER';
    return generateCompany(random, { type, index: index + 1 }, registry, now);
  });
  const consumers = Array.from({ length: CONSUMER_COUNT }, (_, index) =>
    generateConsumer(random, { index: index + 1 }, registry, now),
  );
  const institutions = Array.from({ length: INSTITUTION_COUNT }, (_, index) =>
    generateConsumer(
      random,
      { index: CONSUMER_COUNT + index + 1, institutionName: createInstitutionName(random) },
      registry,
      now,
    ),
  );

  const allAccounts = [
    ...demo.businesses,
    demo.consumer,
    ...companies,
    ...consumers,
    ...institutions,
  ];
  const profiles = allAccounts.map((account) => account.profile);
  const profilesByUniqueId = new Map(profiles.map((profile) => [profile.uniqueId, profile]));
  const companyProfiles = companies.map((company) => company.profile);

  const announcements = createSlots().map((slot, index) =>
    generateAnnouncement(
      {
        random,
        now,
        profilesByUniqueId,
        applicantPool: companyProfiles,
        ownerPool: consumers.map((consumer) => consumer.profile),
        institutionPool: institutions.map((institution) => institution.profile),
        corporationOwnerPool: companyProfiles.filter((profile) => profile.type === 'CORPORATION'),
      },
      slot,
      index + 1,
    ),
  );
  // Request numbers grow with time, like the ones the service hands out.
  announcements.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  announcements.forEach((announcement, index) => {
    announcement.uniqueId = String(DEMO_ANNOUNCEMENT_NUMBER_BASE + index + 1);
  });

  const reviews = createReviews(random, now, announcements, profilesByUniqueId, consumers, demo);
  applyRatings(profiles, reviews);

  return {
    users: [demo.admin, ...allAccounts.map((account) => account.user)],
    profiles,
    announcements,
    reviews,
    drafts: createDrafts(now),
  };
}

function createReviews(
  random: Random,
  now: Date,
  announcements: DemoData['announcements'],
  profilesByUniqueId: ReadonlyMap<string, DemoProfile>,
  consumers: Array<{ user: DemoUser; profile: DemoProfile }>,
  demo: ReturnType<typeof createDemoAccounts>,
): DemoReview[] {
  const reviews: DemoReview[] = [];
  const userEmailByUniqueId = (uniqueId: string) => {
    const profile = profilesByUniqueId.get(uniqueId);
    if (!profile) throw new Error(`Unknown profile ${uniqueId}`);
    return profile.userEmail;
  };
  for (const announcement of announcements) {
    const selected = announcement.applies.find((apply) => apply.state === 'SELECTED');
    if (!selected?.selectedAt) continue;
    const isDemoOwner = announcement.ownerProfileUniqueId === DEMO_PROFILE_UNIQUE_IDS.consumer;
    const isDemoSelected = Object.values(DEMO_PROFILE_UNIQUE_IDS).some(
      (uniqueId) => uniqueId === selected.profileUniqueId,
    );
    const chance = announcement.state === 'CLOSED' ? 0.75 : 0.4;
    if (!(isDemoOwner || isDemoSelected) && !random.chance(chance)) continue;
    const createdAt = new Date(
      Math.min(
        now.getTime() - 3_600_000,
        selected.selectedAt.getTime() + random.int(7, 40) * DAY_MS,
      ),
    );
    const score = isDemoOwner || isDemoSelected ? random.pick([4, 5] as const) : pickScore(random);
    reviews.push({
      reviewerEmail: userEmailByUniqueId(announcement.ownerProfileUniqueId),
      profileUniqueId: selected.profileUniqueId,
      announcementUniqueId: announcement.uniqueId,
      score,
      context: random.pick(REVIEW_TEXTS[score]),
      state: isDemoOwner || isDemoSelected ? 'VISIBLE' : pickReviewState(random),
      createdAt,
    });
  }
  // Reviews of work arranged before the platform existed, so ratings are not all empty.
  const reviewed = [
    ...demo.businesses.map((business) => business.profile),
    ...[...profilesByUniqueId.values()].filter(
      (profile) => profile.type !== 'CONSUMER' && random.chance(0.35),
    ),
  ];
  for (const profile of reviewed) {
    const isDemo = demo.businesses.some((business) => business.profile === profile);
    const count = isDemo ? random.int(2, 4) : random.int(1, 6);
    for (const reviewer of random.sample(consumers, count)) {
      const score = isDemo ? random.pick([3, 4, 5] as const) : pickScore(random);
      const since = Math.max(profile.createdAt.getTime(), now.getTime() - 600 * DAY_MS);
      reviews.push({
        reviewerEmail: reviewer.user.email,
        profileUniqueId: profile.uniqueId,
        announcementUniqueId: null,
        score,
        context: random.pick(REVIEW_TEXTS[score]),
        state: isDemo ? 'VISIBLE' : pickReviewState(random),
        createdAt: new Date(since + random.next() * (now.getTime() - since)),
      });
    }
  }
  return reviews.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function applyRatings(profiles: DemoProfile[], reviews: DemoReview[]): void {
  for (const profile of profiles) {
    const visible = reviews.filter(
      (review) => review.profileUniqueId === profile.uniqueId && review.state === 'VISIBLE',
    );
    profile.reviewCount = visible.length;
    profile.rating =
      visible.length === 0
        ? 0
        : round(visible.reduce((sum, review) => sum + review.score, 0) / visible.length, 2);
  }
}
