import type { Metadata } from 'next';
import { PortfolioFormPage } from '../../../../../modules/portfolio/components/PortfolioFormPage';

export const metadata: Metadata = { title: '마이페이지 · 포트폴리오 등록' };

export default function NewPortfolio() {
  return <PortfolioFormPage id={null} />;
}
