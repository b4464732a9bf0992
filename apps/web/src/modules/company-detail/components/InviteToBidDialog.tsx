'use client';

import { formatDeadline, formatNumber } from '@gongsa/domain';
import { useId, useState, type FormEvent } from 'react';
import { MyRecruitingAnnouncementsDocument } from '../../../graphql/generated/operations/my-recruiting-announcements';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { InvitationCallError, sendInvitation } from '../../my-bid-applies/utils/invitation-calls';
import { EstimateRequestLink } from '../../profile/components/EstimateRequestLink';
import { useAuth } from '../../session/hooks/useAuth';
import { Button, buttonClassName } from '../../ui/components/Button';
import { Dialog } from '../../ui/components/Dialog';
import { Skeleton } from '../../ui/components/Skeleton';
import { useToast } from '../../ui/hooks/useToast';
import { buildEstimateRequestHref } from '../utils/company-info';

/** More recruiting announcements at once than anyone keeps open; the list scrolls. */
const RECRUITING_ANNOUNCEMENTS_MAX = 50;
const INVITATION_FAILED_MESSAGE = '초대를 보내지 못했어요. 잠시 후 다시 시도해 주세요.';

type InviteToBidDialogProps = {
  profileId: string;
  companyName: string;
  onClose: () => void;
};

/**
 * '견적 요청 보내기' on a company page: invite the company to one of my recruiting announcements,
 * or start a new one with the company already invited. The API's refusal (already invited, a
 * consumer profile, recruiting over) is shown here, next to the choice that caused it.
 */
export function InviteToBidDialog({ profileId, companyName, onClose }: InviteToBidDialogProps) {
  const { client } = useAuth();
  const showToast = useToast();
  const formId = useId();
  const errorId = useId();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const { state, retry } = useGraphqlQuery(MyRecruitingAnnouncementsDocument, {
    paging: { first: RECRUITING_ANNOUNCEMENTS_MAX },
    profileId,
  });
  const announcements = state.status === 'loaded' ? state.data.myAnnouncements.nodes : [];
  const invitedIds = new Set(state.status === 'loaded' ? state.data.myAnnouncementIdsInviting : []);
  const canInviteAny = announcements.some((announcement) => !invitedIds.has(announcement.id));

  async function submitInvitation(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    if (!selectedId) {
      setError('초대할 견적 요청을 골라 주세요.');
      return;
    }
    setIsSending(true);
    setError(null);
    try {
      await sendInvitation(client, { announcementId: selectedId, profileId });
    } catch (caught) {
      setError(caught instanceof InvitationCallError ? caught.message : INVITATION_FAILED_MESSAGE);
      return;
    } finally {
      setIsSending(false);
    }
    showToast('초대를 보냈어요.', 'success');
    onClose();
  }

  const newRequestLink = (
    <EstimateRequestLink
      href={buildEstimateRequestHref(profileId)}
      className={buttonClassName('outline', 'md', 'mt-4 w-full')}
    >
      새 견적 요청 작성
    </EstimateRequestLink>
  );

  return (
    <Dialog
      title="견적 요청 보내기"
      description={`${companyName}에 보낼 모집중인 견적 요청을 고르거나, 새 견적 요청을 작성해 초대하세요.`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            닫기
          </Button>
          {canInviteAny ? (
            <Button type="submit" form={formId} className="flex-1" disabled={isSending}>
              {isSending ? '보내는 중…' : '초대 보내기'}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="mt-4">
        {state.status === 'loading' ? (
          <div role="status" aria-live="polite" className="space-y-2">
            <span className="sr-only">내 견적 요청을 불러오는 중입니다</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : state.status === 'failed' ? (
          <div className="rounded-xl bg-danger-50 px-4 py-4 text-center">
            <p role="alert" className="text-[15px] font-medium text-danger-700">
              {state.failure.message}
            </p>
            <Button variant="outline" size="sm" className="mt-3" onClick={retry}>
              다시 시도
            </Button>
          </div>
        ) : announcements.length === 0 ? (
          <p className="rounded-xl bg-gray-50 px-4 py-4 text-[15px] leading-relaxed text-gray-700">
            모집중인 견적 요청이 없어요. 새 견적 요청을 작성하면 이 업체에 바로 초대가 가요.
          </p>
        ) : (
          <form id={formId} onSubmit={(event) => void submitInvitation(event)} noValidate>
            <fieldset aria-describedby={error ? errorId : undefined}>
              <legend className="text-sm font-semibold text-gray-800">
                모집중인 내 견적 요청 {formatNumber(state.data.myAnnouncements.totalCount)}건
              </legend>
              <ul className="mt-2 max-h-[40vh] space-y-2 overflow-y-auto">
                {announcements.map((announcement) => {
                  const isSelected = announcement.id === selectedId;
                  const isInvited = invitedIds.has(announcement.id);
                  return (
                    <li key={announcement.id}>
                      <label
                        className={`flex items-start gap-3 rounded-xl border px-3 py-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                          isInvited
                            ? 'cursor-not-allowed border-gray-200 bg-gray-50'
                            : isSelected
                              ? 'cursor-pointer border-brand-600 bg-brand-50'
                              : 'cursor-pointer border-gray-200'
                        }`}
                      >
                        <input
                          type="radio"
                          name="announcementId"
                          value={announcement.id}
                          checked={isSelected}
                          disabled={isInvited}
                          onChange={() => {
                            setSelectedId(announcement.id);
                            setError(null);
                          }}
                          className="mt-1 size-4 shrink-0 accent-brand-600"
                        />
                        <span className="min-w-0">
                          <span className="block text-[15px] font-semibold text-gray-900">
                            {announcement.title}
                            {isInvited ? (
                              <span className="ml-2 inline-block rounded-md bg-gray-200 px-1.5 py-0.5 align-middle text-xs font-semibold text-gray-700">
                                초대함
                              </span>
                            ) : null}
                          </span>
                          <span className="mt-0.5 block text-[13px] text-gray-600">
                            공고 {announcement.uniqueId} ·{' '}
                            {formatDeadline(announcement.postingEndAt)} · 지원{' '}
                            {formatNumber(announcement.applyCnt)}명
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            {canInviteAny ? null : (
              <p className="mt-3 text-sm text-gray-700">
                모집중인 견적 요청으로 모두 초대했어요. 새 견적 요청을 작성해 초대할 수 있어요.
              </p>
            )}
            {error ? (
              <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-danger-700">
                {error}
              </p>
            ) : null}
          </form>
        )}
        {state.status === 'loaded' ? newRequestLink : null}
      </div>
    </Dialog>
  );
}
