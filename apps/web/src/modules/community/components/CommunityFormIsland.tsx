'use client';

import { lazy, Suspense } from 'react';
import { Skeleton } from '../../ui/components/Skeleton';

function CommunityFormSkeleton() {
  return (
    <div
      role="status"
      className="mx-auto flex w-full max-w-[760px] flex-col gap-4 px-4 py-6 desktop:py-10"
    >
      <span className="sr-only">글쓰기 화면을 불러오는 중입니다</span>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

// The form (its zod schema and the uploads) loads after the page, like the portfolio form.
const CommunityFormPage = lazy(() =>
  import('./CommunityFormPage').then((module) => ({ default: module.CommunityFormPage })),
);

/** /community/write (id null) and /community/write?id=… (the author edits). */
export function CommunityFormIsland({ id }: { id: string | null }) {
  return (
    <Suspense fallback={<CommunityFormSkeleton />}>
      <CommunityFormPage id={id} />
    </Suspense>
  );
}
