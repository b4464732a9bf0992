import { josa } from 'es-hangul';
import { z } from 'zod';
import {
  ANNOUNCEMENT_TYPES,
  FIELD_INFOS,
  LICENSE_NEEDS,
  ORDER_TYPES,
  RENT_LEDGER_REQUESTS,
  WORK_SCOPES,
  WORK_TYPES,
  YES_NO,
} from '../enums/announcement';
import { OPINION_TYPES } from '../enums/misc';
import { PRICE_RANGES, SERVICE_PRICE_TYPES } from '../enums/price';
import { BID_SORTINGS, COMPANY_SORTINGS, SEARCH_TYPES } from '../enums/search';
import { PROFILE_TYPES } from '../enums/user';

/** One message for "missing" and "not one of the options": either way the user must pick. */
function createEnumSchema<const T extends readonly [string, ...string[]]>(values: T, name: string) {
  return z.enum(values, { error: `${josa(name, '을/를')} 선택해 주세요.` });
}

export const profileTypeSchema = createEnumSchema(PROFILE_TYPES, '회원 유형');
export const workTypeSchema = createEnumSchema(WORK_TYPES, '공사 종류');
export const orderTypeSchema = createEnumSchema(ORDER_TYPES, '발주 유형');
export const fieldInfoSchema = createEnumSchema(FIELD_INFOS, '시설 분야');
export const workScopeSchema = createEnumSchema(WORK_SCOPES, '공사 범위');
export const announcementTypeSchema = createEnumSchema(ANNOUNCEMENT_TYPES, '지원 대상');
export const priceRangeSchema = createEnumSchema(PRICE_RANGES, '금액 범위');
export const servicePriceTypeSchema = createEnumSchema(SERVICE_PRICE_TYPES, '금액 유형');
export const licenseNeedSchema = createEnumSchema(LICENSE_NEEDS, '면허 필요 여부');
export const yesNoSchema = createEnumSchema(YES_NO, '예 또는 아니오');
export const rentLedgerRequestSchema = createEnumSchema(
  RENT_LEDGER_REQUESTS,
  '임대 대장 요청 여부',
);
export const searchTypeSchema = createEnumSchema(SEARCH_TYPES, '검색 유형');
export const companySortingSchema = createEnumSchema(COMPANY_SORTINGS, '정렬 기준');
export const bidSortingSchema = createEnumSchema(BID_SORTINGS, '정렬 기준');
export const opinionTypeSchema = createEnumSchema(OPINION_TYPES, '의견 유형');
