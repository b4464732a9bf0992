'use client';

import { Suspense } from 'react';
import { lazyIsland } from '../../ui/utils/lazy-island';
import type { SearchBarVariant } from './SearchBar';

/** Space the bar takes while its code loads (a render on the client only: the server has it). */
const PLACEHOLDER_CLASS: Record<SearchBarVariant, string> = {
  header: 'h-12 w-full',
  compact: 'h-11 w-full',
  main: 'h-[156px] w-full',
};

function SearchBarPlaceholder({ variant }: { variant: SearchBarVariant }) {
  return <div aria-hidden="true" className={PLACEHOLDER_CLASS[variant]} />;
}

// The bar's code (≈6 KiB gzipped with its URL and category helpers) is not in the first load: it
// is fetched while the page hydrates, the server renders the bar, and its markup stays as it is
// until the chunk arrives and hydrates it (React keeps a lazy boundary's server HTML meanwhile).
const SearchBar = lazyIsland(
  () => import('./SearchBar').then((module) => module.SearchBar),
  SearchBarPlaceholder,
  { isFetchedEarly: true },
);

/** The site search as an island; mount it with key={pathname} as SearchBar says. */
export function SearchBarIsland({ variant }: { variant: SearchBarVariant }) {
  return (
    <Suspense fallback={<SearchBarPlaceholder variant={variant} />}>
      <SearchBar variant={variant} />
    </Suspense>
  );
}
