import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BidDetailDocument } from '../../../../graphql/generated/operations/bid-detail';
import { BidDetailIsland } from '../../../../modules/bid/components/BidDetailIsland';
import { BidVisitorDetail } from '../../../../modules/bid/components/BidVisitorDetail';
import { isIdParam } from '@gongsa/domain';
import { fetchVisitorFirstView } from '../../../../modules/data/utils/server-first-view';

export const metadata: Metadata = { title: '견적 요청' };

export default async function BidDetailRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isIdParam(id)) notFound();
  // A visitor's view is rendered here, in the HTML with no code of its own; a logged-in browser
  // asks with its token (ADR 0017).
  // An id the API does not know is a 404 for a visitor; a member's browser shows the same
  // not-found state after asking with its token.
  const serverAnswer = await fetchVisitorFirstView(
    BidDetailDocument,
    { id },
    { isMissingNotFound: true },
  );
  if (!serverAnswer) return <BidDetailIsland key={id} id={id} />;
  return (
    <BidDetailIsland key={id} id={id} title={serverAnswer.data.announcement.title}>
      <BidVisitorDetail id={id} answer={serverAnswer} />
    </BidDetailIsland>
  );
}
