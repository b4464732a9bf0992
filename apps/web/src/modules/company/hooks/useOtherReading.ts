'use client';

import { matchTradeLeaves, type CompanySearchParams } from '@gongsa/domain';
import { CompanyReadingCountDocument } from '../../../graphql/generated/operations/company-reading-count';
import { SearchCategoriesByNameDocument } from '../../../graphql/generated/operations/search-categories-by-name';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import {
  findOtherReading,
  switchReading,
  toReadingCountVariables,
  type KeywordReading,
} from '../utils/company-search-reading';

/** The other reading of an empty search, ready to offer: where it leads and how many it finds. */
export type ReadingOffer = {
  reading: KeywordReading;
  keyword: string;
  next: CompanySearchParams;
  count: number;
  isCountCapped: boolean;
};

/**
 * When a keyword search found nothing (`isEmpty`), the other reading (issue 13, item 4): for a
 * name, the trades the keyword names (categoriesByName, matched as the header bar matches on
 * Enter); for trades, the name. Its count is the enterprises query's own total for that search.
 * Nothing is asked while the list has results; null until there is something worth offering
 * (no trades named, nothing found either way, or a lookup failed: the empty state stays as it was).
 */
export function useOtherReading(
  params: CompanySearchParams,
  isEmpty: boolean,
): ReadingOffer | null {
  const other = isEmpty ? findOtherReading(params) : null;
  const trades = useGraphqlQuery(
    SearchCategoriesByNameDocument,
    other?.reading === 'trade' ? { name: other.keyword } : null,
    { field: 'categoriesByName' },
  );
  let next: CompanySearchParams | null = null;
  if (other?.reading === 'name') next = switchReading(params, other, []);
  if (other?.reading === 'trade' && trades.state.status === 'loaded') {
    const tradeIds = matchTradeLeaves(other.keyword, trades.state.data).map((trade) =>
      Number(trade.id),
    );
    if (tradeIds.length > 0) next = switchReading(params, other, tradeIds);
  }
  const count = useGraphqlQuery(
    CompanyReadingCountDocument,
    next ? toReadingCountVariables(next) : null,
    { field: 'enterprises' },
  );
  if (!other || !next || count.state.status !== 'loaded') return null;
  const total = count.state.data.totalCountCapped;
  if (total.count === 0) return null;
  return {
    reading: other.reading,
    keyword: other.keyword,
    next,
    count: total.count,
    isCountCapped: total.isCapped,
  };
}
