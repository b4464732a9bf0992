'use client';

import { PageCodeUnavailable } from '../../ui/components/PageCodeUnavailable';
import { lazyIsland } from '../../ui/utils/lazy-island';
import type { BidListServerAnswer } from '../hooks/useBidList';

function BidListUnavailable() {
  return <PageCodeUnavailable title="견적 요청 목록을 불러오지 못했습니다" />;
}

type BidListIslandProps = {
  /** A visitor's first page, fetched by the route on the server (ADR 0017); null: asked here. */
  serverAnswer: BidListServerAnswer | null;
};

// The list page (filters, sorting, chips, cards, 더 보기) is not in /bid's first load: its chunk is
// asked for when this module runs, on the server too, so the server renders it in place — the
// cards are in the HTML's shell — and the browser hydrates it when the chunk has come
// (ADR 0017, 2026-11-27 (2)). No Suspense boundary: one would let React stream the list after the
// shell (ADR 0017 §4).
const BidListPage = lazyIsland<BidListIslandProps>(
  () => import('./BidListPage').then((module) => module.BidListPage),
  BidListUnavailable,
  { isFetchedEarly: true },
);

/** /bid's page, whose code loads after the first-load scripts. */
export function BidListIsland({ serverAnswer }: BidListIslandProps) {
  return <BidListPage serverAnswer={serverAnswer} />;
}
