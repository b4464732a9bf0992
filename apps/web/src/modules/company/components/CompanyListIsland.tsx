'use client';

import { PageCodeUnavailable } from '../../ui/components/PageCodeUnavailable';
import { lazyIsland } from '../../ui/utils/lazy-island';
import type { CompanyFilterOptionsQuery } from '../../../graphql/generated/graphql';
import type { CompanyListServerAnswer } from '../hooks/useCompanyList';

function CompanyListUnavailable() {
  return <PageCodeUnavailable title="업체 목록을 불러오지 못했습니다" />;
}

type CompanyListIslandProps = {
  /** A visitor's first page, fetched by the route on the server (ADR 0017); null: asked here. */
  serverAnswer: CompanyListServerAnswer | null;
  /** The filter panel's options, fetched by the route on the server; null: asked here. */
  filterOptions: CompanyFilterOptionsQuery | null;
};

// The list page (filters, sorting, chips, cards, 더 보기) is not in /company's first load: its
// chunk is asked for when this module runs, on the server too, so the server renders it in place
// — the cards are in the HTML's shell — and the browser hydrates it when the chunk has come
// (ADR 0017, 2026-11-27 (2)). No Suspense boundary: one would let React stream the list after the
// shell (ADR 0017 §4).
const CompanyListPage = lazyIsland<CompanyListIslandProps>(
  () => import('./CompanyListPage').then((module) => module.CompanyListPage),
  CompanyListUnavailable,
  { isFetchedEarly: true },
);

/** /company's page, whose code loads after the first-load scripts. */
export function CompanyListIsland({ serverAnswer, filterOptions }: CompanyListIslandProps) {
  return <CompanyListPage serverAnswer={serverAnswer} filterOptions={filterOptions} />;
}
