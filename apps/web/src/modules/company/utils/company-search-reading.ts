import {
  COMPANY_FILTER_MAX_VALUES,
  FIRST_PAGE,
  formatNumber,
  isCompanyUniqueId,
  withJosa,
  type CompanySearchParams,
} from '@gongsa/domain';
import type { CompanyReadingCountQueryVariables } from '../../../graphql/generated/graphql';
import { describeTotalUnit } from '../../listing/components/ListPageLayout';
import { listOrUndefined } from '../../listing/utils/list-query';
import { toEnterpriseFilter } from './company-list-query';

/**
 * A typed keyword is read either as trades or as a company name (issue 13, item 4). The URL says
 * which: `categories` (with the keyword in `k`) for trades, `search` for a name. When a reading
 * finds nothing, the list offers the other one.
 */
export type KeywordReading = 'trade' | 'name';

/** The reading a search that found nothing could switch to, and the keyword it would read. */
export type OtherReading = { reading: KeywordReading; keyword: string };

/**
 * The other reading of the search in the URL, or null when there is none: a company name searched
 * without trades may name trades; trades found through a keyword (`k`) may be a company's name.
 * A unique number is neither.
 */
export function findOtherReading(params: CompanySearchParams): OtherReading | null {
  if (params.search && params.categories.length === 0) {
    return isCompanyUniqueId(params.search) ? null : { reading: 'trade', keyword: params.search };
  }
  if (!params.search && params.categories.length > 0 && params.k) {
    return isCompanyUniqueId(params.k) ? null : { reading: 'name', keyword: params.k };
  }
  return null;
}

/**
 * The search read the other way: the keyword's trades instead of the name, or the name instead of
 * the trades. The panel's filters and the sorting stay; the list starts at page 1.
 */
export function switchReading(
  params: CompanySearchParams,
  other: OtherReading,
  tradeIds: readonly number[],
): CompanySearchParams {
  return other.reading === 'trade'
    ? {
        ...params,
        search: '',
        categories: tradeIds.slice(0, COMPANY_FILTER_MAX_VALUES),
        k: other.keyword,
        page: FIRST_PAGE,
      }
    : { ...params, search: other.keyword, categories: [], k: other.keyword, page: FIRST_PAGE };
}

/** The count query of a search: the same conditions the list would send. */
export function toReadingCountVariables(
  params: CompanySearchParams,
): CompanyReadingCountQueryVariables {
  return {
    filter: toEnterpriseFilter(params),
    categoryIds: listOrUndefined(params.categories.map(String)),
  };
}

/** What the offer counts and where it leads, as the empty state words it. */
type ReadingOfferText = {
  reading: KeywordReading;
  keyword: string;
  count: number;
  isCountCapped: boolean;
};

/** The offer's button: "업종 ‘도배’로 찾기 (14개 업체)", "업체명 ‘해양’으로 찾기 (1개 업체)". */
export function describeReadingOfferLabel(offer: ReadingOfferText): string {
  const noun = offer.reading === 'trade' ? '업종' : '업체명';
  const total = `${formatNumber(offer.count)}${describeTotalUnit('개', '업체', offer.isCountCapped)}`;
  return `${noun} ${withJosa(`‘${offer.keyword}’`, '으로/로')} 찾기 (${total})`;
}

/** Why the list is empty and what the offer would find, above its button. */
export function describeReadingOfferReason(offer: ReadingOfferText): string {
  const quoted = `‘${offer.keyword}’`;
  return offer.reading === 'trade'
    ? `이름에 ${withJosa(quoted, '이/가')} 들어간 업체가 없어요. ${quoted} 업종의 업체는 있어요.`
    : `${quoted} 업종의 업체가 없어요. 이름에 ${withJosa(quoted, '이/가')} 들어간 업체는 있어요.`;
}
