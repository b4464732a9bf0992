'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';

/**
 * A list page's search, kept whole in the URL (SPEC §2) so a result page can be shared, reloaded
 * and walked with Back. `navigate` pushes a history entry (Back undoes a filter or sorting
 * change); `showPages` replaces it, since Back should leave the list rather than unload a page.
 * `showPages` writes the URL through the History API, which Next's router follows (useSearchParams
 * sees the new page count) without asking the server for the route again: the cards are already
 * on screen, and a visitor's server-rendered first view (ADR 0017) would fetch every page shown so
 * far only to throw it away.
 */
export function useListSearch<TSearch extends { page: number }>(
  parseSearch: (query: URLSearchParams) => TSearch,
  buildHref: (search: TSearch) => string,
) {
  const router = useRouter();
  const queryString = useSearchParams().toString();
  const params = useMemo(
    () => parseSearch(new URLSearchParams(queryString)),
    [parseSearch, queryString],
  );

  const navigate = useCallback(
    (next: TSearch) => router.push(buildHref(next), { scroll: false }),
    [buildHref, router],
  );

  const showPages = useCallback(
    (pageCount: number) => {
      // Read the URL afresh: the header bar may have rewritten k while the page was loading.
      const current = parseSearch(new URLSearchParams(window.location.search));
      window.history.replaceState(null, '', buildHref({ ...current, page: pageCount }));
    },
    [buildHref, parseSearch],
  );

  return { params, navigate, showPages };
}
