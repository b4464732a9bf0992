'use client';

import { formatNumber } from '@gongsa/domain';
import { useRef, useState } from 'react';
import type { CompanyCardFieldsFragment } from '../../../graphql/generated/graphql';
import { CompanyCard } from '../../company/components/CompanyCard';
import type { GraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { Button } from '../../ui/components/Button';
import { useToast } from '../../ui/hooks/useToast';
import { removeListNodes, type MyListPage } from '../utils/my-list';
import { CompanyListSection, PagedListContent, type EmptyStateProps } from './ListStates';

type CompanyEntry = { id: string; profile: CompanyCardFieldsFragment };

type RemovableCompanyListProps<TPage extends MyListPage<CompanyEntry>> = {
  paged: GraphqlInfinite<TPage>;
  /** What the list is, e.g. '관심 업체': its heading, loading label and toasts use it. */
  noun: string;
  headingId: string;
  empty: EmptyStateProps;
  /** The button's words, e.g. '관심 해제'. */
  removeLabel: string;
  removedToast: (companyName: string) => string;
  remove: (profileId: string) => Promise<unknown>;
  /** After a removal the API accepted (e.g. ask the tab counts again). */
  onRemoved?: () => void;
};

/** A my-page list of company cards, each with a button that takes it off the list. */
export function RemovableCompanyList<TPage extends MyListPage<CompanyEntry>>({
  paged,
  noun,
  headingId,
  empty,
  removeLabel,
  removedToast,
  remove,
  onRemoved,
}: RemovableCompanyListProps<TPage>) {
  const showToast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const { updatePages } = paged;

  async function removeCompany(profileId: string, companyName: string) {
    setRemovingId(profileId);
    const result = await remove(profileId);
    setRemovingId(null);
    if (isGraphqlFailure(result)) {
      showToast(result.message);
      return;
    }
    updatePages((pages) => removeListNodes(pages, (node) => node.profile.id === profileId));
    onRemoved?.();
    showToast(removedToast(companyName));
    headingRef.current?.focus();
  }

  return (
    <PagedListContent paged={paged} loadingLabel={`${noun}를 불러오는 중입니다`} empty={empty}>
      {(loaded, loadMoreControl) => (
        <CompanyListSection
          headingId={headingId}
          headingRef={headingRef}
          heading={`${noun} ${formatNumber(loaded.totalCount)}개`}
          loadMoreControl={loadMoreControl}
        >
          {loaded.nodes.map((entry) => {
            const name = entry.profile.companyName?.trim() || entry.profile.uniqueId;
            return (
              <li key={entry.id}>
                <CompanyCard
                  profile={entry.profile}
                  actions={
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${name} ${removeLabel}`}
                      disabled={removingId === entry.profile.id}
                      onClick={() => void removeCompany(entry.profile.id, name)}
                    >
                      {removeLabel}
                    </Button>
                  }
                />
              </li>
            );
          })}
        </CompanyListSection>
      )}
    </PagedListContent>
  );
}
