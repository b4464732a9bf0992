'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  findResumeStep,
  toWizardSteps,
  toWizardStepsFromAnnouncement,
  type WizardCategory,
  type WizardStepNumber,
} from '@gongsa/domain';
import type { CompanyCardFieldsFragment } from '../../../graphql/generated/graphql';
import { BidUploadAnnouncementDocument } from '../../../graphql/generated/operations/bid-upload-announcement';
import { BidUploadDraftDocument } from '../../../graphql/generated/operations/bid-upload-draft';
import { BidUploadInvitedProfilesDocument } from '../../../graphql/generated/operations/bid-upload-invited-profiles';
import { CompanyCard } from '../../company/components/CompanyCard';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { RequireProfileGate } from '../../profile/components/RequireProfileGate';
import { useAuth } from '../../session/hooks/useAuth';
import { Button, ButtonLink } from '../../ui/components/Button';
import { Skeleton } from '../../ui/components/Skeleton';
import { hasUnsavedChanges } from '../../ui/hooks/useUnsavedChangesGuard';
import { useBidWizard } from '../hooks/useBidWizard';
import { useWizardStepSubmit } from '../hooks/useWizardStepForm';
import type { StepErrors } from '../utils/step-rules';
import {
  createClientKey,
  createEditWizardData,
  createWizardData,
  toStepPath,
} from '../utils/wizard-store';
import { DraftList } from './DraftList';
import { HydratedOnly } from './HydratedOnly';
import { LeafCategoryPicker } from './LeafCategoryPicker';
import { WizardFrame } from './WizardFrame';

function InvitedProfile({ profileId, onRemove }: { profileId: string; onRemove: () => void }) {
  const { client } = useAuth();
  const [profile, setProfile] = useState<CompanyCardFieldsFragment | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void client
      .requestField(BidUploadInvitedProfilesDocument, 'enterprisesByIds', { ids: [profileId] })
      .then((result) => {
        if (!isCurrent) return;
        if (isGraphqlFailure(result)) setMessage(result.message);
        else if (result[0]) setProfile(result[0]);
        else setMessage('초대할 업체를 찾을 수 없습니다.');
      });
    return () => {
      isCurrent = false;
    };
  }, [client, profileId]);

  const removeButton = (
    <Button variant="outline" size="sm" onClick={onRemove}>
      제거
    </Button>
  );

  return (
    <section aria-labelledby="bid-invited-title">
      <h2 id="bid-invited-title" className="text-[15px] font-semibold text-gray-900">
        견적을 요청할 업체
      </h2>
      <p className="mt-1 text-[13px] text-gray-600">
        게시하면 이 업체에 견적 요청 초대가 함께 전송됩니다.
      </p>
      <div className="mt-3">
        {profile ? (
          <CompanyCard profile={profile} actions={removeButton} />
        ) : message ? (
          <div className="flex items-center justify-between gap-3 rounded-xl border border-gray-200 p-4">
            <p role="alert" className="text-[14px] text-danger-700">
              {message}
            </p>
            {removeButton}
          </div>
        ) : (
          <Skeleton className="h-28 w-full" />
        )}
      </div>
    </section>
  );
}

function Step1Form({ invitationFromUrl }: { invitationFromUrl: string | null }) {
  const { data, steps, editingAnnouncementId } = useBidWizard();
  const [categories, setCategories] = useState<WizardCategory[]>(steps[1]?.categories ?? []);
  // Invitations go out when a request is published, so an edit carries none.
  const [invitationProfileId, setInvitationProfileId] = useState<string | null>(
    editingAnnouncementId ? null : (invitationFromUrl ?? steps[1]?.invitationProfileId ?? null),
  );
  const [errors, setErrors] = useState<StepErrors>({});
  const { formRef, isBusy, submit } = useWizardStepSubmit(1, setErrors);
  const values = { categories, invitationProfileId };
  const [openedWith] = useState(values);
  const saved = steps[1]
    ? { categories: steps[1].categories, invitationProfileId: steps[1].invitationProfileId ?? null }
    : openedWith;

  return (
    <>
      <WizardFrame
        step={1}
        title="어떤 공사의 견적이 필요하세요?"
        description="공사 업종을 고르면 해당 업종의 업체들이 견적을 보내 드려요."
        formRef={formRef}
        onNext={() => submit((rules) => rules.validateStep1(values), values)}
        isBusy={isBusy}
        // An invitation the link brought (?invitation=) is not a change the user made.
        isDirty={hasUnsavedChanges(values, saved) && hasUnsavedChanges(values, openedWith)}
      >
        <LeafCategoryPicker
          value={categories}
          onChange={(value) => {
            setCategories(value);
            setErrors({});
          }}
          error={errors.categories}
        />
        {invitationProfileId ? (
          <InvitedProfile
            profileId={invitationProfileId}
            onRemove={() => setInvitationProfileId(null)}
          />
        ) : null}
      </WizardFrame>
      {editingAnnouncementId ? null : <DraftList currentDraftId={data?.draftId ?? null} />}
    </>
  );
}

