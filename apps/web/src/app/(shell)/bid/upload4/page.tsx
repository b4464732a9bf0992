import type { Metadata } from 'next';
import { Step4Content } from '../../../../modules/bid-upload/components/Step4Content';

export const metadata: Metadata = { title: '견적 요청하기 - 내용·사진' };

export default function BidUploadStep4Page() {
  return <Step4Content />;
}
