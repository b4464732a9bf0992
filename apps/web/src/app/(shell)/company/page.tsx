import type { Metadata } from 'next';
import { parseCompanySearchParams } from '@gongsa/domain';
import { CompanyFilterOptionsDocument } from '../../../graphql/generated/operations/company-filter-options';
import { CompanyListDocument } from '../../../graphql/generated/operations/company-list';
import { CompanyListIsland } from '../../../modules/company/components/CompanyListIsland';
import { toCompanyListVariables } from '../../../modules/company/utils/company-list-query';
import {
  fetchReferenceData,
  fetchVisitorFirstView,
} from '../../../modules/data/utils/server-first-view';

/** How long this web process keeps the filter's licence kinds and credit grades. */
const FILTER_OPTIONS_KEEP_MS = 5 * 60 * 1000;

type CompanyPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ searchParams }: CompanyPageProps): Promise<Metadata> {
  const { k, search } = parseCompanySearchParams(await searchParams);
  const keyword = k || search;
  return { title: keyword ? `‘${keyword}’ 업체 검색` : '전체 업체' };
}

export default async function CompanyPage({ searchParams }: CompanyPageProps) {
  // A visitor's first page is in the HTML: the variables the list's first request sends for this
  // URL (no device position is known here). The list reads the URL on the client, where filter
  // changes update it without a reload (ADR 0017); its code is a lazy island rendered in place,
  // not in the first load (2026-11-27).
  // The filter panel's licence kinds and credit grades are the same for everyone: in the HTML
  // for members too, so the desktop sidebar does not grow when they arrive.
  const [serverAnswer, filterOptions] = await Promise.all([
    fetchVisitorFirstView(
      CompanyListDocument,
      toCompanyListVariables(parseCompanySearchParams(await searchParams), {
        deviceLocation: null,
      }),
    ),
    fetchReferenceData(CompanyFilterOptionsDocument, FILTER_OPTIONS_KEEP_MS),
  ]);
  return <CompanyListIsland serverAnswer={serverAnswer} filterOptions={filterOptions} />;
}
