'use client';

import { formatDateTime, formatNumber } from '@gongsa/domain';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import type {
  CommunityPostQuery,
  CommunityPostQueryVariables,
} from '../../../graphql/generated/graphql';
import { CommunityPostDocument } from '../../../graphql/generated/operations/community-post';
import { DeleteCommunityPostDocument } from '../../../graphql/generated/operations/delete-community-post';
import { LikeCommunityPostDocument } from '../../../graphql/generated/operations/like-community-post';
import { UnlikeCommunityPostDocument } from '../../../graphql/generated/operations/unlike-community-post';
import { buildLoginHref } from '../../auth/utils/route-access';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import type { ServerAnswer } from '../../data/utils/server-answer';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { Button, ButtonLink } from '../../ui/components/Button';
import { DetailLoadError, DetailNotFound } from '../../ui/components/DetailPageStates';
import { Skeleton } from '../../ui/components/Skeleton';
import { useDialog } from '../../ui/hooks/useDialog';
import { useToast } from '../../ui/hooks/useToast';
import { buildCommunityHref, COMMUNITY_PATH, communityEditPath } from '../utils/community-query';
import { CommunityCounts, CommunityPostBadges } from './CommunityPostCard';
import { CommunityReplies } from './CommunityReplies';
import { CommunityReportButton } from './CommunityReportButton';

type Post = NonNullable<CommunityPostQuery['communityPost']>;

export type CommunityPostPageProps = {
  id: string;
  /** A visitor's first view, fetched by the route on the server (ADR 0017); null: asked here. */
  serverAnswer: ServerAnswer<CommunityPostQuery, CommunityPostQueryVariables> | null;
};

const BOARD_INVALIDATES = ['CommunityPosts'] as const;

function CommunityPostSkeleton() {
  return (
    <div role="status" className="mx-auto w-full max-w-[760px] px-4 py-6 desktop:py-10">
      <span className="sr-only">게시글을 불러오는 중입니다</span>
      <Skeleton className="h-5 w-24" />
      <Skeleton className="mt-3 h-8 w-3/4" />
      <Skeleton className="mt-3 h-4 w-48" />
      <Skeleton className="mt-8 h-40 w-full" />
    </div>
  );
}

function LikeButton({ post, onChange }: { post: Post; onChange: (next: Post) => void }) {
  const { auth } = useAuth();
  const router = useRouter();
  const pathname = usePathname();
  const showToast = useToast();
  const [isSending, setIsSending] = useState(false);
  const like = useGraphqlMutation(LikeCommunityPostDocument, 'likeCommunityPost', {
    invalidates: BOARD_INVALIDATES,
  });
  const unlike = useGraphqlMutation(UnlikeCommunityPostDocument, 'unlikeCommunityPost', {
    invalidates: BOARD_INVALIDATES,
  });

  async function toggle() {
    if (!auth.isLogin) {
      router.push(buildLoginHref(pathname));
      return;
    }
    setIsSending(true);
    const result = post.isLike ? await unlike({ id: post.id }) : await like({ id: post.id });
    setIsSending(false);
    if (isGraphqlFailure(result)) {
      showToast(result.message, 'error');
      return;
    }
    onChange({ ...post, likeCount: result.likeCount, isLike: result.isLike });
  }

  return (
    <Button
      variant={post.isLike ? 'primary' : 'outline'}
      aria-pressed={post.isLike}
      disabled={isSending}
      onClick={() => void toggle()}
    >
      좋아요 {formatNumber(post.likeCount)}
    </Button>
  );
}

