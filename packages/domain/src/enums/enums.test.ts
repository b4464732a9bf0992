import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_STATE_LABELS,
  ANNOUNCEMENT_STATES,
  ANNOUNCEMENT_TYPES,
  APPLY_STATE_LABELS,
  APPLY_STATES,
  BANNER_STATES,
  BID_SORTING_LABELS,
  BID_SORTING_OPTIONS,
  BID_SORTINGS,
  calculateProfileProgress,
  CATEGORY_TYPES,
  COMPANY_SORTING_LABELS,
  COMPANY_SORTING_OPTIONS,
  COMPANY_SORTINGS,
  convertBooleanToTriState,
  convertTriStateToBoolean,
  FIELD_INFO_LABELS,
  FIELD_INFOS,
  findPriceBand,
  getSearchTypeForPath,
  hasServicePriceAmount,
  isAnnouncementState,
  isApplyState,
  isBidSorting,
  isCategoryType,
  isCompanySorting,
  isFieldInfo,
  isLicenseNeed,
  isNotificationType,
  isOrderType,
  isPointHistoryType,
  isPostingDay,
  isPriceBand,
  isPriceRange,
  isProfileType,
  isRegionType,
  isSearchType,
  isServicePriceType,
  isStoredCategoryType,
  isUserState,
  isWithdrawalState,
  isWorkScope,
  isWorkType,
  ITEM_TYPES,
  LICENSE_NEED_LABELS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  OPINION_TYPES,
  ORDER_STATES,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  POINT_HISTORY_TYPE_LABELS,
  POINT_HISTORY_TYPES,
  POSTING_DAY_LABELS,
  POSTING_DAY_OPTIONS,
  POSTING_DAYS,
  PRICE_BAND_BOUNDS_MANWON,
  PRICE_BANDS,
  PRICE_RANGE_LABELS,
  PRICE_RANGES,
  PROFILE_PORTFOLIO_BONUS,
  PROFILE_TYPE_LABELS,
  PROFILE_TYPE_OPTIONS,
  PROFILE_TYPES,
  REGION_TYPES,
  RENT_LEDGER_REQUEST_LABELS,
  REVIEW_STATES,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  SERVICE_PRICE_TYPE_LABELS,
  SERVICE_PRICE_TYPES,
  SOCIAL_TYPES,
  USER_ROLES,
  USER_STATE_LABELS,
  USER_STATES,
  WITHDRAWAL_STATE_LABELS,
  WITHDRAWAL_STATES,
  WORK_SCOPE_LABELS,
  WORK_SCOPES,
  WORK_TYPE_LABELS,
  WORK_TYPES,
  YES_NO_LABELS,
} from './index';