/** Loads a saved draft (?tempId=…), rebuilds the steps and goes to the step to resume on. */
function ResumeDraft({ tempId }: { tempId: string }) {
  const router = useRouter();
  const { client, auth } = useAuth();
  const { isHydrated, replace } = useBidWizard();
  const [message, setMessage] = useState<string | null>(null);
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!isHydrated || !auth.isLogin || startedFor.current === tempId) return;
    startedFor.current = tempId;
    void client
      .requestField(BidUploadDraftDocument, 'announcementTemp', { id: tempId })
      .then((result) => {
        if (isGraphqlFailure(result)) {
          setMessage(result.message);
          return;
        }
        const steps = toWizardSteps(result);
        const resumeStep: WizardStepNumber = findResumeStep(steps, result.step);
        replace({
          ...createWizardData(createClientKey()),
          steps,
          draftId: result.id,
          lastStep: resumeStep,
          saveStatus: 'saved',
          savedAt: result.updatedAt,
        });
        router.replace(toStepPath(resumeStep));
      });
  }, [client, isHydrated, replace, router, auth.isLogin, tempId]);

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10">
      <h1 className="text-xl font-bold text-gray-900">견적 요청 이어서 작성하기</h1>
      {message ? (
        <div className="mt-4 rounded-2xl border border-gray-200 bg-white p-5">
          <p role="alert" className="text-[15px] text-danger-700">
            {message}
          </p>
          <Button className="mt-4" onClick={() => router.replace(toStepPath(1))}>
            새로 작성하기
          </Button>
        </div>
      ) : (
        <p role="status" className="mt-4 text-[15px] text-gray-700">
          임시 저장한 견적 요청을 불러오는 중…
        </p>
      )}
    </div>
  );
}

/**
 * Loads a published request of mine (?announcementId=…) for editing: every step is filled from
 * it and the wizard opens at step 1 in edit mode (no drafts; 수정 완료 on step 8).
 */
function EditAnnouncement({ announcementId }: { announcementId: string }) {
  const router = useRouter();
  const { client, auth } = useAuth();
  const { isHydrated, replace } = useBidWizard();
  const [message, setMessage] = useState<string | null>(null);
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!isHydrated || !auth.isLogin || startedFor.current === announcementId) return;
    startedFor.current = announcementId;
    void client
      .requestField(BidUploadAnnouncementDocument, 'announcement', { id: announcementId })
      .then((result) => {
        if (isGraphqlFailure(result)) {
          setMessage(result.message);
          return;
        }
        if (!result.isMine) {
          setMessage('내 견적 요청만 수정할 수 있어요.');
          return;
        }
        if (!result.canEdit) {
          setMessage('모집 중이고 지원한 업체가 없는 견적 요청만 수정할 수 있어요.');
          return;
        }
        const steps = toWizardStepsFromAnnouncement(result);
        replace(createEditWizardData(result.id, steps, createClientKey()));
        router.replace(toStepPath(1));
      });
  }, [announcementId, client, isHydrated, replace, router, auth.isLogin]);

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10">
      <h1 className="text-xl font-bold text-gray-900">견적 요청 수정</h1>
      {message ? (
        <div className="mt-4 rounded-2xl border border-gray-200 bg-white p-5">
          <p role="alert" className="text-[15px] text-danger-700">
            {message}
          </p>
          <ButtonLink className="mt-4" href={`/myBid/detail/${encodeURIComponent(announcementId)}`}>
            견적 요청으로 돌아가기
          </ButtonLink>
        </div>
      ) : (
        <p role="status" className="mt-4 text-[15px] text-gray-700">
          수정할 견적 요청을 불러오는 중…
        </p>
      )}
    </div>
  );
}

/** /bid/upload1: trades and an optional invited company; also resumes drafts and loads edits. */
export function Step1Categories() {
  const searchParams = useSearchParams();
  const tempId = searchParams.get('tempId');
  const announcementId = searchParams.get('announcementId');
  const invitationProfileId = searchParams.get('invitationProfileId');

  if (announcementId) {
    return (
      <RequireProfileGate>
        <EditAnnouncement announcementId={announcementId} />
      </RequireProfileGate>
    );
  }
  if (tempId) {
    return (
      <RequireProfileGate>
        <ResumeDraft tempId={tempId} />
      </RequireProfileGate>
    );
  }
  return (
    <HydratedOnly>
      <Step1Form invitationFromUrl={invitationProfileId} />
    </HydratedOnly>
  );
}
