'use client';

import { useId, useState } from 'react';
import { CanLeaveUserDocument } from '../../../graphql/generated/operations/can-leave-user';
import { LeavingUserDocument } from '../../../graphql/generated/operations/leaving-user';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { Skeleton } from '../../ui/components/Skeleton';
import { useDialog } from '../../ui/hooks/useDialog';
import { markLeaveComplete } from '../utils/leave-notice';

const REMOVED_ITEMS = [
  '이름, 닉네임, 이메일, 휴대폰 번호, 프로필 사진 등 회원 정보가 삭제됩니다.',
  '업체 프로필이 업체 검색과 프로필 페이지에서 내려갑니다.',
  '보유한 포인트는 소멸되며 되돌릴 수 없습니다. 환불이 필요하면 탈퇴 전에 신청해 주세요.',
  '카카오·네이버 로그인 연결과 모든 기기의 로그인이 해제되고, 정기 결제는 해지됩니다.',
  '같은 이메일로 다시 가입할 수 있지만, 이전 정보는 복구되지 않습니다.',
] as const;

/** /myPage/leave: what leaving removes, what blocks it, and the confirmed leave itself. */
export function LeavePage() {
  const { client, logout } = useAuth();
  const dialog = useDialog();
  const {
    state: check,
    reload: reloadCheck,
    retry: retryCheck,
  } = useGraphqlQuery(CanLeaveUserDocument, {}, { field: 'canLeaveUser', isMemberOnly: true });
  const [isAcknowledged, setIsAcknowledged] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const acknowledgeId = useId();
  const noticeId = useId();
  const blockedId = useId();

  const canLeave = check.status === 'loaded' && check.data.canLeave;

  async function leave() {
    if (!canLeave || !isAcknowledged || isLeaving) return;
    const isConfirmed = await dialog.confirm({
      title: '정말 탈퇴하시겠습니까?',
      message: '탈퇴하면 계정과 개인정보가 삭제되며 되돌릴 수 없습니다.',
      confirmLabel: '탈퇴하기',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    setIsLeaving(true);
    setLeaveError(null);
    const result = await client.requestField(LeavingUserDocument, 'leavingUser');
    if (isGraphqlFailure(result)) {
      setIsLeaving(false);
      setLeaveError(result.message);
      // Something changed since the page loaded (e.g. a new announcement): show the reasons.
      void reloadCheck();
      return;
    }
    markLeaveComplete(window.sessionStorage);
    logout();
  }

  return (
    <div className="mx-auto w-full max-w-[720px] px-5 py-8 desktop:py-12">
      <h1 className="text-2xl font-bold text-gray-900 desktop:text-[28px]">회원 탈퇴</h1>
      <p className="mt-1 text-[15px] text-gray-600">탈퇴하기 전에 아래 내용을 꼭 확인해 주세요.</p>

      <section
        aria-labelledby={noticeId}
        className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-gray-200 desktop:p-7"
      >
        <h2 id={noticeId} className="text-lg font-bold text-gray-900">
          탈퇴하면 이렇게 됩니다
        </h2>
        <ul className="mt-4 space-y-3 text-[15px] leading-relaxed text-gray-800">
          {REMOVED_ITEMS.map((item) => (
            <li key={item} className="flex gap-2">
              <span
                aria-hidden="true"
                className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gray-500"
              />
              {item}
            </li>
          ))}
        </ul>
      </section>

      {check.status === 'loading' ? (
        <div className="mt-6" aria-busy="true">
          <Skeleton className="h-20 w-full" />
          <span className="sr-only" role="status">
            탈퇴할 수 있는지 확인하고 있습니다.
          </span>
        </div>
      ) : check.status === 'failed' ? (
        <div className="mt-6 rounded-2xl border border-danger-500/30 bg-danger-50 p-5">
          <p role="alert" className="text-[15px] font-medium text-danger-700">
            {check.failure.message}
          </p>
          <Button variant="outline" className="mt-4" onClick={retryCheck}>
            다시 시도
          </Button>
        </div>
      ) : !check.data.canLeave ? (
        <section
          aria-labelledby={blockedId}
          className="mt-6 rounded-2xl border border-danger-500/30 bg-danger-50 p-5 desktop:p-6"
        >
          <h2 id={blockedId} className="text-base font-bold text-danger-700">
            지금은 탈퇴할 수 없습니다
          </h2>
          <ul className="mt-3 space-y-2 text-[15px] leading-relaxed text-gray-900">
            {check.data.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mt-6 flex items-start gap-2">
        <input
          id={acknowledgeId}
          type="checkbox"
          checked={isAcknowledged}
          onChange={(event) => setIsAcknowledged(event.target.checked)}
          disabled={!canLeave}
          className="mt-0.5 size-5 rounded accent-brand-600"
        />
        <label htmlFor={acknowledgeId} className="min-h-6 text-[15px] text-gray-900">
          안내 사항을 확인했습니다
        </label>
      </div>
      <p role="alert" className="mt-4 min-h-6 text-[15px] font-medium text-danger-700">
        {leaveError}
      </p>
      <Button
        variant="danger"
        size="lg"
        className="mt-2 w-full desktop:w-auto"
        disabled={!canLeave || !isAcknowledged || isLeaving}
        onClick={() => void leave()}
      >
        {isLeaving ? '탈퇴 처리 중…' : '회원 탈퇴'}
      </Button>
    </div>
  );
}
