'use client';

import { Suspense } from 'react';
import { lazyIsland } from '../../ui/utils/lazy-island';

function Nothing() {
  return null;
}

// Members only, below the fold: its code (the data layer's hooks among it) loads after the page's
// first-load scripts, so a visitor's home page does not carry it.
const MemberRecommendationsBlock = lazyIsland(
  () => import('./MemberRecommendations').then((module) => module.MemberRecommendations),
  Nothing,
  { isFetchedEarly: false },
);

export function MemberRecommendationsIsland() {
  // Its own boundary: hydrating the rest of the page does not wait for this chunk.
  return (
    <Suspense fallback={null}>
      <MemberRecommendationsBlock />
    </Suspense>
  );
}
