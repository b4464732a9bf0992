'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { ANNOUNCEMENT_TYPE_LABELS, formatPhone, type WizardSteps } from '@gongsa/domain';
import { BidUploadInvitedProfilesDocument } from '../../../graphql/generated/operations/bid-upload-invited-profiles';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { useBidWizard } from '../hooks/useBidWizard';
import { toStepPath } from '../utils/wizard-store';
import { HydratedOnly } from './HydratedOnly';
import { WizardFrame } from './WizardFrame';

type CheckSectionProps = {
  id: string;
  title: string;
  /** The step that changes this, and the link's accessible name. */
  edit?: { step: 1 | 2 | 4 | 7; label: string };
  tone?: 'public' | 'private';
  children: ReactNode;
};

function CheckSection({ id, title, edit, tone, children }: CheckSectionProps) {
  const headingId = `bid-check-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border p-4 desktop:p-5 ${
        tone === 'private' ? 'border-brand-200 bg-brand-50/60' : 'border-gray-200'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-[16px] font-bold text-gray-900">
          {title}
        </h2>
        {edit ? (
          <Link
            href={toStepPath(edit.step)}
            className="inline-flex min-h-11 items-center rounded-lg px-2.5 text-[14px] font-semibold text-brand-700 hover:bg-brand-50"
            aria-label={edit.label}
          >
            수정
          </Link>
        ) : null}
      </div>
      <div className="mt-2 flex flex-col gap-2 text-[15px] text-gray-800">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p>
      <span className="text-gray-600">{label}</span>{' '}
      <span className="text-gray-900">{children}</span>
    </p>
  );
}

/** The invited company's name (step 1), once loaded; null while loading or when not found. */
function useInvitedName(profileId: string | null): string | null {
  const { client } = useAuth();
  const [loaded, setLoaded] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    if (!profileId) return;
    let isCurrent = true;
    void client
      .requestField(BidUploadInvitedProfilesDocument, 'enterprisesByIds', { ids: [profileId] })
      .then((result) => {
        const name = isGraphqlFailure(result) ? null : result[0]?.companyName;
        if (isCurrent && name) setLoaded({ id: profileId, name });
      });
    return () => {
      isCurrent = false;
    };
  }, [client, profileId]);
  return loaded && loaded.id === profileId ? loaded.name : null;
}

function whoCanApply(type: NonNullable<WizardSteps[2]>['type'] | undefined): string {
  if (!type) return '지원 대상을 아직 고르지 않았어요.';
  if (type === 'ALL') return '법인, 개인 사업자, 기술자 모두 지원할 수 있어요.';
  return `${ANNOUNCEMENT_TYPE_LABELS[type]} 회원만 지원할 수 있어요.`;
}

function Step6Form() {
  const router = useRouter();
  const { steps, saveStep, editingAnnouncementId } = useBidWizard();
  const [isBusy, setIsBusy] = useState(false);
  const { 1: step1, 2: step2, 4: step4, 7: step7 } = steps;
  const invitationProfileId = step1?.invitationProfileId ?? null;
  const invitedName = useInvitedName(invitationProfileId);
  const imageCount = step4?.images.length ?? 0;
  const fileCount = step4?.files.length ?? 0;

  async function next() {
    setIsBusy(true);
    await saveStep(6, { isConfirmed: true });
    router.push(toStepPath(7));
  }

  return (
    <WizardFrame
      step={6}
      title="누가 보고 지원할 수 있는지 확인해 주세요"
      description="게시하기 전에 지원 대상과 공개 범위를 확인해 주세요. 입력한 내용 전체는 마지막 단계에서 한 번에 보여 드려요."
      onNext={next}
      isBusy={isBusy}
    >
      <CheckSection
        id="applicants"
        title="지원할 수 있는 회원"
        edit={{ step: 2, label: '지원 대상 수정' }}
      >
        <p className="font-semibold text-gray-900">{whoCanApply(step2?.type)}</p>
        <p className="text-[14px] text-gray-600">일반 소비자 회원은 견적을 보낼 수 없어요.</p>
      </CheckSection>

      {editingAnnouncementId ? null : (
        <CheckSection
          id="invitation"
          title="견적 요청 초대"
          edit={{ step: 1, label: '초대할 업체 수정' }}
        >
          {invitationProfileId ? (
            <p>{`게시하면 ${invitedName ?? '선택한 업체'}에 견적 요청 초대가 함께 가요.`}</p>
          ) : (
            <p>
              초대한 업체가 없어요. 조건에 맞는 업체라면 누구나 지원할 수 있고, 게시한 뒤 업체
              페이지에서 초대할 수도 있어요.
            </p>
          )}
        </CheckSection>
      )}

      <CheckSection id="public" title="누구나 볼 수 있어요">
        <p>공사 업종, 공사 조건, 공사 내용, 일정과 예산은 로그인하지 않은 방문자도 볼 수 있어요.</p>
        <Fact label="지역">{step2?.sigungu || '미입력'}</Fact>
        <Fact label="주소">{step2?.address || '미입력'}</Fact>
        <Fact label="사진과 파일">
          {imageCount + fileCount > 0
            ? `현장 사진 ${imageCount}장, 첨부 파일 ${fileCount}개`
            : '올린 사진과 파일이 없어요.'}
        </Fact>
        {imageCount + fileCount > 0 ? (
          <p className="text-[14px] text-gray-600">
            사진과 파일에 연락처, 차량 번호 같은 개인 정보가 보이지 않는지 확인해 주세요.
          </p>
        ) : null}
      </CheckSection>

      <CheckSection id="private" title="지원한 업체만 볼 수 있어요" tone="private">
        <Fact label="상세 주소">{step2?.addressDetail || '입력하지 않았어요.'}</Fact>
        <Fact label="긴급 연락처">
          {step7?.emergencyContact
            ? formatPhone(step7.emergencyContact)
            : '다음 단계에서 입력해요.'}
        </Fact>
        <p className="text-[14px] text-gray-600">
          견적을 제출한 업체와 나에게만 보이고, 다른 방문자에게는 보이지 않아요.
        </p>
      </CheckSection>
    </WizardFrame>
  );
}

/** /bid/upload6: no fields of its own; who can apply, the invitation and what is public. */
export function Step6Confirm() {
  return (
    <HydratedOnly>
      <Step6Form />
    </HydratedOnly>
  );
}
