'use client';

import { formatDate, formatNumber } from '@gongsa/domain';
import { useId, useState } from 'react';
import { MyInvitationCountsDocument } from '../../../graphql/generated/operations/my-invitation-counts';
import { MyReceivedInvitationsDocument } from '../../../graphql/generated/operations/my-received-invitations';
import { BidCard } from '../../bid/components/BidCard';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { PagedRowList } from '../../my-companies/components/ListStates';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { useToast } from '../../ui/hooks/useToast';
import { refreshMyBidNotice } from '../hooks/useMyBidDot';
import { InvitationCallError, markInvitationsChecked } from '../utils/invitation-calls';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { toMyListPaging } from '../../my-companies/utils/my-list';

const MARK_FAILED_MESSAGE = '초대를 확인 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';

/** 받은 초대: announcements whose owners invited my profile, unchecked ones marked. */
export function ReceivedInvitationsSection() {
  const { client } = useAuth();
  const showToast = useToast();
  const headingId = useId();
  const [isMarking, setIsMarking] = useState(false);
  // Rows loaded before '모두 확인' still carry isChecked false; later pages come from the server.
  const [isAllChecked, setIsAllChecked] = useState(false);
  const paged = useGraphqlInfinite(
    MyReceivedInvitationsDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.getInvitationsByProfile },
  );
  const counts = useGraphqlQuery(
    MyInvitationCountsDocument,
    {},
    { field: 'getInvitationsByProfileCounts', isMemberOnly: true },
  );
  const uncheckedCount = counts.state.status === 'loaded' ? counts.state.data.uncheckedCount : 0;

  async function markAllChecked() {
    setIsMarking(true);
    try {
      await markInvitationsChecked(client);
    } catch (caught) {
      showToast(
        caught instanceof InvitationCallError ? caught.message : MARK_FAILED_MESSAGE,
        'error',
      );
      return;
    } finally {
      setIsMarking(false);
    }
    setIsAllChecked(true);
    counts.update((current) => ({ ...current, uncheckedCount: 0 }));
    refreshMyBidNotice();
    showToast('받은 초대를 모두 확인했어요.', 'success');
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-gray-900">
          받은 초대
          {uncheckedCount > 0 ? (
            <span
              className="rounded-full bg-danger-50 px-2.5 py-0.5 text-sm font-semibold text-danger-700"
              data-testid="unchecked-invitation-count"
            >
              새 초대 {formatNumber(uncheckedCount)}건
            </span>
          ) : null}
        </h2>
        {uncheckedCount > 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={isMarking}
            onClick={() => void markAllChecked()}
          >
            {isMarking ? '확인하는 중…' : '모두 확인'}
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-gray-600">
        견적 요청을 올린 고객이 내 업체를 초대한 공고예요.
      </p>
      <div className="mt-4">
        <PagedRowList
          paged={paged}
          loadingLabel="받은 초대를 불러오는 중입니다"
          skeletonCount={2}
          empty={{
            title: '받은 초대가 없어요',
            description: '고객이 내 업체에 견적 요청을 보내면 여기에서 확인할 수 있어요.',
            action: { href: '/bid', label: '전체 공고 보기' },
          }}
          listClassName="grid gap-3"
          listLabel="받은 초대 목록"
          renderRow={(invitation) => {
            const isChecked = invitation.isChecked || isAllChecked;
            return (
              <li key={invitation.id} data-testid="received-invitation">
                <BidCard
                  announcement={invitation.announcement}
                  footer={
                    <p className="flex flex-wrap items-center gap-2 text-[13px] text-gray-600">
                      {isChecked ? (
                        <span className="rounded-md bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
                          확인함
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-1 rounded-md bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
                          <span
                            aria-hidden="true"
                            className="size-1.5 rounded-full bg-danger-600"
                          />
                          새 초대
                        </span>
                      )}
                      <span>{formatDate(invitation.createdAt)} 초대받음</span>
                    </p>
                  }
                />
              </li>
            );
          }}
        />
      </div>
    </section>
  );
}
