import {
  computeBusinessNumberCheckDigit,
  computeCorporateNumberCheckDigit,
} from '../business-number';
import { CRI_GRADES } from '../data/cri';
import {
  BUILDING_TYPES,
  COMPANY_INTRODUCTIONS,
  COMPANY_PREFIXES,
  PORTFOLIO_DETAILS,
  REGIONAL_PREFIXES,
} from '../data/names';
import { type SidoSeed } from '../data/regions';
import { type Random } from '../random';
import {
  assertLicenseCode,
  getCategory,
  getLeafCodes,
  getProjectSizes,
  getTradeCodeOfLeaf,
  getTradeProfile,
  RELATED_TRADES,
  TRADE_WEIGHTS,
} from './catalog';
import { AREA_CODES, createAddress, pickSido, round, type DemoAddress } from './locations';
import { createMobileNumber, createOfficeNumber, createPersonName } from './people';
import {
  type DemoAdministrativeAction,
  type DemoBusinessType,
  type DemoCredit,
  type DemoFinancialYear,
  type DemoPortfolio,
  type DemoProfile,
  type DemoUser,
} from './types';

const DAY_MS = 86_400_000;
export const FINANCIAL_YEARS = [2021, 2022, 2023, 2024, 2025] as const;

/** Shared state that keeps names and numbers unique across every generated company. */
export interface CompanyRegistry {
  companyNames: Set<string>;
  businessNumbers: Set<string>;
  uniqueIds: Set<string>;
}

export function createCompanyRegistry(): CompanyRegistry {
  return { companyNames: new Set(), businessNumbers: new Set(), uniqueIds: new Set() };
}

export interface CompanySpec {
  type: DemoBusinessType;
  index: number;
  uniqueId?: string;
  email?: string;
  password?: string | null;
  companyName?: string;
  ownerName?: string;
  nickname?: string;
  mainTradeCode?: string;
  sido?: SidoSeed;
  gungu?: string;
  /** Demo accounts get a complete profile, whatever the dice say. */
  isComplete?: boolean;
}

