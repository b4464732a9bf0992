import type { Metadata } from 'next';
import { Step6Confirm } from '../../../../modules/bid-upload/components/Step6Confirm';

export const metadata: Metadata = { title: '견적 요청하기 - 공개 범위 확인' };

export default function BidUploadStep6Page() {
  return <Step6Confirm />;
}
