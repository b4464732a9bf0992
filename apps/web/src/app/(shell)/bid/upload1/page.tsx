import type { Metadata } from 'next';
import { RequireProfileGate } from '../../../../modules/profile/components/RequireProfileGate';
import { PreparingNotice } from '../../../../modules/ui/components/PreparingNotice';

export const metadata: Metadata = { title: '견적 요청하기' };

export default function BidUploadPage() {
  return (
    <RequireProfileGate>
      <PreparingNotice
        title="견적 요청하기"
        description="공종 선택부터 게시 기간까지 8단계로 견적을 요청하는 화면을 준비하고 있습니다."
        alternative={{ href: '/company', label: '업체 둘러보기' }}
      />
    </RequireProfileGate>
  );
}
