import {
  ANNOUNCEMENT_TYPE_LABELS,
  FIELD_INFO_LABELS,
  formatDate,
  formatDateTime,
  formatSiteAddress,
  isAnnouncementType,
  isFieldInfo,
  isOrderType,
  isWorkScope,
  isWorkType,
  ORDER_TYPE_LABELS,
  WORK_SCOPE_LABELS,
  WORK_TYPE_LABELS,
} from '@gongsa/domain';
import { formatAnnouncementPrice } from './bid-price';

export type BidFact = { label: string; value: string };

/** The announcement fields the facts table reads (BidDetailFields has them all). */
export type BidFactSource = {
  uniqueId: string;
  type: string;
  workType: string;
  workTypeEtc?: string | null;
  orderType: string;
  fieldInfo: string;
  fieldInfoEtc?: string | null;
  categories: ReadonlyArray<{ name: string }>;
  address?: string | null;
  addressDetail?: string | null;
  sigungu?: string | null;
  permitStatus?: string | null;
  workScope?: string | null;
  workScopeEtc?: string | null;
  hasLicense?: boolean | null;
  licenses: ReadonlyArray<{ name: string }>;
  isPossibleTaxBillIssue?: boolean | null;
  isReqRentLedgerSubmitPossible?: boolean | null;
  workStartSoon: boolean;
  servicePriceType: string;
  servicePrice?: number | null;
  dailyWorkTermStart?: string | null;
  dailyWorkTermEnd?: string | null;
  postingDay: number;
  postingEndAt: string;
  choosingEndAt?: string | null;
};

const NOT_ANSWERED = '미입력';

function withEtc(label: string, isEtc: boolean, etc: string | null | undefined): string {
  return isEtc && etc?.trim() ? `${label} (${etc.trim()})` : label;
}

function readYesNo(value: boolean | null | undefined, yes: string, no: string): string {
  if (value === true) return yes;
  if (value === false) return no;
  return NOT_ANSWERED;
}

/** Every field of an estimate request as Korean label/value rows, in the wizard's order. */
export function describeBidFacts(announcement: BidFactSource): BidFact[] {
  const facts: BidFact[] = [{ label: '공고 번호', value: announcement.uniqueId }];
  if (isAnnouncementType(announcement.type)) {
    facts.push({ label: '지원 대상', value: ANNOUNCEMENT_TYPE_LABELS[announcement.type] });
  }
  if (announcement.categories.length > 0) {
    facts.push({
      label: '업종',
      value: announcement.categories.map((category) => category.name).join(', '),
    });
  }
  if (isWorkType(announcement.workType)) {
    facts.push({
      label: '공사 종류',
      value: withEtc(
        WORK_TYPE_LABELS[announcement.workType],
        announcement.workType === 'ETC',
        announcement.workTypeEtc,
      ),
    });
  }
  if (isOrderType(announcement.orderType)) {
    facts.push({ label: '발주 유형', value: ORDER_TYPE_LABELS[announcement.orderType] });
  }
  if (isFieldInfo(announcement.fieldInfo)) {
    facts.push({
      label: '시설 용도',
      value: withEtc(
        FIELD_INFO_LABELS[announcement.fieldInfo],
        announcement.fieldInfo === 'ETC',
        announcement.fieldInfoEtc,
      ),
    });
  }
  const address = formatSiteAddress(announcement);
  facts.push({ label: '공사 위치', value: address || NOT_ANSWERED });
  if (announcement.permitStatus?.trim()) {
    facts.push({ label: '인허가 상태', value: announcement.permitStatus.trim() });
  }
  facts.push({
    label: '공사 범위',
    value:
      announcement.workScope && isWorkScope(announcement.workScope)
        ? withEtc(
            WORK_SCOPE_LABELS[announcement.workScope],
            announcement.workScope === 'ETC',
            announcement.workScopeEtc,
          )
        : NOT_ANSWERED,
  });
  const licenseNames = announcement.licenses.map((license) => license.name).join(', ');
  facts.push({
    label: '면허',
    value:
      announcement.hasLicense === true
        ? licenseNames
          ? `필요 · ${licenseNames}`
          : '필요'
        : readYesNo(announcement.hasLicense, '필요', '무관'),
  });
  facts.push({
    label: '세금계산서 발행',
    value: readYesNo(announcement.isPossibleTaxBillIssue, '필요', '필요 없음'),
  });
  facts.push({
    label: '임대차 대장 제출',
    value: readYesNo(announcement.isReqRentLedgerSubmitPossible, '요청', '요청 안 함'),
  });
  facts.push({
    label: '착공 시기',
    value: announcement.workStartSoon ? '바로 착공' : '협의 후 착공',
  });
  facts.push({
    label: '예산',
    value: formatAnnouncementPrice(announcement.servicePriceType, announcement.servicePrice),
  });
  if (announcement.servicePriceType === 'DAILY_WORK') {
    const start = formatDate(announcement.dailyWorkTermStart);
    const end = formatDate(announcement.dailyWorkTermEnd);
    if (start || end) facts.push({ label: '일당 계약 기간', value: `${start} ~ ${end}` });
  }
  facts.push({
    label: '모집 기간',
    value: `${announcement.postingDay}일 (${formatDateTime(announcement.postingEndAt)} 마감)`,
  });
  if (announcement.choosingEndAt) {
    facts.push({ label: '선정 기한', value: formatDateTime(announcement.choosingEndAt) });
  }
  return facts;
}

/** map.kakao.com's place search for an address (SPEC §9: place search opens a maps service). */
export function buildMapSearchUrl(address: string): string {
  return `https://map.kakao.com/?q=${encodeURIComponent(address.trim())}`;
}
