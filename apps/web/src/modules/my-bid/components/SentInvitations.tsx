'use client';

import Link from 'next/link';
import { formatDate, formatNumber } from '@gongsa/domain';
import { MyBidInvitationsDocument } from '../../../graphql/generated/operations/my-bid-invitations';
import { ListError } from '../../my-companies/components/ListStates';
import { Skeleton } from '../../ui/components/Skeleton';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { readCompanyName } from '../utils/company-name';

/** The companies I invited to this announcement and whether they have opened it. */
export function SentInvitations({ announcementId }: { announcementId: string }) {
  const { state: data, retry } = useGraphqlQuery(
    MyBidInvitationsDocument,
    { announcementId },
    { field: 'getInvitationsByAnnouncement', isMemberOnly: true },
  );

  return (
    <section aria-labelledby="sent-invitations-heading" className="mt-10">
      <h2 id="sent-invitations-heading" className="text-lg font-bold text-gray-900">
        초대한 업체
        {data.status === 'loaded' ? (
          <span className="ml-1.5 text-brand-700">{formatNumber(data.data.length)}</span>
        ) : null}
      </h2>
      <div className="mt-3">
        {data.status === 'loading' ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">초대한 업체를 불러오는 중입니다</span>
            <Skeleton className="h-14 w-full" />
          </div>
        ) : null}
        {data.status === 'failed' ? (
          <ListError message={data.failure.message} onRetry={retry} />
        ) : null}
        {data.status === 'loaded' && data.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-5 py-6 text-[15px] text-gray-600">
            아직 초대한 업체가 없어요. 업체 상세의 ‘견적 요청 보내기’로 원하는 업체에 이 공고를 보낼
            수 있어요.
          </p>
        ) : null}
        {data.status === 'loaded' && data.data.length > 0 ? (
          <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
            {data.data.map((invitation) => (
              <li
                key={invitation.id}
                className="flex items-center justify-between gap-3 px-4 py-3 desktop:px-5"
                data-testid="sent-invitation"
              >
                <div className="min-w-0">
                  <Link
                    href={`/company/${invitation.profile.id}`}
                    className="font-semibold break-keep text-gray-900 hover:underline"
                  >
                    {readCompanyName(invitation.profile)}
                  </Link>
                  <p className="text-[13px] text-gray-600">
                    <time dateTime={invitation.createdAt}>{formatDate(invitation.createdAt)}</time>{' '}
                    초대
                  </p>
                </div>
                {invitation.isChecked ? (
                  <span className="shrink-0 rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    열람
                  </span>
                ) : (
                  <span className="shrink-0 rounded-md bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
                    미열람
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
