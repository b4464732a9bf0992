'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { startTransition, useCallback, useMemo, useOptimistic } from 'react';

/**
 * A list page's search, kept whole in the URL (SPEC §2) so a result page can be shared, reloaded
 * and walked with Back. `navigate` pushes a history entry (Back undoes a filter or sorting
 * change); `showPages` replaces it, since Back should leave the list rather than unload a page.
 * `showPages` writes the URL through the History API, which Next's router follows (useSearchParams
 * sees the new page count) without asking the server for the route again: the cards are already
 * on screen, and a visitor's server-rendered first view (ADR 0017) would fetch every page shown so
 * far only to throw it away.
 *
 * `params` is the search being shown or on its way: a push waits for the route's server answer
 * (for a visitor, the server fetches the list), and until it commits useSearchParams still gives
 * the old URL. A second filter clicked in that time must build on the first, so the pending query
 * string is kept with useOptimistic inside the transition that pushes.
 */
export function useListSearch<TSearch extends { page: number }>(
  parseSearch: (query: URLSearchParams) => TSearch,
  buildHref: (search: TSearch) => string,
) {
  const router = useRouter();
  const committedQuery = useSearchParams().toString();
  const [queryString, setPendingQuery] = useOptimistic(committedQuery);
  const params = useMemo(
    () => parseSearch(new URLSearchParams(queryString)),
    [parseSearch, queryString],
  );

  const navigate = useCallback(
    (next: TSearch) => {
      const href = buildHref(next);
      startTransition(() => {
        setPendingQuery(new URL(href, window.location.href).searchParams.toString());
        router.push(href, { scroll: false });
      });
    },
    [buildHref, router, setPendingQuery],
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
