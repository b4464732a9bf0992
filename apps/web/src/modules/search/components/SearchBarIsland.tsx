'use client';

import { Suspense, lazy } from 'react';
import type { SearchBarVariant } from './SearchBar';

// The bar's code (≈6 KiB gzipped with its URL and category helpers) loads right after hydration
// instead of with every page: the server renders the bar, and its markup stays as it is until
// the chunk arrives and hydrates it (React keeps a lazy boundary's server HTML meanwhile).
const SearchBar = lazy(() =>
  import('./SearchBar').then((module) => ({ default: module.SearchBar })),
);

/** Space the bar takes while its code loads (a render on the client only: the server has it). */
const PLACEHOLDER_CLASS: Record<SearchBarVariant, string> = {
  header: 'h-12 w-full',
  compact: 'h-11 w-full',
  main: 'h-[156px] w-full',
};

/** The site search as an island; mount it with key={pathname} as SearchBar says. */
export function SearchBarIsland({ variant }: { variant: SearchBarVariant }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className={PLACEHOLDER_CLASS[variant]} />}>
      <SearchBar variant={variant} />
    </Suspense>
  );
}
