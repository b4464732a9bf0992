import { COMPANY_PREFIXES, CONSUMER_NICKNAME_NOUNS, CONSUMER_NICKNAME_WORDS } from '../data/names';
import { type Random } from '../random';
import { getLeafCodes, TRADE_WEIGHTS } from './catalog';
import { type CompanyRegistry, createProfileUniqueId } from './companies';
import { pickSido } from './locations';
import { createMobileNumber, createPersonName } from './people';
import { type DemoProfile, type DemoUser } from './types';

const DAY_MS = 86_400_000;

export interface ConsumerSpec {
  index: number;
  uniqueId?: string;
  email?: string;
  password?: string | null;
  ownerName?: string;
  nickname?: string;
  /** Schools, facility corporations and apartment offices that publish public requests. */
  institutionName?: string;
}

export interface GeneratedConsumer {
  user: DemoUser;
  profile: DemoProfile;
}

function createNickname(random: Random, index: number): string {
  const base = `${random.pick(CONSUMER_NICKNAME_WORDS)}${random.pick(CONSUMER_NICKNAME_NOUNS)}`;
  const withNumber = `${base}${index % 100}`;
  return (withNumber.length <= 8 ? withNumber : base).slice(0, 8);
}

export function createInstitutionName(random: Random): string {
  const sido = pickSido(random);
  const gungu = random.pick(sido.gungus)[1];
  const district = gungu.split(' ').pop() ?? gungu;
  const prefix = random.pick(COMPANY_PREFIXES);
  return random.pickWeighted([
    [`${prefix}초등학교`, 3],
    [`${prefix}중학교`, 2],
    [`${district} 시설관리공단`, 2],
    [`${prefix}아파트 관리사무소`, 3],
    [`${district} 보건소`, 1],
  ] as const);
}

export function generateConsumer(
  random: Random,
  spec: ConsumerSpec,
  registry: CompanyRegistry,
  now: Date,
): GeneratedConsumer {
  const ownerName = spec.ownerName ?? createPersonName(random);
  const sido = pickSido(random);
  const email = spec.email ?? `member${String(spec.index).padStart(4, '0')}@demo.gongsa.test`;
  const phoneNumber = createMobileNumber(random);
  const joinedAt = new Date(
    now.getTime() - random.int(10, 700) * DAY_MS - random.int(0, 86_399) * 1000,
  );
  const interestTrade = random.pickWeighted(
    TRADE_WEIGHTS.map(([code, weight]) => [code, weight] as const),
  );
  const uniqueId = spec.uniqueId ?? createProfileUniqueId(random, registry.uniqueIds);
  registry.uniqueIds.add(uniqueId);
  const profile: DemoProfile = {
    uniqueId,
    userEmail: email,
    type: 'CONSUMER',
    createdAt: joinedAt,
    progress: spec.institutionName ? 80 : 60,
    rateOfCreation: spec.institutionName ? 80 : 60,
    isNiceCertified: random.chance(0.5),
    isView: false,
    canIssue: false,
    companyName: spec.institutionName ?? null,
    ownerName,
    phoneNumber,
    email: `member${String(spec.index).padStart(4, '0')}@example.com`,
    description: spec.institutionName ? `${spec.institutionName} 시설 담당자입니다.` : null,
    businessNumber: null,
    companyCode: null,
    companyType: null,
    mainBusiness: null,
    faxNumber: null,
    createdDay: null,
    staffCount: null,
    settleAccountDay: null,
    isTaxBillIssue: null,
    isRentLedgerSubmitPossible: null,
    mainBusinessPrice: null,
    managerName: null,
    managerPhoneNumber: null,
    managerEmail: null,
    mainCategoryCode: null,
    mainSubCategoryCode: null,
    categoryCodes: random.sample(getLeafCodes(interestTrade), random.int(1, 3)),
    licenses: [],
    phones: [],
    address: null,
    stockholders: [],
    financials: [],
    credit: null,
    portfolios: [],
    rating: 0,
    reviewCount: 0,
  };
  const user: DemoUser = {
    email,
    password: spec.password ?? null,
    role: 'USER',
    name: ownerName,
    nickname: spec.nickname ?? createNickname(random, spec.index),
    phoneNumber,
    joinedAt,
    lastLoginAt: new Date(now.getTime() - random.int(0, 60) * DAY_MS),
    isMarketingNoti: random.chance(0.3),
    isAllowGeolocation: random.chance(0.4),
    isAllowThirdParty: true,
    latitude: sido.latitude,
    longitude: sido.longitude,
  };
  return { user, profile };
}
