import type { Metadata } from 'next';
import { Step5Schedule } from '../../../../modules/bid-upload/components/Step5Schedule';

export const metadata: Metadata = { title: '견적 요청하기 - 일정·금액' };

export default function BidUploadStep5Page() {
  return <Step5Schedule />;
}
