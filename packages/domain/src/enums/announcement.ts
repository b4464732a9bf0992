import { createEnumGuard, createEnumOptions } from './define-enum';

export const WORK_TYPES = ['NEW_WORK', 'REPAIR', 'ETC'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const WORK_TYPE_LABELS: Readonly<Record<WorkType, string>> = {
  NEW_WORK: '신축공사',
  REPAIR: '리모델링(수리)',
  ETC: '기타',
};
export const isWorkType = createEnumGuard(WORK_TYPES);
export const WORK_TYPE_OPTIONS = createEnumOptions(WORK_TYPES, WORK_TYPE_LABELS);

export const ORDER_TYPES = ['PRIVATE', 'PUBLIC'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  PRIVATE: '민간 발주',
  PUBLIC: '공공 발주',
};
export const isOrderType = createEnumGuard(ORDER_TYPES);
export const ORDER_TYPE_OPTIONS = createEnumOptions(ORDER_TYPES, ORDER_TYPE_LABELS);

export const FIELD_INFOS = [
  'RESIDENCE',
  'MERCANTILE',
  'INDUSTRY',
  'CULTURE',
  'MEDICAL',
  'EDUCATION',
  'RECREATION',
  'TERMINATION',
  'ETC',
] as const;
export type FieldInfo = (typeof FIELD_INFOS)[number];
export const FIELD_INFO_LABELS: Readonly<Record<FieldInfo, string>> = {
  RESIDENCE: '주거시설',
  MERCANTILE: '상업시설',
  INDUSTRY: '산업시설',
  CULTURE: '문화시설',
  MEDICAL: '의료시설',
  EDUCATION: '교육시설',
  RECREATION: '여가시설',
  TERMINATION: '종교시설',
  ETC: '기타',
};
export const isFieldInfo = createEnumGuard(FIELD_INFOS);
export const FIELD_INFO_OPTIONS = createEnumOptions(FIELD_INFOS, FIELD_INFO_LABELS);

export const WORK_SCOPES = ['ALL', 'INTERNAL', 'OUTSIDE', 'ETC'] as const;
export type WorkScope = (typeof WORK_SCOPES)[number];
export const WORK_SCOPE_LABELS: Readonly<Record<WorkScope, string>> = {
  ALL: '전체',
  INTERNAL: '내부',
  OUTSIDE: '외부',
  ETC: '기타',
};
export const isWorkScope = createEnumGuard(WORK_SCOPES);
export const WORK_SCOPE_OPTIONS = createEnumOptions(WORK_SCOPES, WORK_SCOPE_LABELS);

/** Who may apply to an announcement: the targeted profile type, or everyone. */
export const ANNOUNCEMENT_TYPES = ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER', 'ALL'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const ANNOUNCEMENT_TYPE_LABELS: Readonly<Record<AnnouncementType, string>> = {
  CORPORATION: '법인',
  PRIVATE_BUSINESS: '개인 사업자',
  ENGINEER: '기술자',
  ALL: '전체',
};
export const isAnnouncementType = createEnumGuard(ANNOUNCEMENT_TYPES);
export const ANNOUNCEMENT_TYPE_OPTIONS = createEnumOptions(
  ANNOUNCEMENT_TYPES,
  ANNOUNCEMENT_TYPE_LABELS,
);

export const ANNOUNCEMENT_STATES = [
  'RECRUITING',
  'CHOOSING',
  'CHOSEN',
  'COMPLETED',
  'CLOSED',
  'CANCELED',
] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];
export const ANNOUNCEMENT_STATE_LABELS: Readonly<Record<AnnouncementState, string>> = {
  RECRUITING: '모집중',
  CHOOSING: '선정중',
  CHOSEN: '선정완료',
  COMPLETED: '완료',
  CLOSED: '마감',
  CANCELED: '취소',
};
export const isAnnouncementState = createEnumGuard(ANNOUNCEMENT_STATES);

