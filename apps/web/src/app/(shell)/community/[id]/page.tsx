import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isIdParam } from '@gongsa/domain';
import { CommunityPostDocument } from '../../../../graphql/generated/operations/community-post';
import { CommunityPostIsland } from '../../../../modules/community/components/CommunityIslands';
import { fetchVisitorFirstView } from '../../../../modules/data/utils/server-first-view';

export const metadata: Metadata = { title: '커뮤니티 게시글' };

type CommunityPostRouteProps = { params: Promise<{ id: string }> };

// A visitor's first view is in the HTML (an unknown or hidden post is an HTTP 404); a member's
// page asks in the browser, where isLike and isMine are theirs (ADR 0017, ADR 0034).
export default async function CommunityPostRoute({ params }: CommunityPostRouteProps) {
  const { id } = await params;
  if (!isIdParam(id)) notFound();
  const serverAnswer = await fetchVisitorFirstView(
    CommunityPostDocument,
    { id },
    { isMissingNotFound: true },
  );
  return <CommunityPostIsland id={id} serverAnswer={serverAnswer} />;
}
