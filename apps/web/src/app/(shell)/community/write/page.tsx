import type { Metadata } from 'next';
import { isIdParam } from '@gongsa/domain';
import { CommunityFormIsland } from '../../../../modules/community/components/CommunityFormIsland';

export const metadata: Metadata = { title: '커뮤니티 글쓰기' };

type CommunityWriteProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Members only (route-access.ts sends a visitor to log in and back); ?id= edits the author's post.
export default async function CommunityWrite({ searchParams }: CommunityWriteProps) {
  const { id } = await searchParams;
  const postId = typeof id === 'string' && isIdParam(id) ? id : null;
  return <CommunityFormIsland id={postId} />;
}
