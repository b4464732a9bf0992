'use client';

import { useState } from 'react';

/**
 * How many pages the list's first load asked for. It is read when a list starts (a new search,
 * `listKey`), not when only the URL's `page` changes, which "더 보기" bumps: the cards already
 * shown stay and only the next page is asked for.
 */
export function useStartPageCount(listKey: string, pageCount: number): number {
  const [start, setStart] = useState({ listKey, pageCount });
  if (start.listKey !== listKey) {
    setStart({ listKey, pageCount });
    return pageCount;
  }
  return start.pageCount;
}
