import { flattenCategories, type FlatCategory } from '../data/categories';
import { LICENSES } from '../data/licenses';
import { TRADE_PROFILES } from '../data/names';

/** Lookups over the reference data that the generators need by code. */
const CATEGORIES = flattenCategories();

export const CATEGORY_BY_CODE: ReadonlyMap<string, FlatCategory> = new Map(
  CATEGORIES.map((category) => [category.code, category]),
);

export function getCategory(code: string): FlatCategory {
  const category = CATEGORY_BY_CODE.get(code);
  if (!category) throw new Error(`Unknown category code ${code}`);
  return category;
}

export function getLeafCodes(tradeCode: string): string[] {
  return CATEGORIES.filter((category) => category.parentCode === tradeCode).map(
    (category) => category.code,
  );
}

export function getTradeCodeOfLeaf(leafCode: string): string {
  return leafCode.slice(0, 'G00-00'.length);
}

export function getTradeProfile(tradeCode: string): {
  words: readonly string[];
  licenseCodes: readonly string[];
} {
  const profile = TRADE_PROFILES[tradeCode] ?? TRADE_PROFILES[tradeCode.slice(0, 3)];
  if (!profile) throw new Error(`No trade profile for ${tradeCode}`);
  return profile;
}

const LICENSE_CODES = new Set(LICENSES.map((license) => license.code));

export function assertLicenseCode(code: string): string {
  if (!LICENSE_CODES.has(code)) throw new Error(`Unknown licence code ${code}`);
  return code;
}

/**
 * How often each DEPTH_2 trade is a company's main trade, and which profile types work in it:
 * 종합공사 and the heavy civil trades are corporations only, and 기술자 (individual engineers)
 * appear in the finishing, building-services and design trades.
 */
export const TRADE_WEIGHTS: ReadonlyArray<
  readonly [
    code: string,
    weight: number,
    types: ReadonlyArray<'CORPORATION' | 'PRIVATE_BUSINESS' | 'ENGINEER'>,
  ]
