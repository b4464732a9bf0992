import type { Metadata } from 'next';
import { PortfolioFormIsland } from '../../../../../modules/portfolio/components/PortfolioFormIsland';

export const metadata: Metadata = { title: '마이페이지 · 포트폴리오 등록' };

export default function NewPortfolio() {
  return <PortfolioFormIsland id={null} />;
}
