import type { Metadata } from 'next';
import { PreparingNotice } from '../../../modules/ui/components/PreparingNotice';

export const metadata: Metadata = { title: '내 입찰' };

export default function MyBidPage() {
  return (
    <PreparingNotice
      title="내 입찰"
      description="내가 올린 견적 요청과 지원한 공고를 관리하는 화면을 준비하고 있습니다."
      alternative={{ href: '/bid', label: '전체 공고 보기' }}
    />
  );
}
