'use client';

import { formatKoreanMoney, formatPhone, APPLY_STATE_LABELS } from '@gongsa/domain';
import { useEffect, useRef, useState } from 'react';
import type { MyBidApplyQuery, MyBidApplyRowFragment } from '../../../graphql/generated/graphql';
import { MyBidApplyDocument } from '../../../graphql/generated/operations/my-bid-apply';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { Dialog } from '../../ui/components/Dialog';
import { Skeleton } from '../../ui/components/Skeleton';
import { readCompanyName } from '../utils/company-name';

type ApplyDetail = MyBidApplyQuery['announcementApply'];

type ApplyDetailDialogProps = {
  apply: MyBidApplyRowFragment;
  canSelect: boolean;
  /** The API marked the apply as checked by opening it. */
  onChecked: (applyId: string) => void;
  onSelect: (apply: MyBidApplyRowFragment) => void;
  onClose: () => void;
};

type DetailState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; detail: ApplyDetail };

/** '1.2MB' / '820KB' — enough to judge a download on a phone. */
function describeFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

/**
 * One applicant's estimate: who to call and the files they sent. Opening it is what marks the
 * apply as checked (announcementApply does that for the owner).
 */
export function ApplyDetailDialog({
  apply,
  canSelect,
  onChecked,
  onSelect,
  onClose,
}: ApplyDetailDialogProps) {
  const { client } = useAuth();
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const name = readCompanyName(apply.profile);
  const onCheckedRef = useRef(onChecked);
  useEffect(() => {
    onCheckedRef.current = onChecked;
  });

  useEffect(() => {
    let isCurrent = true;
    void client
      .requestField(MyBidApplyDocument, 'announcementApply', { id: apply.id })
      .then((result) => {
        if (!isCurrent) return;
        if (isGraphqlFailure(result)) {
          setState({ status: 'failed', message: result.message });
          return;
        }
        setState({ status: 'loaded', detail: result });
        onCheckedRef.current(result.id);
      });
    return () => {
      isCurrent = false;
    };
  }, [client, apply.id]);

  const isSelectable = canSelect && apply.state === 'SUBMITTED';

  return (
    <Dialog
      title={`${name} 견적`}
      description={`지원 상태: ${APPLY_STATE_LABELS[apply.state]}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            닫기
          </Button>
          {isSelectable ? (
            <Button className="flex-1" onClick={() => onSelect(apply)}>
              선정하기
            </Button>
          ) : null}
        </>
      }
    >
      <div className="mt-4">
        {state.status === 'loading' ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">견적을 불러오는 중입니다</span>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-5 w-32" />
          </div>
        ) : null}
        {state.status === 'failed' ? (
          <p role="alert" className="text-[15px] font-medium text-danger-700">
            {state.message}
          </p>
        ) : null}
        {state.status === 'loaded' ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-[15px]">
              <dt className="text-gray-600">견적 금액</dt>
              <dd className="font-bold text-gray-900" data-testid="apply-detail-amount">
                {formatKoreanMoney(state.detail.estimatedAmount) || '비공개'}
              </dd>
              <dt className="text-gray-600">담당자</dt>
              <dd className="text-gray-900">{state.detail.managerName || '-'}</dd>
              <dt className="text-gray-600">연락처</dt>
              <dd>
                {state.detail.phoneNumber ? (
                  <a
                    href={`tel:${state.detail.phoneNumber}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {formatPhone(state.detail.phoneNumber)}
                  </a>
                ) : (
                  '-'
                )}
              </dd>
            </dl>
            <h3 className="mt-4 text-sm font-bold text-gray-900">견적 파일</h3>
            {state.detail.estimateFiles.length > 0 ? (
              <ul className="mt-2 grid gap-1.5">
                {state.detail.estimateFiles.map((file) => (
                  <li key={file.id}>
                    <a
                      href={file.url}
                      download={file.filename}
                      target="_blank"
                      rel="noreferrer"
                      className="flex min-h-10 items-center justify-between gap-2 rounded-lg border border-gray-200 px-3 text-sm text-gray-900 hover:bg-gray-50"
                    >
                      <span className="min-w-0 truncate font-medium">{file.filename}</span>
                      <span className="shrink-0 text-gray-600">
                        {describeFileSize(file.size)} · 내려받기
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-gray-600">첨부한 견적 파일이 없어요.</p>
            )}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
