'use client';

import { formatNumber } from '@gongsa/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type {
  CommunityCategoriesQuery,
  CommunityPostsQuery,
  CommunityPostsQueryVariables,
} from '../../../graphql/generated/graphql';
import { CommunityPostsDocument } from '../../../graphql/generated/operations/community-posts';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import type { ServerAnswer } from '../../data/utils/server-answer';
import { PagedRowList } from '../../my-companies/components/ListStates';
import { useServerTime } from '../../bid/hooks/useNow';
import { ButtonLink, Button } from '../../ui/components/Button';
import { CloseIcon, SearchIcon } from '../../ui/components/icons';
import { UrlTabs } from '../../ui/components/UrlTabs';
import {
  buildCommunityHref,
  COMMUNITY_WRITE_PATH,
  toCommunityPostsVariables,
  type CommunitySearch,
} from '../utils/community-query';
import { CommunityPostCard } from './CommunityPostCard';

export type CommunityPostsServerAnswer = ServerAnswer<
  CommunityPostsQuery,
  CommunityPostsQueryVariables
>;

export type CommunityBoardPageProps = {
  categories: CommunityCategoriesQuery['communityCategories'];
  search: CommunitySearch;
  /** A visitor's first page, fetched by the route on the server (ADR 0017); null: asked here. */
  serverAnswer: CommunityPostsServerAnswer | null;
};

const ALL = 'all';

/** /community: the boards as tabs, search, the posts (pinned first) and 글쓰기. */
export function CommunityBoardPage({ categories, search, serverAnswer }: CommunityBoardPageProps) {
  const router = useRouter();
  const now = useServerTime(serverAnswer?.fetchedAt);
  const [words, setWords] = useState(search.q ?? '');
  const paged = useGraphqlInfinite(
    CommunityPostsDocument,
    (after) => toCommunityPostsVariables(search, after),
    { selectPage: (data) => data.communityPosts, serverAnswer },
  );
  const tabs = [
    { value: ALL, label: '전체' },
    ...categories.map((category) => ({ value: category.id, label: category.name })),
  ];
  const selected = search.category ?? ALL;
  const isFiltered = Boolean(search.q || search.hashtag);

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    router.push(buildCommunityHref({ ...search, q: words.trim() || null }));
  }

  return (
    <div className="mx-auto w-full max-w-[960px] px-4 py-6 desktop:px-6 desktop:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-extrabold text-gray-900 desktop:text-2xl">커뮤니티</h1>
          <p className="mt-1 text-sm text-gray-600">
            현장 경험을 나누고, 궁금한 점을 묻고, 자유롭게 이야기해요.
          </p>
        </div>
        <ButtonLink href={COMMUNITY_WRITE_PATH}>글쓰기</ButtonLink>
      </div>
      <form role="search" onSubmit={submitSearch} className="mt-5 flex gap-2">
        <label htmlFor="community-search" className="sr-only">
          게시글 검색
        </label>
        <input
          id="community-search"
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          placeholder="제목이나 내용으로 검색"
          maxLength={100}
          className="h-11 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-[15px] text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-none"
        />
        <Button type="submit" variant="outline" aria-label="검색">
          <SearchIcon className="size-5" />
        </Button>
      </form>
      {search.hashtag ? (
        <p className="mt-3">
          <Link
            href={buildCommunityHref({ ...search, hashtag: null })}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-600 bg-brand-50 px-4 text-sm font-semibold text-brand-700"
            aria-label={`해시태그 #${search.hashtag} 거르기 해제`}
          >
            #{search.hashtag}
            <CloseIcon className="size-4" />
          </Link>
        </p>
      ) : null}
      <UrlTabs
        label="게시판"
        tabs={tabs}
        selected={selected}
        hrefOf={(value) =>
          buildCommunityHref({ category: value === ALL ? null : value, q: search.q })
        }
      >
        <div className="pt-5">
          <PagedRowList
            paged={paged}
            loadingLabel="게시글을 불러오는 중입니다"
            empty={{
              title: isFiltered ? '찾는 게시글이 없어요' : '아직 게시글이 없어요',
              description: isFiltered
                ? '다른 검색어로 찾아보거나 첫 글을 남겨 보세요.'
                : '현장 이야기나 궁금한 점을 첫 글로 남겨 보세요.',
              action: { href: COMMUNITY_WRITE_PATH, label: '글쓰기' },
            }}
            listLabel="게시글 목록"
            listClassName="grid gap-3"
            renderRow={(post) => (
              <li key={post.id}>
                <CommunityPostCard post={post} now={now} />
              </li>
            )}
          />
        </div>
      </UrlTabs>
      <p className="sr-only" aria-live="polite">
        {paged.list.status === 'loaded'
          ? `게시글 ${formatNumber(paged.list.pages.at(-1)?.totalCount ?? 0)}건`
          : ''}
      </p>
    </div>
  );
}
