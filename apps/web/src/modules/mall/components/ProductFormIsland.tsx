'use client';

import { lazy, Suspense } from 'react';
import { ProductFormSkeleton } from './ProductFormSkeleton';

// The form (its zod schema, the fields and the uploads) loads after the page, as the portfolio
// form does, to keep the route's first-load JavaScript within its budget.
const ProductFormPage = lazy(() =>
  import('./ProductFormPage').then((module) => ({ default: module.ProductFormPage })),
);

/** /myPage/product/new (id null) and /myPage/product/[id]. */
export function ProductFormIsland({ id }: { id: string | null }) {
  return (
    <Suspense fallback={<ProductFormSkeleton />}>
      <ProductFormPage id={id} />
    </Suspense>
  );
}
