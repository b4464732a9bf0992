import type { Metadata } from 'next';
import { Step7Publisher } from '../../../../modules/bid-upload/components/Step7Publisher';

export const metadata: Metadata = { title: '견적 요청하기 - 게시 정보' };

export default function BidUploadStep7Page() {
  return <Step7Publisher />;
}
