'use client';

import type { CommunityBoardPageProps as BoardProps } from './CommunityBoardPage';
import type { CommunityPostPageProps as PostProps } from './CommunityPostPage';
import { PageCodeUnavailable } from '../../ui/components/PageCodeUnavailable';
import { lazyIsland } from '../../ui/utils/lazy-island';

function BoardUnavailable() {
  return <PageCodeUnavailable title="커뮤니티를 불러오지 못했습니다" />;
}

function PostUnavailable() {
  return <PageCodeUnavailable title="게시글을 불러오지 못했습니다" />;
}

// The board and the post are not in the routes' first load (public pages, 150 KiB): their chunks
// are asked for when this module runs, on the server too, so the server renders them in place and
// the browser hydrates them when the chunk has come (as /bid does, ADR 0017).
const CommunityBoardPage = lazyIsland<BoardProps>(
  () => import('./CommunityBoardPage').then((module) => module.CommunityBoardPage),
  BoardUnavailable,
  { isFetchedEarly: true },
);

const CommunityPostPage = lazyIsland<PostProps>(
  () => import('./CommunityPostPage').then((module) => module.CommunityPostPage),
  PostUnavailable,
  { isFetchedEarly: true },
);

/** /community's page, whose code loads after the first-load scripts. */
export function CommunityBoardIsland(props: BoardProps) {
  return <CommunityBoardPage {...props} />;
}

/** /community/[id]'s page, whose code loads after the first-load scripts. */
export function CommunityPostIsland(props: PostProps) {
  return <CommunityPostPage {...props} />;
}
