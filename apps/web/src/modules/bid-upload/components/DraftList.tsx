'use client';

import Link from 'next/link';
import { useState } from 'react';
import { formatDateTime, pickJosa } from '@gongsa/domain';
import type { BidUploadDraftsQuery } from '../../../graphql/generated/graphql';
import { BidUploadDeleteDraftDocument } from '../../../graphql/generated/operations/bid-upload-delete-draft';
import { BidUploadDraftsDocument } from '../../../graphql/generated/operations/bid-upload-drafts';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { Button, buttonClassName } from '../../ui/components/Button';
import { useDialog } from '../../ui/hooks/useDialog';
import { useToast } from '../../ui/hooks/useToast';

type Draft = BidUploadDraftsQuery['myAnnouncementTemps']['nodes'][number];

const DRAFTS_PAGE_SIZE = 20;

/** My saved drafts (myAnnouncementTemps) with 이어서 작성 and 삭제; hidden when there are none. */
export function DraftList({ currentDraftId }: { currentDraftId: string | null }) {
  const dialog = useDialog();
  const showToast = useToast();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { state } = useGraphqlQuery(
    BidUploadDraftsDocument,
    { paging: { first: DRAFTS_PAGE_SIZE } },
    { field: 'myAnnouncementTemps', isMemberOnly: true },
  );
  const deleteDraft = useGraphqlMutation(BidUploadDeleteDraftDocument, 'deleteAnnouncementTemp', {
    invalidates: ['BidUploadDrafts'],
  });
  // The list is a shortcut; the wizard works without it, so a failure just hides it.
  const drafts = state.status === 'loaded' ? state.data.nodes : [];

  const visible = drafts.filter((draft) => draft.id !== currentDraftId);
  if (visible.length === 0) return null;

  async function remove(draft: Draft) {
    const isConfirmed = await dialog.confirm({
      title: '임시 저장한 견적 요청을 삭제할까요?',
      message: `'${draft.title}'${pickJosa(draft.title, '을/를')} 삭제하면 되돌릴 수 없습니다.`,
      confirmLabel: '삭제',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    setDeletingId(draft.id);
    const result = await deleteDraft({ id: draft.id });
    setDeletingId(null);
    if (isGraphqlFailure(result)) {
      showToast(result.message, 'error');
      return;
    }
    showToast('임시 저장한 견적 요청을 삭제했어요.');
  }

  return (
    <section
      aria-labelledby="bid-drafts-title"
      className="mx-auto mt-8 w-full max-w-3xl px-5 desktop:mt-10"
    >
      <div className="rounded-2xl border border-gray-200 bg-white p-5 desktop:p-6">
        <h2 id="bid-drafts-title" className="text-[17px] font-bold text-gray-900">
          작성 중인 견적 요청 ({visible.length})
        </h2>
        <p className="mt-1 text-[14px] text-gray-600">
          임시 저장한 견적 요청을 이어서 작성할 수 있어요.
        </p>
        <ul className="mt-4 divide-y divide-gray-100">
          {visible.map((draft) => (
            <li
              key={draft.id}
              className="flex flex-col gap-3 py-3 desktop:flex-row desktop:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-[15px] font-semibold text-gray-900">{draft.title}</p>
                <p className="mt-0.5 text-[13px] text-gray-600">
                  {`${draft.step}/8단계 · ${formatDateTime(draft.updatedAt)} 저장`}
                </p>
              </div>
              <div className="flex gap-2">
                <Link
                  href={`/bid/upload1?tempId=${encodeURIComponent(draft.id)}`}
                  className={buttonClassName('primary', 'sm')}
                  aria-label={`${draft.title} 이어서 작성`}
                >
                  이어서 작성
                </Link>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={deletingId === draft.id}
                  aria-label={`${draft.title} 삭제`}
                  onClick={() => void remove(draft)}
                >
                  삭제
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
