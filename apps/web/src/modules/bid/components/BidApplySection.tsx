'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import {
  APPLY_STATE_LABELS,
  formatDateTime,
  formatKoreanMoney,
  formatMoney,
  formatPhone,
  isApplyState,
  truncateFilename,
} from '@gongsa/domain';
import type { BidMyApplyFieldsFragment } from '../../../graphql/generated/graphql';
import { BidConfirmCompletionDocument } from '../../../graphql/generated/operations/bid-confirm-completion';
import { BidDeleteApplyEstimateFileDocument } from '../../../graphql/generated/operations/bid-delete-apply-estimate-file';
import { BidGiveUpApplyDocument } from '../../../graphql/generated/operations/bid-give-up-apply';
import { buildLoginHref } from '../../auth/utils/route-access';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { Button, ButtonLink } from '../../ui/components/Button';
import { useDialog } from '../../ui/hooks/useDialog';
import { useToast } from '../../ui/hooks/useToast';
import type { ApplyPanel } from '../utils/apply-panel';
import { BidApplyForm } from './BidApplyForm';
import { BidApplyFrame, BidApplyLoginPanel } from './BidApplyFrame';

type BidApplySectionProps = {
  announcementId: string;
  panel: ApplyPanel<BidMyApplyFieldsFragment>;
  isRecruiting: boolean;
  /** The request's effective state and the company's 완료 확인 (ADR 0027). */
  announcementState: string;
  completionConfirmedAt: string | null;
  onCompletionConfirmed: (confirmedAt: string) => void;
  defaultManagerName: string;
  defaultPhoneNumber: string;
  /** Whether the form is shown (opened here or by the page's 지원하기 button). */
  isFormOpen: boolean;
  onOpenForm: () => void;
  /** The viewer's apply changed (saved or an estimate file removed, submitted, given up). */
  onApplyChange: (
    apply: BidMyApplyFieldsFragment,
    change: 'saved' | 'submitted' | 'gaveUp',
  ) => void;
};

const APPLIED_HEADINGS: Record<string, string> = {
  SUBMITTED: '지원이 완료되었어요',
  SELECTED: '선정되었어요',
  NOT_SELECTED: '아쉽게도 선정되지 않았어요',
};

/** The apply area of the detail page: the form, my apply, or why I cannot apply. */
export function BidApplySection({
  announcementId,
  panel,
  isRecruiting,
  announcementState,
  completionConfirmedAt,
  onCompletionConfirmed,
  defaultManagerName,
  defaultPhoneNumber,
  isFormOpen,
  onOpenForm,
  onApplyChange,
}: BidApplySectionProps) {
  const pathname = usePathname();

  return (
    <BidApplyFrame>
      {panel.kind === 'owner' ? (
        <>
          <h2 id="apply-title" className="text-lg font-bold text-gray-900">
            내 공고
          </h2>
          <p className="mt-2 text-sm text-gray-700">
            내가 올린 견적 요청이에요. 지원한 업체와 견적은 내 입찰에서 확인할 수 있어요.
          </p>
          <ButtonLink
            href={`/myBid/detail/${announcementId}`}
            className="mt-4 w-full desktop:w-auto"
          >
            지원자 관리하기
          </ButtonLink>
        </>
      ) : panel.kind === 'login' ? (
        <BidApplyLoginPanel loginHref={buildLoginHref(pathname)} />
      ) : panel.kind === 'blocked' ? (
        <>
          <h2 id="apply-title" className="text-lg font-bold text-gray-900">
            지원하기
          </h2>
          <p
            className="mt-2 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-800"
            data-testid="apply-blocked"
          >
            {panel.reason}
          </p>
        </>
      ) : panel.kind === 'applied' ? (
        <>
          <AppliedApply
            apply={panel.apply}
            isChangeable={isRecruiting && panel.apply.state === 'SUBMITTED'}
            onGaveUp={(apply) => onApplyChange(apply, 'gaveUp')}
            onFilesChanged={(apply) => onApplyChange(apply, 'saved')}
          />
          {panel.apply.state === 'SELECTED' ? (
            <JobCompletion
              announcementId={announcementId}
              announcementState={announcementState}
              completionConfirmedAt={completionConfirmedAt}
              onConfirmed={onCompletionConfirmed}
            />
          ) : null}
        </>
      ) : (
        <>
          <h2 id="apply-title" className="text-lg font-bold text-gray-900">
            지원하기
          </h2>
          {isFormOpen ? (
            <>
              <p className="mt-2 text-sm text-gray-700">
                {panel.apply
                  ? '작성 중인 지원서가 있어요. 내용을 확인하고 제출해 주세요.'
                  : '견적 금액과 견적서를 보내면 요청자가 비교해 업체를 선정해요.'}
              </p>
              <div className="mt-5">
                <BidApplyForm
                  announcementId={announcementId}
                  apply={panel.apply}
                  defaultManagerName={defaultManagerName}
                  defaultPhoneNumber={defaultPhoneNumber}
                  shouldFocusFirstField={panel.apply === null}
                  onSaved={(apply) => onApplyChange(apply, 'saved')}
                  onSubmitted={(apply) => onApplyChange(apply, 'submitted')}
                />
              </div>
            </>
          ) : (
            <>
              <p className="mt-2 text-sm text-gray-700">
                견적 금액과 견적서를 보내면 요청자가 비교해 업체를 선정해요.
              </p>
              <Button className="mt-4 w-full desktop:w-auto" onClick={onOpenForm}>
                지원하기
              </Button>
            </>
          )}
        </>
      )}
    </BidApplyFrame>
  );
}