> = [
  ['G01-01', 6, ['CORPORATION']],
  ['G01-02', 12, ['CORPORATION']],
  ['G01-03', 4, ['CORPORATION']],
  ['G01-04', 2, ['CORPORATION']],
  ['G01-05', 3, ['CORPORATION']],
  ['G02-01', 24, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G02-02', 3, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G02-03', 8, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G02-04', 2, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G02-05', 6, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G02-06', 4, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G02-07', 6, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G02-08', 3, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G02-09', 8, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G02-10', 3, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G02-11', 2, ['CORPORATION']],
  ['G02-12', 1, ['CORPORATION']],
  ['G02-13', 3, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G02-14', 1, ['CORPORATION']],
  ['G02-15', 2, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G02-16', 2, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G02-17', 2, ['CORPORATION']],
  ['G02-18', 2, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G02-19', 0.5, ['CORPORATION']],
  ['G02-20', 1, ['CORPORATION']],
  ['G02-21', 2, ['CORPORATION']],
  ['G02-22', 4, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G02-23', 6, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G03-01', 6, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G03-02', 2, ['CORPORATION']],
  ['G03-03', 2, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G03-04', 3, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G03-05', 1, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G03-06', 1, ['PRIVATE_BUSINESS', 'ENGINEER']],
  ['G04-01', 3, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G04-02', 1, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G04-03', 2, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G04-04', 1, ['CORPORATION']],
  ['G04-05', 1, ['CORPORATION']],
  ['G05-01', 3, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G05-02', 2, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G05-03', 2, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G05-04', 1, ['CORPORATION', 'PRIVATE_BUSINESS']],
  ['G06-01', 4, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G06-02', 2, ['CORPORATION', 'ENGINEER']],
  ['G06-03', 1, ['CORPORATION', 'ENGINEER']],
  ['G06-04', 2, ['CORPORATION']],
  ['G06-05', 1, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER']],
  ['G06-06', 1, ['CORPORATION', 'ENGINEER']],
];

/** Trades a company in the key trade often takes on as well (a second line of business). */
export const RELATED_TRADES: Readonly<Record<string, readonly string[]>> = {
  'G01-01': ['G02-02', 'G02-13', 'G02-10'],
  'G01-02': ['G02-01', 'G02-09', 'G01-03'],
  'G01-03': ['G01-01', 'G01-02'],
  'G01-04': ['G02-23', 'G03-03'],
  'G01-05': ['G02-15', 'G02-16'],
  'G02-01': ['G02-03', 'G02-05', 'G02-07', 'G03-01'],
  'G02-02': ['G02-11', 'G02-13'],
  'G02-03': ['G02-01', 'G02-04', 'G02-05'],
  'G02-04': ['G02-03', 'G02-16'],
  'G02-05': ['G02-01', 'G02-03'],
  'G02-06': ['G02-02', 'G02-09'],
  'G02-07': ['G02-08', 'G02-18'],
  'G02-08': ['G02-07', 'G02-18'],
  'G02-09': ['G02-06', 'G02-02', 'G02-11'],
  'G02-10': ['G02-23', 'G02-13'],
  'G02-11': ['G02-02'],
  'G02-13': ['G02-02'],
  'G02-14': ['G02-20'],
  'G02-15': ['G02-16'],
  'G02-16': ['G02-15'],
  'G02-17': ['G02-18'],
  'G02-18': ['G02-17', 'G02-08'],
  'G02-20': ['G02-14'],
  'G02-22': ['G02-23'],
  'G02-23': ['G02-22', 'G02-10'],
  'G03-01': ['G03-03', 'G04-01'],
  'G03-02': ['G03-03'],
  'G03-03': ['G03-01', 'G03-02'],
  'G03-04': ['G03-05', 'G03-03'],
  'G03-05': ['G03-04'],
  'G03-06': ['G03-01'],
  'G04-01': ['G04-03', 'G04-04'],
  'G04-02': ['G04-01'],
  'G04-03': ['G04-01', 'G04-04'],
  'G04-04': ['G04-03'],
  'G04-05': ['G04-01'],
  'G05-01': ['G05-02', 'G05-03'],
  'G05-02': ['G05-01'],
  'G05-03': ['G05-01'],
  'G05-04': ['G05-01'],
  'G06-01': ['G06-04', 'G06-02'],
  'G06-02': ['G06-06', 'G06-05'],
  'G06-03': ['G06-04'],
  'G06-04': ['G06-01'],
  'G06-05': ['G06-02'],
  'G06-06': ['G06-02'],
};

/** Trades whose jobs are measured in length (roads, pipes, rails) rather than floor area. */
const LINEAR_TRADES = new Set(['G01-01', 'G02-10', 'G02-12', 'G02-13', 'G03-02']);

const AREA_SIZES_BY_BUILDING: Readonly<Record<string, readonly string[]>> = {
  아파트: ['전용 59㎡', '전용 84㎡', '전용 114㎡'],
  빌라: ['전용 49㎡', '전용 66㎡', '지상 4층'],
  오피스텔: ['전용 33㎡', '전용 45㎡'],
  단독주택: ['연면적 132㎡', '연면적 198㎡', '지상 2층'],
  전원주택: ['연면적 99㎡', '연면적 165㎡'],
};
const GENERIC_AREA_SIZES = [
  '연면적 66㎡',
  '연면적 165㎡',
  '연면적 330㎡',
  '연면적 1,250㎡',
  '연면적 4,800㎡',
  '지상 3층',
  '지상 5층·지하 1층',
] as const;
const LENGTH_SIZES = ['연장 120m', '연장 350m', '연장 800m', '연장 1.2km', '연장 2.5km'] as const;

export function getProjectSizes(building: string, tradeCode: string): readonly string[] {
  if (LINEAR_TRADES.has(tradeCode)) return LENGTH_SIZES;
  return AREA_SIZES_BY_BUILDING[building] ?? GENERIC_AREA_SIZES;
}
