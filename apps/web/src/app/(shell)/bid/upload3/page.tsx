import type { Metadata } from 'next';
import { Step3Conditions } from '../../../../modules/bid-upload/components/Step3Conditions';

export const metadata: Metadata = { title: '견적 요청하기 - 공사 조건' };

export default function BidUploadStep3Page() {
  return <Step3Conditions />;
}
