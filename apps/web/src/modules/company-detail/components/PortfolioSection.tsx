'use client';

import { PortfolioGallery } from '../../portfolio/components/PortfolioGallery';

/** The company page's 포트폴리오 section (the gallery and its detail live in modules/portfolio). */
export function PortfolioSection({ profileId, total }: { profileId: string; total: number }) {
  return <PortfolioGallery profileId={profileId} total={total} />;
}
