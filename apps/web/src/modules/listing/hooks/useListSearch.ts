'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';

/**
 * A list page's search, kept whole in the URL (SPEC §2) so a result page can be shared, reloaded
 * and walked with Back. `navigate` pushes a history entry (Back undoes a filter or sorting
 * change); `showPages` replaces it, since Back should leave the list rather than unload a page.
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
      router.replace(buildHref({ ...current, page: pageCount }), { scroll: false });
    },
    [buildHref, parseSearch, router],
  );

  return { params, navigate, showPages };
}
