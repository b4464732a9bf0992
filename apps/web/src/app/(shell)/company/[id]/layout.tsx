import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CompanyExistsDocument } from '../../../../graphql/generated/operations/company-exists';
import { requireFoundOnServer } from '../../../../modules/data/utils/server-first-view';
import { isIdParam } from '@gongsa/domain';

// The checks sit in the layout, above loading.tsx's boundary: a notFound() in the page comes after
// the skeleton went out with HTTP 200. Whether a company exists is the same for every viewer, so
// the server asks without the member's login (the page itself is fetched in the browser).
export default async function CompanyDetailLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  if (!isIdParam(id)) notFound();
  // A link's prefetch renders this layout too (twenty company cards in view on /company): the
  // status only matters to a request for the document, so a prefetch does not ask the API. A
  // navigation that reuses the prefetched layout meets the page's own not-found state.
  const isPrefetch = (await headers()).get('next-router-prefetch') === '1';
  if (!isPrefetch) await requireFoundOnServer(CompanyExistsDocument, { id });
  return children;
}
