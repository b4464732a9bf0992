import type { Metadata } from 'next';
import { Step2Site } from '../../../../modules/bid-upload/components/Step2Site';

export const metadata: Metadata = { title: '견적 요청하기 - 공사 정보' };

export default function BidUploadStep2Page() {
  return <Step2Site />;
}
