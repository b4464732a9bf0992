import { ANNOUNCEMENT_CLOSINGS, ANNOUNCEMENT_REQUESTS, NOTICE_TEXTS } from '../data/names';
import { type Random } from '../random';
import {
  getCategory,
  getLeafCodes,
  getProjectSizes,
  getTradeCodeOfLeaf,
  getTradeProfile,
  TRADE_WEIGHTS,
} from './catalog';
import { createAddress, findSido, pickSido, type DemoAddress } from './locations';
import {
  type DemoAnnouncement,
  type DemoAnnouncementState,
  type DemoApply,
  type DemoApplyState,
  type DemoProfile,
} from './types';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Demo request numbers: 8 digits from 10000001, in order of creation. */
export const DEMO_ANNOUNCEMENT_NUMBER_BASE = 10_000_000;

export const STATE_COUNTS: Readonly<Record<DemoAnnouncementState, number>> = {
  RECRUITING: 35,
  CHOOSING: 15,
  CHOSEN: 20,
  CLOSED: 20,
  CANCELED: 10,
};

export interface ScriptedApplicant {
  profileUniqueId: string;
  isSelected?: boolean;
}

/** A request whose owner, trades and demo-account applicants are fixed, so the demo tells a story. */
export interface AnnouncementSlot {
  state: DemoAnnouncementState;
  ownerUniqueId?: string;
  tradeCodes?: string[];
  type?: DemoAnnouncement['type'];
  sidoShortName?: string;
  applicants?: ScriptedApplicant[];
  invitedUniqueIds?: string[];
  /** Whether random companies may apply as well. */
  hasRandomApplicants?: boolean;
}

const FIELD_BUILDINGS: Readonly<Record<string, readonly string[]>> = {
  RESIDENCE: ['아파트', '단독주택', '빌라', '오피스텔', '전원주택'],
  MERCANTILE: ['상가', '사무실', '카페', '음식점', '미용실'],
  INDUSTRY: ['공장', '물류창고', '작업장'],
  CULTURE: ['도서관', '전시관', '공연장'],
  MEDICAL: ['병원', '의원', '요양원'],
  EDUCATION: ['학교', '학원', '어린이집'],
  RECREATION: ['체육관', '펜션', '캠핑장'],
  TERMINATION: ['교회', '사찰', '성당'],
  ETC: ['주차장', '농막', '컨테이너 창고'],
};

const PRICE_MIDPOINTS: Readonly<Record<string, number>> = {
  LESSTHEN_500: 3_000_000,
  OVER_500_LESSTHEN_1000: 7_500_000,
  OVER_1000_LESSTHEN_3000: 20_000_000,
  OVER_3000_LESSTHEN_5000: 40_000_000,
  OVER_5000_LESSTHEN_10000: 75_000_000,
};

function roundTo(value: number, unit: number): number {
  return Math.max(unit, Math.round(value / unit) * unit);
}

function toDateString(date: Date): string {
  return date.toISOString().slice(0, 10);
}

interface Timeline {
  createdAt: Date;
  postingEndAt: Date;
  choosingEndAt: Date | null;
  postingDay: number;
}

function createTimeline(random: Random, state: DemoAnnouncementState, now: Date): Timeline {
  const postingDay = random.pickWeighted([
    [1, 1],
    [2, 1],
    [3, 3],
    [4, 1],
    [5, 3],
    [6, 1],
    [7, 6],
    [30, 2],
  ] as const);
  const postingMs = postingDay * DAY_MS;
  let postingEndAt: Date;
  if (state === 'RECRUITING') {
    const age = random.next() * postingMs * 0.9;
    postingEndAt = new Date(now.getTime() - age + postingMs);
  } else if (state === 'CHOOSING') {
    postingEndAt = new Date(now.getTime() - (0.2 + random.next() * 4.5) * DAY_MS);
  } else if (state === 'CHOSEN') {
    postingEndAt = new Date(
      now.getTime() - random.int(3, 60) * DAY_MS - random.int(0, 23) * HOUR_MS,
    );
  } else if (state === 'CLOSED') {
    postingEndAt = new Date(
      now.getTime() - random.int(20, 240) * DAY_MS - random.int(0, 23) * HOUR_MS,
    );
  } else {
    const createdAgo = random.int(3, 120) * DAY_MS;
    postingEndAt = new Date(now.getTime() - createdAgo + postingMs);
  }
  const createdAt = new Date(postingEndAt.getTime() - postingMs);
  const choosingEndAt =
    state === 'RECRUITING' || state === 'CANCELED'
      ? null
      : new Date(postingEndAt.getTime() + 7 * DAY_MS);
  return { createdAt, postingEndAt, choosingEndAt, postingDay };
}

