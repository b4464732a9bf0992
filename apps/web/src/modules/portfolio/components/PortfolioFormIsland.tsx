'use client';

import { lazy, Suspense } from 'react';
import { PortfolioFormSkeleton } from './PortfolioFormSkeleton';

// The form (its zod schema, the wizard's fields and the uploads) loads after the page: it kept
// /myPage/portfolio/new and /[id] at 209 KiB of first-load JavaScript, over the 200 KiB budget.
const PortfolioFormPage = lazy(() =>
  import('./PortfolioFormPage').then((module) => ({ default: module.PortfolioFormPage })),
);

/** /myPage/portfolio/new (id null) and /myPage/portfolio/[id]. */
export function PortfolioFormIsland({ id }: { id: string | null }) {
  return (
    <Suspense fallback={<PortfolioFormSkeleton />}>
      <PortfolioFormPage id={id} />
    </Suspense>
  );
}