export interface GeneratedCompany {
  user: DemoUser;
  profile: DemoProfile;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Profile numbers are three letters and six digits. The first letter only picks one of the three
 * default avatars (A, B or C) and says nothing about the profile type.
 */
export function createProfileUniqueId(random: Random, taken: Set<string>): string {
  for (;;) {
    const uniqueId = `${random.pick(['A', 'B', 'C'])}${random.pick([...LETTERS])}${random.pick([...LETTERS])}${String(random.int(100000, 999999))}`;
    if (!taken.has(uniqueId)) {
      taken.add(uniqueId);
      return uniqueId;
    }
  }
}

function createBusinessNumber(random: Random, type: DemoBusinessType, taken: Set<string>): string {
  for (;;) {
    const office = String(random.int(101, 899));
    // 81/86/87/88 mark a 영리법인's head office; 01–79 a sole proprietor.
    const kind =
      type === 'CORPORATION' ? String(random.pick([81, 86, 87, 88])) : String(random.int(10, 79));
    const serial = String(random.int(0, 9999)).padStart(4, '0');
    const firstNine = `${office}${kind}${serial}`;
    const number = `${firstNine}${computeBusinessNumberCheckDigit(firstNine)}`;
    if (!taken.has(number)) {
      taken.add(number);
      return number;
    }
  }
}

const REGISTRY_OFFICES: Readonly<Record<string, string>> = {
  서울: '110111',
  부산: '180111',
  대구: '170111',
  인천: '120111',
  광주: '200111',
  대전: '160111',
  울산: '230111',
  세종: '164711',
  경기: '134111',
  강원: '140111',
  충북: '150111',
  충남: '161511',
  전북: '210111',
  전남: '204111',
  경북: '171711',
  경남: '194211',
  제주: '220111',
};

/** 법인등록번호 (13 digits) — stored as the company code of corporations. */
function createCorporateNumber(random: Random, siShortName: string): string {
  const firstTwelve = `${REGISTRY_OFFICES[siShortName] ?? '110111'}${String(random.int(0, 999999)).padStart(6, '0')}`;
  return `${firstTwelve}${computeCorporateNumberCheckDigit(firstTwelve)}`;
}

function pickMainTrade(random: Random, type: DemoBusinessType): string {
  return random.pickWeighted(
    TRADE_WEIGHTS.filter(([, , types]) => types.includes(type)).map(
      ([code, weight]) => [code, weight] as const,
    ),
  );
}

function createCompanyName(
  random: Random,
  type: DemoBusinessType,
  tradeCode: string,
  sido: SidoSeed,
  ownerName: string,
  taken: Set<string>,
): string {
  const words = getTradeProfile(tradeCode).words;
  for (let attempt = 0; ; attempt += 1) {
    const regional = REGIONAL_PREFIXES[sido.shortName] ?? [];
    const prefix =
      regional.length > 0 && random.chance(0.2)
        ? random.pick(regional)
        : random.pick(COMPANY_PREFIXES);
    const word = random.pick(words);
    // Past a few collisions a branch number keeps the name unique and still plausible.
    const core = attempt < 6 ? `${prefix}${word}` : `${prefix}${word}${attempt}`;
    let name: string;
    if (type === 'CORPORATION') {
      const form = random.next();
      name = form < 0.6 ? `(주)${core}` : form < 0.85 ? `주식회사 ${core}` : `${core}(주)`;
    } else if (type === 'ENGINEER' && random.chance(0.4)) {
      name = `${ownerName} ${word}`;
    } else {
      name = core;
    }
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/** 2–8 letters or digits, as the nickname rule demands. */
export function toNickname(name: string): string {
  const compact = name.replace(/\(주\)|주식회사|[^가-힣A-Za-z0-9]/g, '');
  return compact.slice(0, 8).padEnd(2, '0');
}

function roundTo(value: number, unit: number): number {
  return Math.round(value / unit) * unit;
}

function createFinancials(
  random: Random,
  type: DemoBusinessType,
  tradeCode: string,
  foundedYear: number,
): DemoFinancialYear[] {
  const isGeneral = tradeCode.startsWith('G01');
  const latestSales =
    type === 'CORPORATION'
      ? isGeneral
        ? random.logUniform(3e9, 1.5e11)
        : random.logUniform(8e8, 6e10)
      : type === 'PRIVATE_BUSINESS'
        ? random.logUniform(1.5e8, 4e9)
        : random.logUniform(3e7, 4e8);
  const capitalStock =
    type === 'CORPORATION'
      ? roundTo(Math.max(1e8, Math.min(latestSales * random.logUniform(0.02, 0.12), 1e10)), 1e8)
      : null;
  const margin = random.next() * 0.15 - 0.03;
  const years: DemoFinancialYear[] = [];
  let sales = latestSales;
  for (const year of [...FINANCIAL_YEARS].reverse()) {
    if (year < foundedYear) break;
    const yearMargin = margin + (random.next() - 0.5) * 0.04;
    const operatingProfit = sales * yearMargin;
    const netIncome =
      operatingProfit > 0 ? operatingProfit * (0.6 + random.next() * 0.25) : operatingProfit * 1.1;
    const assets = sales * (0.5 + random.next() * 0.8);
    const liabilities = assets * (0.25 + random.next() * 0.5);
    years.push({
      year,
      salesAmount: roundTo(sales, 1e6),
      businessSalesAmount: roundTo(sales * (0.85 + random.next() * 0.15), 1e6),
      operatingProfit: roundTo(operatingProfit, 1e6),
      netIncome: roundTo(netIncome, 1e6),
      assets: roundTo(assets, 1e6),
      liabilities: roundTo(liabilities, 1e6),
      capitalStock,
    });
    sales = sales / (1 + (random.next() * 0.4 - 0.15));
  }
  return years.reverse();
}

const ADMINISTRATIVE_REASONS = [
  '하도급대금 지급 지연(건설산업기본법 제34조)',
  '건설기술인 현장 배치기준 위반',
  '부실시공(건설산업기본법 제82조)',
  '등록기준(자본금) 일시 미달',
  '건설공사대장 미통보',
  '산업안전보건관리비 목적 외 사용',
] as const;

function createAdministrativeActions(
  random: Random,
  sido: SidoSeed,
  gungu: string,
): DemoAdministrativeAction[] {
  const count = random.int(1, 2);
  return Array.from({ length: count }, () => {
    const kind = random.pickWeighted([
      ['영업정지', 3],
      ['과징금', 3],
      ['과태료', 3],
      ['시정명령', 2],
    ] as const);
    const measure =
      kind === '영업정지'
        ? `영업정지 ${random.int(1, 4)}개월`
        : kind === '과징금'
          ? `과징금 ${(random.int(5, 120) * 100).toLocaleString('ko-KR')}만원`
          : kind === '과태료'
            ? `과태료 ${random.int(1, 10) * 50}만원`
            : '시정명령';
    const date = new Date(Date.UTC(random.int(2021, 2025), random.int(0, 11), random.int(1, 28)));
    return {
      kind,
      date: date.toISOString().slice(0, 10),
      agency: kind === '영업정지' ? sido.name : `${sido.name === gungu ? sido.name : gungu}청`,
      measure,
      reason: random.pick(ADMINISTRATIVE_REASONS),
    };
  });
}

function pickCriGrade(random: Random, latestSales: number, margin: number): string {
  // Bigger and more profitable firms rate better; the noise keeps the list from looking sorted.
  const size = Math.min(1, Math.max(0, (Math.log10(latestSales) - 8) / 3.2));
  const base = 13 - size * 8 - margin * 30 + (random.next() + random.next() - 1) * 5;
  const index = Math.max(0, Math.min(CRI_GRADES.length - 1, Math.round(base)));
  return CRI_GRADES[index]?.name ?? 'BBB';
}

function createCredit(
  random: Random,
  financials: DemoFinancialYear[],
  tradeCode: string,
  actions: DemoAdministrativeAction[],
): DemoCredit | null {
  const latest = financials[financials.length - 1];
  if (!latest) return null;
  const margin = latest.salesAmount > 0 ? latest.operatingProfit / latest.salesAmount : 0;
  const orders = latest.salesAmount * (0.6 + random.next() * 0.6);
  const publicShare =
    tradeCode.startsWith('G01-01') || tradeCode.startsWith('G02-1')
      ? 0.3 + random.next() * 0.5
      : random.next() * 0.35;
  return {
    criGrade: pickCriGrade(random, latest.salesAmount, margin),
    publicAmount: roundTo(orders * publicShare, 1e6),
    privateAmount: roundTo(orders * (1 - publicShare), 1e6),
    evaluatedAt: new Date(Date.UTC(2026, random.int(3, 7), random.int(1, 28)))
      .toISOString()
      .slice(0, 10),
    administrativeActions: actions,
  };
}

const PORTFOLIO_PRICE_UNIT = 100_000;

/** The price band (in 만원) an amount in won falls into. */
export function toPriceRange(won: number): string {
  const manwon = won / 10_000;
  if (manwon < 500) return 'LESSTHEN_500';
  if (manwon < 1000) return 'OVER_500_LESSTHEN_1000';
  if (manwon < 3000) return 'OVER_1000_LESSTHEN_3000';
  if (manwon < 5000) return 'OVER_3000_LESSTHEN_5000';
  if (manwon < 10000) return 'OVER_5000_LESSTHEN_10000';
  return 'OVER_10000';
}

function createPortfolios(
  random: Random,
  count: number,
  categoryCodes: string[],
  home: DemoAddress,
  homeSido: SidoSeed,
  typicalPrice: number,
  now: Date,
): DemoPortfolio[] {
  return Array.from({ length: count }, () => {
    const isLocal = random.chance(0.75);
    const location = isLocal
      ? createAddress(random, homeSido)
      : createAddress(random, pickSido(random));
    const leaves = random.sample(categoryCodes, random.int(1, Math.min(2, categoryCodes.length)));
    const mainLeaf = getCategory(leaves[0] ?? categoryCodes[0] ?? 'G02-01-01');
    const endDaysAgo = random.int(20, 1000);
    const durationDays = random.int(3, 120);
    const end = new Date(now.getTime() - endDaysAgo * DAY_MS);
    const start = new Date(end.getTime() - durationDays * DAY_MS);
    const price = roundTo(typicalPrice * random.logUniform(0.3, 2.5), PORTFOLIO_PRICE_UNIT);
    const building = random.pick(BUILDING_TYPES);
    const tradeCode = getTradeCodeOfLeaf(mainLeaf.code);
    const constructionType = random.pickWeighted([
      ['신축', 3],
      ['리모델링', 4],
      ['보수·보강', 2],
      ['유지관리', 1],
    ] as const);
    const details = random.sample(PORTFOLIO_DETAILS, 2).join(' ');
    const isWritten = random.chance(0.65);
    const rangeType = toPriceRange(price);
    return {
      title: `${location.gungu} ${building} ${mainLeaf.name} ${constructionType}`,
      categoryCodes: leaves,
      locationSi: location.si,
      locationDo: location.gungu,
      projectSize: random.pick(getProjectSizes(building, tradeCode)),
      constructionType,
      servicePriceType: isWritten ? 'WRITE' : rangeType,
      // The amount is kept only where the price type carries one (직접 입력, 1억 이상).
      servicePrice: isWritten || rangeType === 'OVER_10000' ? price : null,
      serviceTermStart: start.toISOString().slice(0, 10),
      serviceTermEnd: end.toISOString().slice(0, 10),
      description: `${location.sigungu} ${building} ${mainLeaf.name} 공사를 진행했습니다. ${details}`,
      createdAt: new Date(end.getTime() + random.int(1, 20) * DAY_MS),
    } satisfies DemoPortfolio;
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function createStockholders(
  random: Random,
  ownerName: string,
): Array<{ name: string; rate: number }> {
  const others = random.int(0, 3);
  if (others === 0) return [{ name: ownerName, rate: 100 }];
  const ownerRate = round(40 + random.next() * 50, 2);
  let remaining = round(100 - ownerRate, 2);
  const holders = [{ name: ownerName, rate: ownerRate }];
  for (let index = 0; index < others; index += 1) {
    const isLast = index === others - 1;
    const rate = isLast ? remaining : round(remaining * (0.3 + random.next() * 0.4), 2);
    remaining = round(remaining - rate, 2);
    holders.push({ name: createPersonName(random), rate });
  }
  return holders;
}

/** Percentage of the company-info form a profile has filled, as the completion ring shows it. */
function computeCompletion(profile: DemoProfile): { rateOfCreation: number; progress: number } {
  const fields: unknown[] = [
    profile.companyName,
    profile.ownerName,
    profile.phoneNumber,
    profile.email,
    profile.description,
    profile.businessNumber,
    profile.address,
    profile.categoryCodes.length > 0 ? true : null,
    profile.licenses.length > 0 ? true : null,
    profile.staffCount,
    profile.createdDay,
    profile.faxNumber,
    profile.managerName,
    profile.mainBusiness,
  ];
  const filled = fields.filter((field) => field !== null && field !== undefined).length;
  const rateOfCreation = Math.round((filled / fields.length) * 100);
  const bonus = profile.type === 'ENGINEER' ? 15 : 10;
  const hasPortfolio = profile.portfolios.length > 0;
  const progress = Math.min(
    100,
    Math.round((rateOfCreation * (100 - bonus)) / 100) + (hasPortfolio ? bonus : 0),
  );
  return { rateOfCreation, progress };
}

export function generateCompany(
  random: Random,
  spec: CompanySpec,
  registry: CompanyRegistry,
  now: Date,
): GeneratedCompany {
  const { type } = spec;
  const sido = spec.sido ?? pickSido(random);
  const address = createAddress(random, sido, spec.gungu);
  const ownerName = spec.ownerName ?? createPersonName(random);
  const tradeCode = spec.mainTradeCode ?? pickMainTrade(random, type);
  const trade = getCategory(tradeCode);
  const companyName =
    spec.companyName ??
    createCompanyName(random, type, tradeCode, sido, ownerName, registry.companyNames);
  registry.companyNames.add(companyName);
  const isComplete = spec.isComplete ?? false;

  const leaves = getLeafCodes(tradeCode);
  const categoryCodes = random.sample(leaves, random.int(2, Math.min(5, leaves.length)));
  const mainSubCategoryCode = categoryCodes[0] ?? null;
  let extraTradeCode: string | null = null;
  if (random.chance(0.3)) {
    const related = (RELATED_TRADES[tradeCode] ?? []).filter((code) =>
      TRADE_WEIGHTS.some(([candidate, , types]) => candidate === code && types.includes(type)),
    );
    if (related.length > 0) {
      extraTradeCode = random.pick(related);
      categoryCodes.push(...random.sample(getLeafCodes(extraTradeCode), random.int(1, 2)));
    }
  }

  const foundedYear =
    type === 'CORPORATION'
      ? random.int(1988, 2022)
      : type === 'PRIVATE_BUSINESS'
        ? random.int(2005, 2024)
        : random.int(2010, 2025);
  const createdDay = new Date(Date.UTC(foundedYear, random.int(0, 11), random.int(1, 28)))
    .toISOString()
    .slice(0, 10);

  const licenseChance = type === 'CORPORATION' ? 0.9 : type === 'PRIVATE_BUSINESS' ? 0.55 : 0.2;
  const licenseCodes = new Set<string>();
  const tradeLicenses = getTradeProfile(tradeCode).licenseCodes;
  if (isComplete || random.chance(licenseChance)) {
    licenseCodes.add(assertLicenseCode(tradeLicenses[0] ?? 'SC02'));
    if (tradeLicenses.length > 1 && random.chance(0.4)) {
      licenseCodes.add(assertLicenseCode(random.pick(tradeLicenses.slice(1))));
    }
  }
  if (extraTradeCode && type !== 'ENGINEER' && random.chance(0.4)) {
    licenseCodes.add(assertLicenseCode(getTradeProfile(extraTradeCode).licenseCodes[0] ?? 'SC02'));
  }
  const licenses = [...licenseCodes].map((code) => ({
    code,
    registrationNumber: `${sido.shortName}-${String(random.int(Math.max(foundedYear, 2000), 2025)).slice(2)}-${String(random.int(1, 9999)).padStart(4, '0')}`,
  }));

  const hasFinancials = type !== 'ENGINEER' || random.chance(0.4);
  const financials = hasFinancials ? createFinancials(random, type, tradeCode, foundedYear) : [];
  const latestSales = financials[financials.length - 1]?.salesAmount ?? null;
  const actions =
    type !== 'ENGINEER' && random.chance(0.07)
      ? createAdministrativeActions(random, sido, address.gungu)
      : [];
  const hasCredit = type === 'CORPORATION' || (type === 'PRIVATE_BUSINESS' && random.chance(0.6));
  const credit = hasCredit ? createCredit(random, financials, tradeCode, actions) : null;

  const typicalPrice = roundTo(
    latestSales ? latestSales / random.int(10, 40) : random.logUniform(2e6, 3e7),
    1e6,
  );
  const hasPortfolios = isComplete || random.chance(type === 'CORPORATION' ? 0.6 : 0.7);
  const portfolioCount = hasPortfolios ? random.int(isComplete ? 3 : 1, 6) : 0;
  const portfolios = createPortfolios(
    random,
    portfolioCount,
    categoryCodes,
    address,
    sido,
    typicalPrice,
    now,
  );

  const areaCode = AREA_CODES[sido.shortName] ?? '02';
  const mobile = createMobileNumber(random);
  const office = createOfficeNumber(random, areaCode);
  const mainPhone = type === 'ENGINEER' ? mobile : office;
  const email = spec.email ?? `company${String(spec.index).padStart(4, '0')}@demo.gongsa.test`;
  const contactEmail = `contact${String(spec.index).padStart(4, '0')}@example.com`;
  const hasManager = type === 'CORPORATION' && (isComplete || random.chance(0.8));
  const staffCount =
    type === 'CORPORATION'
      ? Math.max(3, Math.min(400, Math.round((latestSales ?? 1e9) / random.logUniform(2e8, 6e8))))
      : type === 'PRIVATE_BUSINESS'
        ? random.int(1, 15)
        : random.int(1, 3);
  const joinedAt = new Date(
    now.getTime() - random.int(20, 720) * DAY_MS - random.int(0, 86_399) * 1000,
  );
  const uniqueId = spec.uniqueId ?? createProfileUniqueId(random, registry.uniqueIds);
  registry.uniqueIds.add(uniqueId);
  const businessNumber = createBusinessNumber(random, type, registry.businessNumbers);
  const introduction = random
    .pick(COMPANY_INTRODUCTIONS)
    .replace('{years}', String(Math.max(1, 2026 - foundedYear)))
    .replace('{trade}', trade.name)
    .replace('{region}', sido.shortName)
    .replace('{count}', String(random.int(5, 50) * 10));

  const profile: DemoProfile = {
    uniqueId,
    userEmail: email,
    type,
    createdAt: joinedAt,
    progress: 0,
    rateOfCreation: 0,
    isNiceCertified: isComplete || random.chance(0.7),
    isView: isComplete || random.chance(0.97),
    canIssue: type !== 'ENGINEER' || random.chance(0.3),
    companyName,
    ownerName,
    phoneNumber: mainPhone,
    email: contactEmail,
    description: isComplete || random.chance(0.85) ? introduction : null,
    businessNumber,
    companyCode: type === 'CORPORATION' ? createCorporateNumber(random, sido.shortName) : null,
    companyType:
      type === 'CORPORATION'
        ? (latestSales ?? 0) > 1.5e11
          ? '중견기업'
          : '중소기업'
        : type === 'PRIVATE_BUSINESS'
          ? '개인사업자'
          : '개인',
    mainBusiness: categoryCodes
      .slice(0, 3)
      .map((code) => getCategory(code).name)
      .join(', '),
    faxNumber:
      type === 'CORPORATION' && (isComplete || random.chance(0.6))
        ? createOfficeNumber(random, areaCode)
        : null,
    createdDay,
    staffCount,
    settleAccountDay: type === 'ENGINEER' ? null : '12-31',
    isTaxBillIssue: type !== 'ENGINEER' || random.chance(0.3),
    isRentLedgerSubmitPossible: random.chance(0.4),
    mainBusinessPrice: typicalPrice,
    managerName: hasManager ? createPersonName(random) : null,
    managerPhoneNumber: hasManager ? createMobileNumber(random) : null,
    managerEmail: hasManager ? `manager${String(spec.index).padStart(4, '0')}@example.com` : null,
    mainCategoryCode: trade.code,
    mainSubCategoryCode,
    categoryCodes,
    licenses,
    phones: type === 'ENGINEER' ? [mobile] : random.chance(0.6) ? [office, mobile] : [office],
    address,
    stockholders: type === 'CORPORATION' ? createStockholders(random, ownerName) : [],
    financials,
    credit,
    portfolios,
    rating: 0,
    reviewCount: 0,
  };
  Object.assign(profile, computeCompletion(profile));

  const user: DemoUser = {
    email,
    password: spec.password ?? null,
    role: 'USER',
    name: ownerName,
    nickname: spec.nickname ?? toNickname(companyName),
    phoneNumber: mobile,
    joinedAt,
    lastLoginAt: new Date(
      now.getTime() - random.int(0, 30) * DAY_MS - random.int(0, 86_399) * 1000,
    ),
    isMarketingNoti: random.chance(0.4),
    isAllowGeolocation: random.chance(0.5),
    isAllowThirdParty: true,
    latitude: address.latitude,
    longitude: address.longitude,
  };
  return { user, profile };
}