/**
 * The selected company's side of 공사 완료 (ADR 0027): the client marks the job done, the company
 * confirms it (완료 확인). The confirmation is shown to the client; it unlocks nothing.
 */
function JobCompletion({
  announcementId,
  announcementState,
  completionConfirmedAt,
  onConfirmed,
}: {
  announcementId: string;
  announcementState: string;
  completionConfirmedAt: string | null;
  onConfirmed: (confirmedAt: string) => void;
}) {
  const { client } = useAuth();
  const showToast = useToast();
  const [isPending, setIsPending] = useState(false);

  const confirm = async () => {
    setIsPending(true);
    const result = await client.requestField(
      BidConfirmCompletionDocument,
      'confirmAnnouncementCompletion',
      { id: announcementId },
    );
    setIsPending(false);
    if (isGraphqlFailure(result)) {
      showToast(result.message, 'error');
      return;
    }
    showToast('공사 완료를 확인했어요.', 'success');
    if (result.completionConfirmedAt) onConfirmed(result.completionConfirmedAt);
  };

  if (announcementState === 'CHOSEN') {
    return (
      <p className="mt-5 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-800">
        공사가 끝나면 의뢰인이 공사 완료를 알려요. 그때 완료 확인을 눌러 주세요.
      </p>
    );
  }
  if (announcementState !== 'COMPLETED') return null;
  if (completionConfirmedAt) {
    return (
      <p className="mt-5 rounded-xl bg-green-50 px-4 py-3 text-sm text-gray-800">
        공사 완료를 확인했어요. 의뢰인에게 ‘업체 확인 완료’로 보여요.
      </p>
    );
  }
  return (
    <div className="mt-5 rounded-xl bg-brand-50 px-4 py-3">
      <p className="text-sm text-gray-800">
        이 공사가 완료 상태가 되었어요. 공사가 끝났다면 완료 확인을 눌러 주세요.
      </p>
      <Button
        className="mt-3 w-full desktop:w-auto"
        onClick={() => void confirm()}
        disabled={isPending}
        aria-busy={isPending || undefined}
      >
        {isPending ? '처리 중…' : '완료 확인'}
      </Button>
    </div>
  );
}

type EstimateFile = BidMyApplyFieldsFragment['estimateFiles'][number];

