'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CompanyPublic } from '../utils/company-detail-types';

type CompanyRoute = {
  id: string;
  /** Null when the server had no answer (a link's prefetch, an API failure). */
  company: CompanyPublic | null;
};

const CompanyRouteContext = createContext<CompanyRoute | null>(null);

/**
 * Hands the page below /company/[id]'s server layout its id and the company's public part, which
 * the layout fetched without a login (a layout cannot pass props to its page). Without it (a
 * link's prefetch, an API failure) the page waits for the browser's query as before.
 */
export function CompanyRouteProvider({
  id,
  company,
  children,
}: {
  id: string;
  company: CompanyPublic | null;
  children: ReactNode;
}) {
  // A refresh of the route (a remembered login restored after hydration calls router.refresh())
  // sends the same answer again as new objects: the page keeps the ones it has and is not drawn
  // again for it.
  const answer = company ? JSON.stringify(company) : null;
  const route = useMemo<CompanyRoute>(
    () => ({ id, company: answer ? (JSON.parse(answer) as CompanyPublic) : null }),
    [id, answer],
  );
  return <CompanyRouteContext value={route}>{children}</CompanyRouteContext>;
}

/** The route's company id and the server's public view of it, if it fetched one. */
export function useCompanyRoute(): CompanyRoute {
  const route = useContext(CompanyRouteContext);
  if (!route) throw new Error('useCompanyRoute is used outside /company/[id]');
  return route;
}