describe('agreed enum values (the database and seed use the same strings)', () => {
  it.each([
    ['PROFILE_TYPES', PROFILE_TYPES, ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER', 'CONSUMER']],
    ['USER_ROLES', USER_ROLES, ['USER', 'ADMIN']],
    ['USER_STATES', USER_STATES, ['ACTIVE', 'SUSPENDED', 'LEFT']],
    ['SOCIAL_TYPES', SOCIAL_TYPES, ['EMAIL', 'KAKAO', 'NAVER']],
    ['CATEGORY_TYPES', CATEGORY_TYPES, ['DEPTH_1', 'DEPTH_2', 'DEPTH_3', 'ALL']],
    ['REGION_TYPES', REGION_TYPES, ['SI', 'GUNGU']],
    ['WORK_TYPES', WORK_TYPES, ['NEW_WORK', 'REPAIR', 'ETC']],
    ['ORDER_TYPES', ORDER_TYPES, ['PRIVATE', 'PUBLIC']],
    [
      'FIELD_INFOS',
      FIELD_INFOS,
      [
        'RESIDENCE',
        'MERCANTILE',
        'INDUSTRY',
        'CULTURE',
        'MEDICAL',
        'EDUCATION',
        'RECREATION',
        'TERMINATION',
        'ETC',
      ],
    ],
    ['WORK_SCOPES', WORK_SCOPES, ['ALL', 'INTERNAL', 'OUTSIDE', 'ETC']],
    [
      'PRICE_RANGES',
      PRICE_RANGES,
      [
        'LESSTHEN_500',
        'OVER_500_LESSTHEN_1000',
        'OVER_1000_LESSTHEN_3000',
        'OVER_3000_LESSTHEN_5000',
        'OVER_5000_LESSTHEN_10000',
        'OVER_10000',
        'DAILY_WORK',
        'NURI_AGENCY',
      ],
    ],
    ['SERVICE_PRICE_TYPES', SERVICE_PRICE_TYPES, ['WRITE', ...PRICE_RANGES]],
    ['POSTING_DAYS', POSTING_DAYS, [1, 2, 3, 4, 5, 6, 7, 30]],
    [
      'ANNOUNCEMENT_TYPES',
      ANNOUNCEMENT_TYPES,
      ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER', 'ALL'],
    ],
    [
      'ANNOUNCEMENT_STATES',
      ANNOUNCEMENT_STATES,
      ['RECRUITING', 'CHOOSING', 'CHOSEN', 'COMPLETED', 'CLOSED', 'CANCELED'],
    ],
    ['APPLY_STATES', APPLY_STATES, ['WRITING', 'SUBMITTED', 'SELECTED', 'NOT_SELECTED', 'GAVE_UP']],
    ['REVIEW_STATES', REVIEW_STATES, ['VISIBLE', 'HIDDEN', 'REPORTED']],
    [
      'WITHDRAWAL_STATES',
      WITHDRAWAL_STATES,
      ['REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELED'],
    ],
    [
      'POINT_HISTORY_TYPES',
      POINT_HISTORY_TYPES,
      ['CHARGE', 'FREE', 'USE', 'REFUND', 'WITHDRAW', 'CANCEL'],
    ],
    ['ITEM_TYPES', ITEM_TYPES, ['POINT', 'SUBSCRIPTION']],
    ['ORDER_STATES', ORDER_STATES, ['READY', 'SUCCESS', 'FAILED', 'CANCELED']],
    [
      'NOTIFICATION_TYPES',
      NOTIFICATION_TYPES,
      [
        'NOTICE',
        'APPLY',
        'SELECTED',
        'INVITATION',
        'REVIEW',
        'POINT',
        'MARKETING',
        'KEYWORD',
        'CHAT',
        'FOLLOW',
        'COMMUNITY',
      ],
    ],
    ['BANNER_STATES', BANNER_STATES, ['READY', 'ACTIVE', 'ENDED']],
    ['OPINION_TYPES', OPINION_TYPES, ['BUG', 'SUGGESTION', 'ETC']],
    ['SEARCH_TYPES', SEARCH_TYPES, ['1', '2']],
    ['COMPANY_SORTINGS', COMPANY_SORTINGS, ['1', '2', '3', '4', '5', '6']],
    ['BID_SORTINGS', BID_SORTINGS, ['1', '2', '3', '4']],
  ])('%s', (_name, values, expected) => {
    expect([...values]).toEqual(expected);
  });
});

describe('Korean labels', () => {
  it('match the agreed wording', () => {
    expect(PROFILE_TYPE_LABELS).toEqual({
      CORPORATION: '법인',
      PRIVATE_BUSINESS: '개인 사업자',
      ENGINEER: '기술자',
      CONSUMER: '일반 소비자',
    });
    expect(USER_STATE_LABELS).toEqual({ ACTIVE: '정상', SUSPENDED: '정지', LEFT: '탈퇴' });
    expect(WORK_TYPE_LABELS).toEqual({
      NEW_WORK: '신축공사',
      REPAIR: '리모델링(수리)',
      ETC: '기타',
    });
    expect(ORDER_TYPE_LABELS).toEqual({ PRIVATE: '민간 발주', PUBLIC: '공공 발주' });
    expect(FIELD_INFO_LABELS.TERMINATION).toBe('종교시설');
    expect(FIELD_INFO_LABELS.RESIDENCE).toBe('주거시설');
    expect(WORK_SCOPE_LABELS).toEqual({
      ALL: '전체',
      INTERNAL: '내부',
      OUTSIDE: '외부',
      ETC: '기타',
    });
    expect(ANNOUNCEMENT_STATE_LABELS).toEqual({
      RECRUITING: '모집중',
      CHOOSING: '선정중',
      CHOSEN: '선정완료',
      COMPLETED: '완료',
      CLOSED: '마감',
      CANCELED: '취소',
    });
    expect(APPLY_STATE_LABELS).toEqual({
      WRITING: '작성중',
      SUBMITTED: '지원완료',
      SELECTED: '선정',
      NOT_SELECTED: '미선정',
      GAVE_UP: '지원포기',
    });
    expect(WITHDRAWAL_STATE_LABELS).toEqual({
      REQUESTED: '신청',
      PROCESSING: '처리중',
      COMPLETED: '완료',
      FAILED: '실패',
      CANCELED: '취소',
    });
    expect(POINT_HISTORY_TYPE_LABELS).toEqual({
      CHARGE: '충전',
      FREE: '무료 지급',
      USE: '사용',
      REFUND: '환불',
      WITHDRAW: '출금',
      CANCEL: '취소',
    });
  });

  it('name the price ranges in 만원 and 억원', () => {
    expect(PRICE_RANGES.map((range) => PRICE_RANGE_LABELS[range])).toEqual([
      '500만원 미만',
      '500만원 이상 ~ 1,000만원 미만',
      '1,000만원 이상 ~ 3,000만원 미만',
      '3,000만원 이상 ~ 5,000만원 미만',
      '5,000만원 이상 ~ 1억원 미만',
      '1억원 이상',
      '일당 계약',
      '누리장터 대행',
    ]);
    expect(SERVICE_PRICE_TYPE_LABELS.WRITE).toBe('직접 입력');
    expect(SERVICE_PRICE_TYPE_LABELS.OVER_10000).toBe('1억원 이상');
  });

  it('name sortings, search modes, posting days and the tri-state answers', () => {
    expect(COMPANY_SORTING_LABELS).toEqual({
      '1': '추천순',
      '2': '평점순',
      '3': '리뷰 많은순',
      '4': '포트폴리오 많은순',
      '5': '매출액순',
      '6': '거리순',
    });
    expect(BID_SORTING_LABELS).toEqual({
      '1': '마감 임박순',
      '2': '금액 높은순',
      '3': '최신순',
      '4': '지원자 많은순',
    });
    expect(SEARCH_TYPE_LABELS).toEqual({ '1': '업체 검색', '2': '견적 의뢰' });
    expect(POSTING_DAYS.map((days) => POSTING_DAY_LABELS[days])).toEqual([
      '1일',
      '2일',
      '3일',
      '4일',
      '5일',
      '6일',
      '7일',
      '30일',
    ]);
    expect(LICENSE_NEED_LABELS).toEqual({ '1': '필요', '0': '무관' });
    expect(YES_NO_LABELS).toEqual({ '1': '예', '0': '아니오' });
    expect(RENT_LEDGER_REQUEST_LABELS).toEqual({ '1': '요청', '0': '요청 안 함' });
  });

  it('exist, in Korean, for every value of every enum', () => {
    const pairs: [readonly (string | number)[], Record<string | number, string>][] = [
      [NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS],
      [SERVICE_PRICE_TYPES, SERVICE_PRICE_TYPE_LABELS],
      [WITHDRAWAL_STATES, WITHDRAWAL_STATE_LABELS],
    ];
    for (const [values, labels] of pairs) {
      for (const value of values) expect(labels[value]).toMatch(/[가-힣]/);
    }
  });
});

describe('options for selects', () => {
  it('follow the list order and carry the labels', () => {
    expect(PROFILE_TYPE_OPTIONS[0]).toEqual({ value: 'CORPORATION', label: '법인' });
    expect(COMPANY_SORTING_OPTIONS.map((option) => option.value)).toEqual([...COMPANY_SORTINGS]);
    expect(BID_SORTING_OPTIONS[2]).toEqual({ value: '3', label: '최신순' });
    expect(POSTING_DAY_OPTIONS.at(-1)).toEqual({ value: 30, label: '30일' });
  });
});

describe('type guards', () => {
  it.each([
    ['isProfileType', isProfileType, 'ENGINEER', 'ADMIN'],
    ['isUserState', isUserState, 'LEFT', 'DELETED'],
    ['isWorkType', isWorkType, 'REPAIR', 'repair'],
    ['isOrderType', isOrderType, 'PUBLIC', 'GOVERNMENT'],
    ['isFieldInfo', isFieldInfo, 'TERMINATION', 'RELIGION'],
    ['isWorkScope', isWorkScope, 'OUTSIDE', 'OUTER'],
    ['isPriceRange', isPriceRange, 'NURI_AGENCY', 'WRITE'],
    ['isPriceBand', isPriceBand, 'OVER_10000', 'DAILY_WORK'],
    ['isServicePriceType', isServicePriceType, 'WRITE', 'FREE'],
    ['isPostingDay', isPostingDay, 30, 8],
    ['isPostingDay (strings are not days)', isPostingDay, 7, '7'],
    ['isCategoryType', isCategoryType, 'ALL', 'DEPTH_4'],
    ['isStoredCategoryType', isStoredCategoryType, 'DEPTH_3', 'ALL'],
    ['isRegionType', isRegionType, 'GUNGU', 'DONG'],
    ['isAnnouncementState', isAnnouncementState, 'CHOSEN', 'DONE'],
    ['isApplyState', isApplyState, 'GAVE_UP', 'GIVE_UP'],
    ['isWithdrawalState', isWithdrawalState, 'PROCESSING', 'PENDING'],
    ['isPointHistoryType', isPointHistoryType, 'WITHDRAW', 'WITHDRAWAL'],
    ['isNotificationType', isNotificationType, 'KEYWORD', 'EMAIL'],
    ['isSearchType', isSearchType, '2', 2],
    ['isCompanySorting', isCompanySorting, '6', '7'],
    ['isBidSorting', isBidSorting, '4', '5'],
    ['isLicenseNeed', isLicenseNeed, '0', 0],
  ] as const)('%s', (_name, guard, good, bad) => {
    expect(guard(good)).toBe(true);
    expect(guard(bad)).toBe(false);
    expect(guard(undefined)).toBe(false);
    expect(guard(null)).toBe(false);
  });
});

describe('price bands', () => {
  it.each([
    [0, 'LESSTHEN_500'],
    [499.99, 'LESSTHEN_500'],
    [500, 'OVER_500_LESSTHEN_1000'],
    [999, 'OVER_500_LESSTHEN_1000'],
    [1000, 'OVER_1000_LESSTHEN_3000'],
    [3000, 'OVER_3000_LESSTHEN_5000'],
    [4999, 'OVER_3000_LESSTHEN_5000'],
    [5000, 'OVER_5000_LESSTHEN_10000'],
    [9999, 'OVER_5000_LESSTHEN_10000'],
    [10000, 'OVER_10000'],
    [1_000_000, 'OVER_10000'],
  ])('puts %d 만원 in %s (lower bound inclusive, upper exclusive)', (amount, band) => {
    expect(findPriceBand(amount)).toBe(band);
  });

  it('has no band for negative or non-finite amounts', () => {
    expect(findPriceBand(-1)).toBeUndefined();
    expect(findPriceBand(Number.NaN)).toBeUndefined();
  });

  it('bounds leave no gaps between bands', () => {
    PRICE_BANDS.slice(1).forEach((band, index) => {
      const previous = PRICE_BANDS[index];
      if (previous === undefined) throw new Error('unreachable');
      expect(PRICE_BAND_BOUNDS_MANWON[band].minManwon).toBe(
        PRICE_BAND_BOUNDS_MANWON[previous].maxManwon,
      );
    });
  });

  it('sends an amount only for WRITE, OVER_10000 and NURI_AGENCY', () => {
    expect(SERVICE_PRICE_TYPES.filter((type) => hasServicePriceAmount(type))).toEqual([
      'WRITE',
      'OVER_10000',
      'NURI_AGENCY',
    ]);
  });
});

describe('tri-state answers', () => {
  it('become booleans once answered and stay undefined while unset', () => {
    expect(convertTriStateToBoolean('1')).toBe(true);
    expect(convertTriStateToBoolean('0')).toBe(false);
    expect(convertTriStateToBoolean(1)).toBe(true);
    expect(convertTriStateToBoolean(false)).toBe(false);
    expect(convertTriStateToBoolean(undefined)).toBeUndefined();
    expect(convertTriStateToBoolean(null)).toBeUndefined();
    expect(convertTriStateToBoolean('')).toBeUndefined();
    expect(convertTriStateToBoolean('yes')).toBeUndefined();
  });

  it('convert back for the radio group', () => {
    expect(convertBooleanToTriState(true)).toBe('1');
    expect(convertBooleanToTriState(false)).toBe('0');
    expect(convertBooleanToTriState(null)).toBeUndefined();
  });
});

describe('search mode from the path', () => {
  it.each([
    ['/bid', '2'],
    ['/bid/upload1', '2'],
    ['/myBid?tab=1', '2'],
    ['/myBid/detail/3', '2'],
    ['/', '1'],
    ['/company', '1'],
    ['/bidding', '1'],
    ['/myPage/profile', '1'],
  ])('%s starts in mode %s', (path, mode) => {
    expect(getSearchTypeForPath(path)).toBe(mode);
  });
});

describe('profile completion', () => {
  it('gives +15 to engineers and +10 to everyone else', () => {
    expect(PROFILE_PORTFOLIO_BONUS).toEqual({
      CORPORATION: 10,
      PRIVATE_BUSINESS: 10,
      ENGINEER: 15,
      CONSUMER: 10,
    });
  });

  it('adds the bonus only when a portfolio exists', () => {
    expect(calculateProfileProgress(60, 'ENGINEER', 1)).toBe(75);
    expect(calculateProfileProgress(60, 'CORPORATION', 3)).toBe(70);
    expect(calculateProfileProgress(60, 'ENGINEER', 0)).toBe(60);
  });

  it('never exceeds 100 or drops below 0', () => {
    expect(calculateProfileProgress(95, 'ENGINEER', 1)).toBe(100);
    expect(calculateProfileProgress(-5, 'CONSUMER', 0)).toBe(0);
  });
});
