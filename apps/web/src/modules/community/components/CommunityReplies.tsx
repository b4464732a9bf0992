'use client';

import { COMMUNITY_REPLY_MAX, formatDateTime, formatNumber } from '@gongsa/domain';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { CommunityRepliesDocument } from '../../../graphql/generated/operations/community-replies';
import { CreateCommunityReplyDocument } from '../../../graphql/generated/operations/create-community-reply';
import { DeleteCommunityReplyDocument } from '../../../graphql/generated/operations/delete-community-reply';
import { buildLoginHref } from '../../auth/utils/route-access';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { CardListSkeleton, ListError, LoadMore } from '../../my-companies/components/ListStates';
import { readMyList } from '../../my-companies/utils/my-list';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { useDialog } from '../../ui/hooks/useDialog';
import { useToast } from '../../ui/hooks/useToast';

/** A reply changes the post's replyCount and the board's cards: they ask again. */
const REPLY_INVALIDATES = ['CommunityReplies', 'CommunityPost', 'CommunityPosts'] as const;
const REPLY_PAGE_SIZE = 50;

function ReplyForm({ postId }: { postId: string }) {
  const fieldId = useId();
  const showToast = useToast();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const createReply = useGraphqlMutation(CreateCommunityReplyDocument, 'createCommunityReply', {
    invalidates: REPLY_INVALIDATES,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim()) {
      setError('댓글을 입력해 주세요.');
      return;
    }
    setIsSending(true);
    const result = await createReply({ postId, content });
    setIsSending(false);
    if (isGraphqlFailure(result)) {
      setError(result.message);
      return;
    }
    setContent('');
    setError(null);
    showToast('댓글을 남겼어요.');
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4" noValidate>
      <label htmlFor={fieldId} className="text-sm font-semibold text-gray-800">
        댓글 쓰기
      </label>
      <textarea
        id={fieldId}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setError(null);
        }}
        maxLength={COMMUNITY_REPLY_MAX}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        placeholder="따뜻한 댓글을 남겨 주세요."
        className="mt-2 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-[15px] text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-none"
      />
      <div className="mt-2 flex items-start justify-between gap-3">
        <p
          id={`${fieldId}-error`}
          role={error ? 'alert' : undefined}
          className="text-sm font-medium text-danger-700"
        >
          {error}
        </p>
        <Button type="submit" disabled={isSending}>
          {isSending ? '등록 중…' : '댓글 등록'}
        </Button>
      </div>
    </form>
  );
}

type RepliesPaged = ReturnType<typeof useReplyPages>;

function useReplyPages(postId: string) {
  return useGraphqlInfinite(
    CommunityRepliesDocument,
    (after) => ({
      postId,
      paging: after ? { first: REPLY_PAGE_SIZE, after } : { first: REPLY_PAGE_SIZE },
    }),
    { selectPage: (data) => data.communityReplies },
  );
}

function ReplyList({ paged, onDelete }: { paged: RepliesPaged; onDelete: (id: string) => void }) {
  const { list, more, retry, loadMore } = paged;
  if (list.status === 'loading') {
    return <CardListSkeleton count={2} label="댓글을 불러오는 중입니다" />;
  }
  if (list.status === 'failed') return <ListError message={list.failure.message} onRetry={retry} />;
  const shown = readMyList(list.pages);
  if (shown.nodes.length === 0) {
    return (
      <p className="py-6 text-center text-[15px] text-gray-600">
        아직 댓글이 없어요. 첫 댓글을 남겨 보세요.
      </p>
    );
  }
  return (
    <>
      <ul aria-label="댓글 목록" className="divide-y divide-gray-200 border-y border-gray-200">
        {shown.nodes.map((reply) => (
          <li key={reply.id} className={`py-4 ${reply.parentReplyId ? 'pl-6' : ''}`}>
            <p className="flex flex-wrap items-center gap-x-3 text-sm">
              <span className="font-semibold text-gray-900">{reply.author.nickname}</span>
              <time dateTime={String(reply.createdAt)} className="text-gray-500">
                {formatDateTime(reply.createdAt)}
              </time>
              {reply.isMine ? (
                <Button
                  variant="ghost"
                  className="ml-auto"
                  aria-label="내 댓글 삭제"
                  onClick={() => onDelete(reply.id)}
                >
                  삭제
                </Button>
              ) : null}
            </p>
            <p className="mt-1.5 text-[15px] leading-relaxed break-words whitespace-pre-line text-gray-800">
              {reply.content}
            </p>
          </li>
        ))}
      </ul>
      {shown.hasNextPage ? (
        <LoadMore
          hasNextPage
          more={more}
          onLoadMore={() => void loadMore()}
          shownCount={shown.nodes.length}
          totalCount={shown.totalCount}
        />
      ) : null}
    </>
  );
}

type CommunityRepliesProps = { postId: string; replyCount: number };

/** A post's replies (oldest first; answers under their reply), the form and deleting one's own. */
export function CommunityReplies({ postId, replyCount }: CommunityRepliesProps) {
  const { auth, isHydrated } = useAuth();
  const pathname = usePathname();
  const dialog = useDialog();
  const showToast = useToast();
  const paged = useReplyPages(postId);
  const deleteReply = useGraphqlMutation(DeleteCommunityReplyDocument, 'deleteCommunityReply', {
    invalidates: REPLY_INVALIDATES,
  });

  async function remove(id: string) {
    const isConfirmed = await dialog.confirm({
      title: '댓글을 삭제할까요?',
      message: '삭제한 댓글은 되돌릴 수 없어요.',
      confirmLabel: '삭제',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    const result = await deleteReply({ id });
    if (isGraphqlFailure(result)) {
      showToast(result.message, 'error');
      return;
    }
    showToast('댓글을 삭제했어요.');
  }

  return (
    <section aria-labelledby="community-replies-heading" className="mt-10">
      <h2 id="community-replies-heading" className="text-lg font-bold text-gray-900">
        댓글 {formatNumber(replyCount)}
      </h2>
      {isHydrated && auth.isLogin ? (
        <ReplyForm postId={postId} />
      ) : (
        <p className="mt-3 text-sm text-gray-600">
          <Link
            href={buildLoginHref(pathname)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            로그인하고 댓글 남기기
          </Link>
        </p>
      )}
      <div className="mt-6">
        <ReplyList paged={paged} onDelete={(id) => void remove(id)} />
      </div>
    </section>
  );
}
