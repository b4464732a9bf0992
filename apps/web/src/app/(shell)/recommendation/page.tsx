import type { Metadata } from 'next';
import { PreparingNotice } from '../../../modules/ui/components/PreparingNotice';

export const metadata: Metadata = { title: '추천 업체' };

export default function RecommendationPage() {
  return (
    <PreparingNotice
      title="추천 업체"
      description="내 공사와 관심 업종에 맞는 업체를 추천해 드리는 기능을 준비하고 있습니다."
      alternative={{ href: '/company', label: '전체 업체 보기' }}
    />
  );
}
