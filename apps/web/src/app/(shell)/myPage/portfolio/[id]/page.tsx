import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PortfolioFormIsland } from '../../../../../modules/portfolio/components/PortfolioFormIsland';

export const metadata: Metadata = { title: '마이페이지 · 포트폴리오 수정' };

export default async function EditPortfolio({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,16}$/.test(id)) notFound();
  return <PortfolioFormIsland id={id} />;
}
