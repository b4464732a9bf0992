import type { Metadata } from 'next';
import { RecommendationPage } from '../../../modules/recommendation/components/RecommendationPage';

export const metadata: Metadata = { title: '추천 업체' };

export default function Recommendation() {
  return <RecommendationPage />;
}