interface Pricing {
  servicePriceType: string;
  servicePrice: number | null;
  dailyWorkTermStart: string | null;
  dailyWorkTermEnd: string | null;
  /** What an estimate is centred on, in won. */
  budget: number;
}

function createPricing(
  random: Random,
  isGeneralWork: boolean,
  isPublic: boolean,
  createdAt: Date,
): Pricing {
  const type = random.pickWeighted<string>(
    isGeneralWork
      ? [
          ['WRITE', 4],
          ['OVER_3000_LESSTHEN_5000', 1],
          ['OVER_5000_LESSTHEN_10000', 2],
          ['OVER_10000', 3],
          ['NURI_AGENCY', isPublic ? 3 : 0],
        ]
      : [
          ['WRITE', 25],
          ['LESSTHEN_500', 12],
          ['OVER_500_LESSTHEN_1000', 12],
          ['OVER_1000_LESSTHEN_3000', 14],
          ['OVER_3000_LESSTHEN_5000', 9],
          ['OVER_5000_LESSTHEN_10000', 7],
          ['OVER_10000', 4],
          ['DAILY_WORK', 5],
          ['NURI_AGENCY', isPublic ? 60 : 0],
        ],
  );
  const empty = { dailyWorkTermStart: null, dailyWorkTermEnd: null };
  if (type === 'WRITE') {
    const price = roundTo(
      isGeneralWork ? random.logUniform(5e7, 2e9) : random.logUniform(1.5e6, 8e7),
      isGeneralWork ? 1e6 : 1e5,
    );
    return { servicePriceType: type, servicePrice: price, budget: price, ...empty };
  }
  if (type === 'OVER_10000') {
    const price = roundTo(random.logUniform(1.05e8, 1.2e9), 1e6);
    return { servicePriceType: type, servicePrice: price, budget: price, ...empty };
  }
  if (type === 'NURI_AGENCY') {
    const price = roundTo(random.logUniform(3e7, 5e8), 1e6);
    return { servicePriceType: type, servicePrice: price, budget: price, ...empty };
  }
  if (type === 'DAILY_WORK') {
    const start = new Date(createdAt.getTime() + random.int(3, 20) * DAY_MS);
    const days = random.int(1, 10);
    const end = new Date(start.getTime() + (days - 1) * DAY_MS);
    return {
      servicePriceType: type,
      servicePrice: null,
      dailyWorkTermStart: toDateString(start),
      dailyWorkTermEnd: toDateString(end),
      budget: days * random.int(20, 35) * 10_000,
    };
  }
  return {
    servicePriceType: type,
    servicePrice: null,
    budget: PRICE_MIDPOINTS[type] ?? 10_000_000,
    ...empty,
  };
}

function describe(
  random: Random,
  address: DemoAddress,
  building: string,
  leafNames: string[],
  size: string,
  workStartSoon: boolean,
  createdAt: Date,
): string {
  const requests = random.sample(ANNOUNCEMENT_REQUESTS, random.int(2, 3));
  const startMonth = ((createdAt.getUTCMonth() + random.int(1, 2)) % 12) + 1;
  const place = address.sigungu.split(' ').slice(-1)[0] ?? address.sigungu;
  return [
    `${place} ${building} ${leafNames.join('·')} 견적 요청드립니다.`,
    '',
    '[현장 정보]',
    `- 위치: ${address.sigungu}`,
    `- 건물: ${building}`,
    `- 규모: ${size}`,
    `- 희망 일정: ${workStartSoon ? '계약 후 바로 착공 희망' : `${startMonth}월 중 착공 희망`}`,
    '',
    '[요청 사항]',
    ...requests.map((request) => `- ${request}`),
    '',
    random.pick(ANNOUNCEMENT_CLOSINGS),
  ].join('\n');
}