function OwnerActions({ post }: { post: Post }) {
  const router = useRouter();
  const dialog = useDialog();
  const showToast = useToast();
  const [isDeleting, setIsDeleting] = useState(false);
  const deletePost = useGraphqlMutation(DeleteCommunityPostDocument, 'deleteCommunityPost', {
    invalidates: BOARD_INVALIDATES,
  });

  async function remove() {
    const isConfirmed = await dialog.confirm({
      title: '게시글을 삭제할까요?',
      message: `‘${post.title}’ 글과 댓글이 모두 사라지고 되돌릴 수 없어요.`,
      confirmLabel: '삭제',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    setIsDeleting(true);
    const result = await deletePost({ id: post.id });
    setIsDeleting(false);
    if (isGraphqlFailure(result)) {
      showToast(result.message, 'error');
      return;
    }
    showToast('게시글을 삭제했어요.');
    router.push(COMMUNITY_PATH);
  }

  return (
    <>
      <ButtonLink href={communityEditPath(post.id)} variant="outline">
        수정
      </ButtonLink>
      <Button variant="ghost" disabled={isDeleting} onClick={() => void remove()}>
        삭제
      </Button>
    </>
  );
}

function PostBody({ post, update }: { post: Post; update: (next: Post) => void }) {
  return (
    <article className="mx-auto w-full max-w-[760px] px-4 py-6 desktop:px-6 desktop:py-10">
      <Link
        href={COMMUNITY_PATH}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-gray-600 hover:text-gray-900"
      >
        ← 커뮤니티
      </Link>
      <header className="mt-2 border-b border-gray-200 pb-5">
        <CommunityPostBadges post={post} />
        <h1 className="mt-3 text-xl font-extrabold break-words text-gray-900 desktop:text-2xl">
          {post.title}
        </h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-500">
          <span className="font-semibold text-gray-800">{post.author.nickname}</span>
          <time dateTime={String(post.createdAt)}>{formatDateTime(post.createdAt)}</time>
          <CommunityCounts post={post} />
        </p>
      </header>
      {post.hiddenLabel ? (
        <p
          role="note"
          className="mt-5 rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
        >
          {post.hiddenLabel}: 운영 정책에 따라 다른 회원에게 보이지 않는 글이에요.
        </p>
      ) : null}
      {post.addressName ? (
        <p className="mt-5 text-sm text-gray-600">
          <span className="font-semibold text-gray-800">현장 </span>
          {[post.addressName, post.addressDetail].filter(Boolean).join(' ')}
        </p>
      ) : null}
      <div className="mt-5 text-[15px] leading-relaxed break-words whitespace-pre-line text-gray-900">
        {post.content}
      </div>
      {post.files.length > 0 ? (
        <ul className="mt-6 grid grid-cols-2 gap-2 desktop:grid-cols-3" aria-label="사진">
          {post.files.map((file, index) => (
            <li key={file.id}>
              <a href={file.url} target="_blank" rel="noopener" className="block">
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={file.thumbnailURL ?? file.url}
                  alt={`사진 ${index + 1}`}
                  loading="lazy"
                  className="aspect-square w-full rounded-xl bg-gray-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {post.hashtags.length > 0 || post.usertags.length > 0 ? (
        <p className="mt-6 flex flex-wrap gap-2 text-sm">
          {post.hashtags.map((tag) => (
            <Link
              key={tag}
              href={buildCommunityHref({ hashtag: tag })}
              className="inline-flex min-h-11 items-center rounded-full bg-gray-100 px-3 font-semibold text-brand-700 hover:bg-gray-200"
            >
              #{tag}
            </Link>
          ))}
          {post.usertags.map((user) => (
            <span
              key={user.id}
              className="inline-flex min-h-11 items-center px-1 font-semibold text-gray-700"
            >
              @{user.nickname}
            </span>
          ))}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap items-center gap-2 border-t border-gray-200 pt-5">
        <LikeButton post={post} onChange={update} />
        <div className="ml-auto flex flex-wrap gap-2">
          {post.isMine ? <OwnerActions post={post} /> : <CommunityReportButton postId={post.id} />}
        </div>
      </div>
      <CommunityReplies postId={post.id} replyCount={post.replyCount} />
    </article>
  );
}

/** /community/[id]: the post with its likes, report, the author's 수정/삭제 and replies. */
export function CommunityPostPage({ id, serverAnswer }: CommunityPostPageProps) {
  const { state, retry, update } = useGraphqlQuery(
    CommunityPostDocument,
    { id },
    { field: 'communityPost', serverAnswer },
  );
  if (state.status === 'loading') return <CommunityPostSkeleton />;
  if (state.status === 'failed') {
    return state.failure.code === 'NOT_FOUND' ? (
      <DetailNotFound
        title="게시글을 찾을 수 없어요"
        description="삭제되었거나 숨겨진 글이에요."
        listHref={COMMUNITY_PATH}
        listLabel="커뮤니티로 가기"
      />
    ) : (
      <DetailLoadError
        title="게시글을 불러오지 못했어요"
        message={state.failure.message}
        onRetry={retry}
      />
    );
  }
  return <PostBody post={state.data} update={(next) => update(() => next)} />;
}
