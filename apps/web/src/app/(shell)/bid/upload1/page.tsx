import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Step1Categories } from '../../../../modules/bid-upload/components/Step1Categories';
import { Skeleton } from '../../../../modules/ui/components/Skeleton';

export const metadata: Metadata = { title: '견적 요청하기 - 업종 선택' };

// The step reads ?tempId=, ?announcementId= and ?invitationProfileId=, so it renders inside a
// Suspense boundary.
export default function BidUploadStep1Page() {
  return (
    <Suspense fallback={<Skeleton className="mx-auto mt-10 h-96 w-full max-w-3xl" />}>
      <Step1Categories />
    </Suspense>
  );
}