function isEligible(
  profile: DemoProfile,
  type: DemoAnnouncement['type'],
  tradeCodes: Set<string>,
): boolean {
  if (profile.type === 'CONSUMER') return false;
  if (type !== 'ALL' && profile.type !== type) return false;
  return profile.categoryCodes.some((code) => tradeCodes.has(getTradeCodeOfLeaf(code)));
}

export interface AnnouncementContext {
  random: Random;
  now: Date;
  profilesByUniqueId: ReadonlyMap<string, DemoProfile>;
  /** Companies random applicants are drawn from (the demo accounts only apply where scripted). */
  applicantPool: readonly DemoProfile[];
  ownerPool: readonly DemoProfile[];
  institutionPool: readonly DemoProfile[];
  corporationOwnerPool: readonly DemoProfile[];
}

function createApply(
  random: Random,
  profile: DemoProfile,
  state: DemoApplyState,
  timeline: Timeline,
  budget: number,
  now: Date,
  announcementState: DemoAnnouncementState,
): DemoApply {
  const windowEnd = Math.min(timeline.postingEndAt.getTime(), now.getTime());
  const createdAt = new Date(
    timeline.createdAt.getTime() +
      random.next() * Math.max(HOUR_MS, windowEnd - timeline.createdAt.getTime()),
  );
  const selectedAt =
    state === 'SELECTED'
      ? new Date(
          Math.min(
            now.getTime() - HOUR_MS,
            timeline.postingEndAt.getTime() + random.int(1, 5) * DAY_MS,
          ),
        )
      : null;
  return {
    profileUniqueId: profile.uniqueId,
    state,
    managerName: profile.managerName ?? profile.ownerName,
    phoneNumber:
      profile.managerPhoneNumber ??
      profile.phones[profile.phones.length - 1] ??
      profile.phoneNumber,
    estimatedAmount:
      state === 'WRITING' && random.chance(0.5)
        ? null
        : roundTo(budget * (0.75 + random.next() * 0.5), 10_000),
    hasChecked: announcementState !== 'RECRUITING' || random.chance(0.5),
    createdAt,
    submittedAt: state === 'WRITING' ? null : createdAt,
    selectedAt,
  };
}

function pickApplyState(random: Random, state: DemoAnnouncementState): DemoApplyState {
  if (state === 'RECRUITING') {
    return random.pickWeighted([
      ['SUBMITTED', 85],
      ['WRITING', 10],
      ['GAVE_UP', 5],
    ] as const);
  }
  if (state === 'CHOOSING') return random.chance(0.9) ? 'SUBMITTED' : 'GAVE_UP';
  if (state === 'CANCELED') return 'NOT_SELECTED';
  return random.chance(0.95) ? 'NOT_SELECTED' : 'GAVE_UP';
}

const APPLICANT_COUNTS: Readonly<Record<DemoAnnouncementState, readonly [number, number]>> = {
  RECRUITING: [0, 6],
  CHOOSING: [2, 8],
  CHOSEN: [2, 8],
  CLOSED: [1, 6],
  CANCELED: [0, 3],
};

