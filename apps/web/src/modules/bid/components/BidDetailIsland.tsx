'use client';

import { useEffect, type ReactNode } from 'react';
import { useAuth } from '../../session/hooks/useAuth';
import { PageCodeUnavailable } from '../../ui/components/PageCodeUnavailable';
import { lazyIsland } from '../../ui/utils/lazy-island';

function BidDetailUnavailable() {
  return <PageCodeUnavailable title="견적 요청을 불러오지 못했습니다" />;
}

// The page that reads the request in the browser: a member's (their token decides isMine,
// canApply, myApply, the detailed address) or a visitor's when the server had no answer. It is not
// in the first load of a visitor's page, whose view the server rendered (ADR 0017, 2026-11-27); it
// is fetched after it, so a login after hydration finds it.
const BidDetailBrowserPage = lazyIsland(
  () => import('./BidDetailBrowserPage').then((module) => module.BidDetailBrowserPage),
  BidDetailUnavailable,
  { isFetchedEarly: true },
);

type BidDetailIslandProps = {
  id: string;
  /** The request's title when the server rendered a visitor's view (`children`). */
  title?: string;
  /** A visitor's view rendered on the server; without it the browser asks. */
  children?: ReactNode;
};

/**
 * /bid/[id] for whoever is looking: the server's visitor view while the browser is a visitor, the
 * browser's own page for a member — also one logged in only after hydration (a remembered login
 * without the flag cookie), who then sees the loading state and their own answer, as before.
 */
export function BidDetailIsland({ id, title, children }: BidDetailIslandProps) {
  const { isHydrated, auth } = useAuth();
  const isVisitorView = children !== undefined && !(isHydrated && auth.isLogin);

  useEffect(() => {
    if (isVisitorView && title) document.title = `${title} | 공사마켓`;
  }, [isVisitorView, title]);

  if (isVisitorView) return children;
  // No Suspense boundary: the server renders the page in place (its code was fetched when this
  // module ran). A visitor turning member by the stored session's restore is a transition that
  // keeps the view until the code comes; a remembered login's refresh is not, but it needs a
  // network round trip, by which time the code (asked for when this module ran) is there.
  return <BidDetailBrowserPage id={id} />;
}
