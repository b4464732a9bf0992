'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toAnnouncementPayload } from '@gongsa/domain';
import { BidUploadPublishDocument } from '../../../graphql/generated/graphql';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';
import { useToast } from '../../ui/hooks/useToast';
import { useBidWizard } from '../hooks/useBidWizard';
import { HydratedOnly } from './HydratedOnly';
import { WizardFrame } from './WizardFrame';
import { WizardSummary } from './WizardSummary';

export const PUBLISHED_MESSAGE = '견적 요청이 등록되었어요.';

function Step8Form() {
  const router = useRouter();
  const { client } = useSession();
  const showToast = useToast();
  const { data, steps, clear } = useBidWizard();
  const [isBusy, setIsBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function publish() {
    setIsBusy(true);
    setFormError(null);
    const result = await client.requestField(BidUploadPublishDocument, 'createAnnouncement', {
      data: toAnnouncementPayload(steps, { mode: 'submit' }),
      announcementTempId: data?.draftId ?? null,
    });
    if (isGraphqlFailure(result)) {
      setIsBusy(false);
      setFormError(result.message);
      return;
    }
    clear();
    showToast(PUBLISHED_MESSAGE, 'success');
    router.push(`/bid/${encodeURIComponent(result.id)}`);
  }

  return (
    <WizardFrame
      step={8}
      title="마지막으로 확인해 주세요"
      description="게시하면 조건에 맞는 업체들이 견적을 보낼 수 있어요."
      onNext={publish}
      nextLabel="게시하기"
      isBusy={isBusy}
      formError={formError}
    >
      <WizardSummary steps={steps} hasPublishInfo />
    </WizardFrame>
  );
}

/** /bid/upload8: the final review of every step and 게시하기. */
export function Step8Review() {
  return (
    <HydratedOnly>
      <Step8Form />
    </HydratedOnly>
  );
}
