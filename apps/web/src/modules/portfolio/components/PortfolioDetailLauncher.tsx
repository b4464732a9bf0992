'use client';

import { lazy, Suspense } from 'react';

// The dialog's code loads when a portfolio is first opened.
const PortfolioDetailDialog = lazy(() =>
  import('./PortfolioDetailDialog').then((module) => ({ default: module.PortfolioDetailDialog })),
);

/** The detail dialog of the portfolio `openId` (none while null); closing sets null. */
export function PortfolioDetailLauncher({
  openId,
  onOpenChange,
}: {
  openId: string | null;
  onOpenChange: (portfolioId: string | null) => void;
}) {
  if (!openId) return null;
  return (
    <Suspense fallback={null}>
      <PortfolioDetailDialog
        portfolioId={openId}
        onClose={() => onOpenChange(null)}
        onOpen={onOpenChange}
      />
    </Suspense>
  );
}