function AppliedApply({
  apply,
  isChangeable,
  onGaveUp,
  onFilesChanged,
}: {
  apply: BidMyApplyFieldsFragment;
  /** While recruiting a submitted apply may be given up or lose estimate files (the API agrees). */
  isChangeable: boolean;
  onGaveUp: (apply: BidMyApplyFieldsFragment) => void;
  onFilesChanged: (apply: BidMyApplyFieldsFragment) => void;
}) {
  const { client } = useAuth();
  const dialog = useDialog();
  const showToast = useToast();
  const [isPending, setIsPending] = useState(false);
  const [removingFileId, setRemovingFileId] = useState<string | null>(null);

  const removeFile = async (file: EstimateFile) => {
    const isConfirmed = await dialog.confirm({
      title: '견적서 파일을 삭제할까요?',
      message: `${file.filename} 파일을 지원서에서 뺍니다. 되돌릴 수 없어요.`,
      confirmLabel: '삭제',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    setRemovingFileId(file.id);
    const result = await client.requestField(
      BidDeleteApplyEstimateFileDocument,
      'deleteAnnouncementApplyEstimateFiles',
      { id: apply.id, fileIds: [file.id] },
    );
    setRemovingFileId(null);
    if (isGraphqlFailure(result)) {
      showToast(result.message, 'error');
      return;
    }
    showToast('견적서 파일을 삭제했어요.', 'success');
    onFilesChanged(result);
  };
  const stateLabel = isApplyState(apply.state) ? APPLY_STATE_LABELS[apply.state] : apply.state;

  const giveUp = async () => {
    const isConfirmed = await dialog.confirm({
      title: '지원을 포기할까요?',
      message: '포기하면 이 공고에는 다시 지원할 수 없어요.',
      confirmLabel: '지원 포기',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    setIsPending(true);
    const result = await client.requestField(BidGiveUpApplyDocument, 'giveUpAnnouncementApply', {
      id: apply.id,
    });
    setIsPending(false);
    if (isGraphqlFailure(result)) {
      showToast(result.message, 'error');
      return;
    }
    showToast('지원을 포기했어요.', 'success');
    onGaveUp(result);
  };

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="apply-title" className="text-lg font-bold text-gray-900">
          {APPLIED_HEADINGS[apply.state] ?? '내 지원'}
        </h2>
        <span
          className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700"
          data-testid="my-apply-state"
        >
          {stateLabel}
        </span>
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm desktop:grid-cols-[120px_1fr]">
        <dt className="text-gray-600">담당자</dt>
        <dd className="font-medium text-gray-900">{apply.managerName}</dd>
        <dt className="text-gray-600">연락처</dt>
        <dd className="font-medium text-gray-900">{formatPhone(apply.phoneNumber)}</dd>
        <dt className="text-gray-600">견적 금액</dt>
        <dd className="font-medium text-gray-900">
          {formatMoney(apply.estimatedAmount)}{' '}
          <span className="text-gray-600">({formatKoreanMoney(apply.estimatedAmount)})</span>
        </dd>
        {apply.estimateFiles.length > 0 ? (
          <>
            <dt className="text-gray-600">견적서</dt>
            <dd className="text-gray-900">
              <ul className={isChangeable ? 'flex flex-col gap-1.5' : undefined}>
                {apply.estimateFiles.map((file) => (
                  <li key={file.id} className="flex items-center justify-between gap-2">
                    <span title={file.filename} className="min-w-0 break-all">
                      {truncateFilename(file.filename)}
                    </span>
                    {isChangeable ? (
                      <Button
                        variant="outline"
                        size="sm"
                        className="shrink-0"
                        aria-label={`${file.filename} 삭제`}
                        disabled={removingFileId !== null || isPending}
                        aria-busy={removingFileId === file.id || undefined}
                        onClick={() => void removeFile(file)}
                      >
                        {removingFileId === file.id ? '삭제 중…' : '삭제'}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {apply.submittedAt ? (
          <>
            <dt className="text-gray-600">지원 일시</dt>
            <dd className="text-gray-900">{formatDateTime(apply.submittedAt)}</dd>
          </>
        ) : null}
      </dl>
      {isChangeable ? (
        <Button
          variant="outline"
          className="mt-5"
          onClick={() => void giveUp()}
          disabled={isPending || removingFileId !== null}
          aria-busy={isPending}
        >
          {isPending ? '처리 중…' : '지원 포기'}
        </Button>
      ) : null}
    </>
  );
}