export function generateAnnouncement(
  context: AnnouncementContext,
  slot: AnnouncementSlot,
  sequence: number,
): DemoAnnouncement {
  const { random, now, profilesByUniqueId } = context;
  const state = slot.state;
  const isInstitution = !slot.ownerUniqueId && random.chance(0.15);
  const owner = slot.ownerUniqueId
    ? profilesByUniqueId.get(slot.ownerUniqueId)
    : isInstitution
      ? random.pick(context.institutionPool)
      : random.chance(0.1)
        ? random.pick(context.corporationOwnerPool)
        : random.pick(context.ownerPool);
  if (!owner) throw new Error(`Unknown announcement owner ${slot.ownerUniqueId ?? ''}`);
  const isPublic = isInstitution && random.chance(0.7);

  const tradeCodes = slot.tradeCodes ?? [
    random.pickWeighted(TRADE_WEIGHTS.map(([code, weight]) => [code, weight] as const)),
  ];
  const primaryTrade = tradeCodes[0] ?? 'G02-01';
  const isGeneralWork = primaryTrade.startsWith('G01');
  const categoryCodes = tradeCodes.flatMap((tradeCode, index) =>
    random.sample(getLeafCodes(tradeCode), index === 0 ? random.int(1, 3) : 1),
  );
  const type =
    slot.type ??
    (isGeneralWork
      ? 'CORPORATION'
      : random.pickWeighted([
          ['ALL', 60],
          ['CORPORATION', 20],
          ['PRIVATE_BUSINESS', 12],
          ['ENGINEER', 8],
        ] as const));
  const sido = slot.sidoShortName ? findSido(slot.sidoShortName) : pickSido(random);
  const address = createAddress(random, sido);
  const timeline = createTimeline(random, state, now);
  const pricing = createPricing(random, isGeneralWork, isPublic, timeline.createdAt);

  const fieldInfo = isPublic
    ? random.pick(['EDUCATION', 'CULTURE', 'RECREATION', 'ETC'] as const)
    : random.pickWeighted([
        ['RESIDENCE', 40],
        ['MERCANTILE', 20],
        ['INDUSTRY', 10],
        ['CULTURE', 4],
        ['MEDICAL', 5],
        ['EDUCATION', 6],
        ['RECREATION', 4],
        ['TERMINATION', 3],
        ['ETC', 8],
      ] as const);
  const building = random.pick(FIELD_BUILDINGS[fieldInfo] ?? ['건물']);
  const workType = random.pickWeighted([
    ['NEW_WORK', isGeneralWork ? 60 : 20],
    ['REPAIR', 65],
    ['ETC', 15],
  ] as const);
  const workScope = random.pickWeighted([
    ['ALL', 30],
    ['INTERNAL', 40],
    ['OUTSIDE', 20],
    ['ETC', 10],
  ] as const);
  const licenseRoll = random.next();
  const hasLicense = licenseRoll < 0.3 ? true : licenseRoll < 0.8 ? false : null;
  const workStartSoon = random.chance(0.3);
  const leafNames = categoryCodes.map((code) => getCategory(code).name);
  const description = describe(
    random,
    address,
    building,
    leafNames,
    random.pick(getProjectSizes(building, primaryTrade)),
    workStartSoon,
    timeline.createdAt,
  );

  const tradeSet = new Set(tradeCodes);
  const applies: DemoApply[] = [];
  const appliedUniqueIds = new Set<string>([owner.uniqueId]);
  let selectedUniqueId = slot.applicants?.find(
    (applicant) => applicant.isSelected,
  )?.profileUniqueId;
  for (const applicant of slot.applicants ?? []) {
    const profile = profilesByUniqueId.get(applicant.profileUniqueId);
    if (!profile) throw new Error(`Unknown applicant ${applicant.profileUniqueId}`);
    appliedUniqueIds.add(profile.uniqueId);
    const applyState: DemoApplyState = applicant.isSelected
      ? 'SELECTED'
      : state === 'RECRUITING' || state === 'CHOOSING'
        ? 'SUBMITTED'
        : 'NOT_SELECTED';
    applies.push(createApply(random, profile, applyState, timeline, pricing.budget, now, state));
  }
  if (slot.hasRandomApplicants ?? true) {
    const eligible = context.applicantPool.filter(
      (profile) => !appliedUniqueIds.has(profile.uniqueId) && isEligible(profile, type, tradeSet),
    );
    const [minCount, maxCount] = APPLICANT_COUNTS[state];
    const wanted = Math.min(eligible.length, random.int(minCount, maxCount));
    // Nearby companies apply more often than ones across the country.
    const ranked = eligible
      .map((profile) => ({
        profile,
        weight: (profile.address?.si === address.si ? 4 : 1) * random.next(),
      }))
      .sort((a, b) => b.weight - a.weight)
      .slice(0, wanted);
    for (const { profile } of ranked) {
      appliedUniqueIds.add(profile.uniqueId);
      applies.push(
        createApply(
          random,
          profile,
          pickApplyState(random, state),
          timeline,
          pricing.budget,
          now,
          state,
        ),
      );
    }
  }
  const needsSelection = state === 'CHOSEN' || (state === 'CLOSED' && random.chance(0.6));
  if (!selectedUniqueId && needsSelection) {
    const candidate = applies.find((apply) => apply.state === 'NOT_SELECTED');
    if (candidate) {
      candidate.state = 'SELECTED';
      candidate.selectedAt = new Date(
        Math.min(
          now.getTime() - HOUR_MS,
          timeline.postingEndAt.getTime() + random.int(1, 5) * DAY_MS,
        ),
      );
      selectedUniqueId = candidate.profileUniqueId;
    } else if (state === 'CHOSEN') {
      // A chosen request always has its company: in a niche trade, take any company that may apply.
      const group = primaryTrade.slice(0, 3);
      const candidates = context.applicantPool.filter(
        (profile) =>
          !appliedUniqueIds.has(profile.uniqueId) && (type === 'ALL' || profile.type === type),
      );
      const fallback =
        candidates.find((profile) =>
          profile.categoryCodes.some((code) => code.startsWith(group)),
        ) ?? candidates[0];
      if (!fallback) throw new Error('Demo data: no company can be chosen');
      applies.push(createApply(random, fallback, 'SELECTED', timeline, pricing.budget, now, state));
      selectedUniqueId = fallback.uniqueId;
    }
  }
  applies.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const invited = new Set(slot.invitedUniqueIds ?? []);
  if (!slot.invitedUniqueIds && state === 'RECRUITING' && random.chance(0.15)) {
    const eligible = context.applicantPool.filter((profile) => isEligible(profile, type, tradeSet));
    for (const profile of random.sample(eligible, random.int(1, 3))) invited.add(profile.uniqueId);
  }

  const publisherName = owner.companyName ?? owner.ownerName;
  return {
    uniqueId: String(DEMO_ANNOUNCEMENT_NUMBER_BASE + sequence),
    ownerProfileUniqueId: owner.uniqueId,
    type,
    state,
    workType,
    workTypeEtc:
      workType === 'ETC' ? random.pick(['철거 후 원상복구', '정기 유지보수', '하자 보수']) : null,
    orderType: isPublic ? 'PUBLIC' : 'PRIVATE',
    fieldInfo,
    fieldInfoEtc: fieldInfo === 'ETC' ? building : null,
    address,
    bCode: address.gunguCode
      ? `${address.gunguCode}${random.pick(['10100', '10200', '10300', '10400', '10500'])}`
      : null,
    bun: address.gunguCode ? String(random.int(1, 1200)) : null,
    ji: address.gunguCode && random.chance(0.5) ? String(random.int(1, 40)) : null,
    permitStatus:
      workType === 'NEW_WORK'
        ? random.pick(['건축허가 완료', '착공신고 완료', '허가 진행 중'])
        : null,
    workScope,
    workScopeEtc:
      workScope === 'ETC' ? random.pick(['옥상 및 외벽 일부', '주차장 바닥', '공용부 복도']) : null,
    hasLicense,
    licenseCodes: hasLicense ? [getTradeProfile(primaryTrade).licenseCodes[0] ?? 'SC02'] : [],
    isPossibleTaxBillIssue: random.chance(0.7) ? random.chance(0.6) : null,
    isReqRentLedgerSubmitPossible: random.chance(0.25),
    description,
    workStartSoon,
    servicePriceType: pricing.servicePriceType,
    servicePrice: pricing.servicePrice,
    dailyWorkTermStart: pricing.dailyWorkTermStart,
    dailyWorkTermEnd: pricing.dailyWorkTermEnd,
    publisherName,
    emergencyContact: owner.phoneNumber,
    noticeTxt: random.chance(0.4) ? random.pick(NOTICE_TEXTS) : null,
    isEmergency: random.chance(0.1),
    postingDay: timeline.postingDay,
    createdAt: timeline.createdAt,
    postingEndAt: timeline.postingEndAt,
    choosingEndAt: timeline.choosingEndAt,
    categoryCodes,
    applies,
    invitedUniqueIds: [...invited].filter((uniqueId) => uniqueId !== owner.uniqueId),
  };
}