export const APPLY_STATES = [
  'WRITING',
  'SUBMITTED',
  'SELECTED',
  'NOT_SELECTED',
  'GAVE_UP',
] as const;
export type ApplyState = (typeof APPLY_STATES)[number];
export const APPLY_STATE_LABELS: Readonly<Record<ApplyState, string>> = {
  WRITING: '작성중',
  SUBMITTED: '지원완료',
  SELECTED: '선정',
  NOT_SELECTED: '미선정',
  GAVE_UP: '지원포기',
};
export const isApplyState = createEnumGuard(APPLY_STATES);

export const REVIEW_STATES = ['VISIBLE', 'HIDDEN', 'REPORTED'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_STATE_LABELS: Readonly<Record<ReviewState, string>> = {
  VISIBLE: '공개',
  HIDDEN: '숨김',
  REPORTED: '신고됨',
};
export const isReviewState = createEnumGuard(REVIEW_STATES);

/** SPEC §9 posting-day options; the database checks the same set. */
export const POSTING_DAYS = [1, 2, 3, 4, 5, 6, 7, 30] as const;
export type PostingDay = (typeof POSTING_DAYS)[number];
export const POSTING_DAY_LABELS: Readonly<Record<PostingDay, string>> = {
  1: '1일',
  2: '2일',
  3: '3일',
  4: '4일',
  5: '5일',
  6: '6일',
  7: '7일',
  30: '30일',
};
export const isPostingDay = createEnumGuard(POSTING_DAYS);
export const POSTING_DAY_OPTIONS = createEnumOptions(POSTING_DAYS, POSTING_DAY_LABELS);

/**
 * The wizard's three tri-state radio groups (license, tax bill, rent ledger) use '1' and '0'
 * as form values; unset means the user has not answered yet.
 */
export const LICENSE_NEEDS = ['1', '0'] as const;
export type LicenseNeed = (typeof LICENSE_NEEDS)[number];
export const LICENSE_NEED_LABELS: Readonly<Record<LicenseNeed, string>> = {
  '1': '필요',
  '0': '무관',
};
export const isLicenseNeed = createEnumGuard(LICENSE_NEEDS);
export const LICENSE_NEED_OPTIONS = createEnumOptions(LICENSE_NEEDS, LICENSE_NEED_LABELS);

export const YES_NO = ['1', '0'] as const;
export type YesNo = (typeof YES_NO)[number];
export const YES_NO_LABELS: Readonly<Record<YesNo, string>> = {
  '1': '예',
  '0': '아니오',
};
export const isYesNo = createEnumGuard(YES_NO);
export const YES_NO_OPTIONS = createEnumOptions(YES_NO, YES_NO_LABELS);

export const RENT_LEDGER_REQUESTS = ['1', '0'] as const;
export type RentLedgerRequest = (typeof RENT_LEDGER_REQUESTS)[number];
export const RENT_LEDGER_REQUEST_LABELS: Readonly<Record<RentLedgerRequest, string>> = {
  '1': '요청',
  '0': '요청 안 함',
};
export const isRentLedgerRequest = createEnumGuard(RENT_LEDGER_REQUESTS);
export const RENT_LEDGER_REQUEST_OPTIONS = createEnumOptions(
  RENT_LEDGER_REQUESTS,
  RENT_LEDGER_REQUEST_LABELS,
);

/**
 * SPEC §5 draft payload: a tri-state answer is omitted while unset and sent as a boolean once
 * answered, so `undefined` must survive (it is not the same as "no").
 */
export function convertTriStateToBoolean(value: unknown): boolean | undefined {
  if (value === '1' || value === 1 || value === true) return true;
  if (value === '0' || value === 0 || value === false) return false;
  return undefined;
}

/** The inverse of {@link convertTriStateToBoolean}, for filling the radio group from stored data. */
export function convertBooleanToTriState(value: boolean | null | undefined): '1' | '0' | undefined {
  if (value === true) return '1';
  if (value === false) return '0';
  return undefined;
}
