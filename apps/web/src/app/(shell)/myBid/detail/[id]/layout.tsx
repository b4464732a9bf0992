import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isIdParam } from '@gongsa/domain';

// Above loading.tsx's boundary, so an id that cannot name a request answers HTTP 404 (in the page
// the skeleton would already have gone out with 200). A well-formed id that is not the member's
// own request is known only to the browser, which asks with its token (MyBidDetailPage).
export default async function MyBidDetailLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  if (!isIdParam(id)) notFound();
  return children;
}
