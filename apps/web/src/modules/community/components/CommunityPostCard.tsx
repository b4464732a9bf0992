import { formatNumber, formatRelativeTime } from '@gongsa/domain';
import Link from 'next/link';
import type { CommunityPostCardFieldsFragment } from '../../../graphql/generated/graphql';
import { communityPostPath } from '../utils/community-query';

/** A post's counts as the board and the detail show them: 조회 · 좋아요 · 댓글. */
export function CommunityCounts({
  post,
}: {
  post: Pick<CommunityPostCardFieldsFragment, 'viewCount' | 'likeCount' | 'replyCount'>;
}) {
  return (
    <span className="inline-flex flex-wrap gap-x-3">
      <span>조회 {formatNumber(post.viewCount)}</span>
      <span>좋아요 {formatNumber(post.likeCount)}</span>
      <span>댓글 {formatNumber(post.replyCount)}</span>
    </span>
  );
}

/** The small labels before a title: 공지 (pinned), the board, 숨김 처리됨 for its author. */
export function CommunityPostBadges({ post }: { post: CommunityPostCardFieldsFragment }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5 text-xs font-semibold">
      {post.isPinned ? (
        <span className="rounded-md bg-brand-600 px-2 py-0.5 text-white">공지</span>
      ) : null}
      <span className="rounded-md bg-gray-100 px-2 py-0.5 text-gray-700">{post.category.name}</span>
      {post.hiddenLabel ? (
        <span className="rounded-md bg-danger-50 px-2 py-0.5 text-danger-700">
          {post.hiddenLabel}
        </span>
      ) : null}
    </span>
  );
}

/** One post on the board: the whole card opens it (the title is the link). */
export function CommunityPostCard({
  post,
  now,
}: {
  post: CommunityPostCardFieldsFragment;
  now: Date | undefined;
}) {
  const thumbnail = post.files[0]?.thumbnailURL ?? null;
  return (
    <article className="relative flex gap-4 rounded-2xl border border-gray-200 bg-white p-4 transition-colors focus-within:border-brand-600 hover:border-gray-300 desktop:p-5">
      <div className="min-w-0 flex-1">
        <CommunityPostBadges post={post} />
        <h2 className="mt-2 text-base font-bold text-gray-900 desktop:text-lg">
          <Link
            href={communityPostPath(post.id)}
            className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-gray-600">{post.content}</p>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-[13px] text-gray-500">
          <span className="font-semibold text-gray-700">{post.author.nickname}</span>
          <time dateTime={String(post.createdAt)}>
            {formatRelativeTime(post.createdAt, now ?? new Date())}
          </time>
          <CommunityCounts post={post} />
        </p>
      </div>
      {thumbnail ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={thumbnail}
          alt=""
          loading="lazy"
          className="size-20 shrink-0 rounded-xl bg-gray-100 object-cover desktop:size-24"
        />
      ) : null}
    </article>
  );
}
