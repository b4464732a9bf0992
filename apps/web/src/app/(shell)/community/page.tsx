import type { Metadata } from 'next';
import { CommunityCategoriesDocument } from '../../../graphql/generated/operations/community-categories';
import { CommunityPostsDocument } from '../../../graphql/generated/operations/community-posts';
import { CommunityBoardIsland } from '../../../modules/community/components/CommunityIslands';
import {
  parseCommunitySearch,
  toCommunityPostsVariables,
} from '../../../modules/community/utils/community-query';
import {
  fetchReferenceData,
  fetchVisitorFirstView,
} from '../../../modules/data/utils/server-first-view';

export const metadata: Metadata = { title: '커뮤니티' };

type CommunityPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The boards change when operators edit them: kept by this web process for a minute. */
const CATEGORIES_KEEP_MS = 60_000;

// A public board (ADR 0034): the boards and a visitor's first page are in the HTML; a member's
// page asks in the browser (their own hidden posts and likes differ), as /bid does (ADR 0017).
export default async function CommunityPage({ searchParams }: CommunityPageProps) {
  const search = parseCommunitySearch(await searchParams);
  const [categories, serverAnswer] = await Promise.all([
    fetchReferenceData(CommunityCategoriesDocument, CATEGORIES_KEEP_MS),
    fetchVisitorFirstView(CommunityPostsDocument, toCommunityPostsVariables(search)),
  ]);
  return (
    <CommunityBoardIsland
      categories={categories?.communityCategories ?? []}
      search={search}
      serverAnswer={serverAnswer}
    />
  );
}
