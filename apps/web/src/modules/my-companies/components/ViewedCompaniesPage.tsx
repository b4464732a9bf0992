'use client';

import { formatDateTime, formatNumber, withJosa } from '@gongsa/domain';
import { useRef } from 'react';
import { MyPageDeleteViewLogDocument } from '../../../graphql/generated/operations/my-page-delete-view-log';
import { MyPageViewedCompaniesDocument } from '../../../graphql/generated/operations/my-page-viewed-companies';
import { CompanyCard } from '../../company/components/CompanyCard';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { CloseIcon } from '../../ui/components/icons';
import { useDialog } from '../../ui/hooks/useDialog';
import { useToast } from '../../ui/hooks/useToast';
import { CompanyListSection, PagedListContent } from './ListStates';
import { MyListFrame } from './MyListFrame';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { removeListNodes, toMyListPaging } from '../utils/my-list';

/** /myPage/view: companies the user opened, newest first, each record deletable. */
export function ViewedCompaniesPage() {
  const { client } = useAuth();
  const dialog = useDialog();
  const showToast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const paged = useGraphqlInfinite(
    MyPageViewedCompaniesDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.myViewEnterprises },
  );
  const { updatePages } = paged;

  async function deleteLog(id: string, companyName: string) {
    const isConfirmed = await dialog.confirm({
      title: '열람 기록을 삭제할까요?',
      message: `${withJosa(companyName, '을/를')} 최근 본 업체 목록에서 지웁니다.`,
      confirmLabel: '삭제',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    const result = await client.requestField(
      MyPageDeleteViewLogDocument,
      'deleteEnterpriseViewLog',
      { id },
    );
    if (isGraphqlFailure(result)) {
      showToast(result.message);
      return;
    }
    updatePages((pages) => removeListNodes(pages, (node) => node.id === id));
    showToast('열람 기록을 삭제했어요.');
    headingRef.current?.focus();
  }

  return (
    <MyListFrame title="열람한 업체" description="최근에 열어 본 업체를 최근 순으로 보여 드려요.">
      <PagedListContent
        paged={paged}
        loadingLabel="최근 본 업체를 불러오는 중입니다"
        empty={{
          title: '최근 본 업체가 없어요',
          description: '업체 상세 정보를 열어 보면 여기에 기록돼요.',
          action: { href: '/company', label: '업체 둘러보기' },
        }}
      >
        {(loaded, loadMoreControl) => (
          <CompanyListSection
            headingId="viewed-companies-heading"
            headingRef={headingRef}
            heading={`전체 ${formatNumber(loaded.totalCount)}개`}
            loadMoreControl={loadMoreControl}
          >
            {loaded.nodes.map((log) => {
              const name = log.profile.companyName?.trim() || log.profile.uniqueId;
              return (
                <li key={log.id}>
                  <p className="mb-1.5 text-[13px] text-gray-600">
                    <time dateTime={log.viewedAt}>{formatDateTime(log.viewedAt)}</time> 열람
                  </p>
                  <CompanyCard
                    profile={log.profile}
                    actions={
                      <button
                        type="button"
                        aria-label={`${name} 열람 기록 삭제`}
                        onClick={() => void deleteLog(log.id, name)}
                        className="inline-flex size-10 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-gray-900"
                      >
                        <CloseIcon className="size-5" />
                      </button>
                    }
                  />
                </li>
              );
            })}
          </CompanyListSection>
        )}
      </PagedListContent>
    </MyListFrame>
  );
}
