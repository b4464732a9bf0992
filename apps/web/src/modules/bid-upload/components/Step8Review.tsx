'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toAnnouncementPayload } from '@gongsa/domain';
import { BidUploadPublishDocument } from '../../../graphql/generated/operations/bid-upload-publish';
import { BidUploadUpdateAnnouncementDocument } from '../../../graphql/generated/operations/bid-upload-update-announcement';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { useToast } from '../../ui/hooks/useToast';
import { useBidWizard } from '../hooks/useBidWizard';
import { HydratedOnly } from './HydratedOnly';
import { WizardFrame } from './WizardFrame';
import { WizardSummary } from './WizardSummary';

export const PUBLISHED_MESSAGE = '견적 요청이 등록되었어요.';
export const UPDATED_MESSAGE = '견적 요청을 수정했어요.';

function Step8Form() {
  const router = useRouter();
  const { client } = useAuth();
  const showToast = useToast();
  const { data, steps, editingAnnouncementId, clear } = useBidWizard();
  const [isBusy, setIsBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  /** 게시하기 publishes the draft; 수정 완료 sends the edited request (updateAnnouncement). */
  async function submit() {
    setIsBusy(true);
    setFormError(null);
    const payload = toAnnouncementPayload(steps, { mode: 'submit' });
    const result = editingAnnouncementId
      ? await client.requestField(BidUploadUpdateAnnouncementDocument, 'updateAnnouncement', {
          id: editingAnnouncementId,
          data: payload,
        })
      : await client.requestField(BidUploadPublishDocument, 'createAnnouncement', {
          data: payload,
          announcementTempId: data?.draftId ?? null,
        });
    if (isGraphqlFailure(result)) {
      setIsBusy(false);
      setFormError(result.message);
      return;
    }
    clear();
    showToast(editingAnnouncementId ? UPDATED_MESSAGE : PUBLISHED_MESSAGE, 'success');
    router.push(`/bid/${encodeURIComponent(result.id)}`);
  }

  return (
    <WizardFrame
      step={8}
      title={editingAnnouncementId ? '수정한 내용을 확인해 주세요' : '마지막으로 확인해 주세요'}
      description={
        editingAnnouncementId
          ? '수정 완료를 누르면 게시 중인 견적 요청에 바로 반영돼요.'
          : '게시하면 조건에 맞는 업체들이 견적을 보낼 수 있어요.'
      }
      onNext={submit}
      nextLabel={editingAnnouncementId ? '수정 완료' : '게시하기'}
      isBusy={isBusy}
      formError={formError}
    >
      <WizardSummary steps={steps} hasPublishInfo />
    </WizardFrame>
  );
}

/** /bid/upload8: the final review of every step and 게시하기 (수정 완료 when editing). */
export function Step8Review() {
  return (
    <HydratedOnly>
      <Step8Form />
    </HydratedOnly>
  );
}
