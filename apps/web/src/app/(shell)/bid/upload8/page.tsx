import type { Metadata } from 'next';
import { Step8Review } from '../../../../modules/bid-upload/components/Step8Review';

export const metadata: Metadata = { title: '견적 요청하기 - 최종 확인' };

export default function BidUploadStep8Page() {
  return <Step8Review />;
}
