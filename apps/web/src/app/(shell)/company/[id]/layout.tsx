import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CompanyPublicDetailDocument } from '../../../../graphql/generated/operations/company-public-detail';
import { CompanyRouteProvider } from '../../../../modules/company-detail/components/CompanyRoute';
import { fetchPublicView } from '../../../../modules/data/utils/server-first-view';
import { isIdParam } from '@gongsa/domain';

// Whether the company exists and its public part (everything but the viewer's own relation to it)
// are the same for every viewer, so the server asks without the member's login, in one request:
// an unknown id is an HTTP 404, and the page renders the answer into the first HTML while the
// browser's own query, with the token, adds the viewer's parts (docs/adr/0017-server-first-view.md).
// No loading.tsx: with its boundary the page streamed in a later chunk after the skeleton and its
// text painted late (ADR 0017 §4).
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
  // status and the first view only matter to a request for the document or a navigation, so a
  // prefetch does not ask the API. Should a navigation ever reuse a layout rendered for a prefetch
  // (company null), the page shows its skeleton while the browser asks, as before.
  const isPrefetch = (await headers()).get('next-router-prefetch') === '1';
  const answer = isPrefetch
    ? null
    : await fetchPublicView(CompanyPublicDetailDocument, { id }, { isMissingNotFound: true });
  return (
    <CompanyRouteProvider id={id} company={answer?.enterprise ?? null}>
      {children}
    </CompanyRouteProvider>
  );
}
