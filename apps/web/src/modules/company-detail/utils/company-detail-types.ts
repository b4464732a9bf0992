import type {
  CompanyDetailQuery,
  CompanyFinancialFreeQuery,
  CompanyFinancialQuery,
  CompanyPortfoliosQuery,
  CompanyReviewDashboardQuery,
  CompanyReviewsQuery,
} from '../../../graphql/generated/graphql';

export type CompanyDetail = CompanyDetailQuery['enterprise'];
export type CompanyInfoData = Extract<
  NonNullable<CompanyDetail['info']>,
  { __typename: 'CompanyInfo' | 'EngineerInfo' }
>;
export type FinancialFreeData = CompanyFinancialFreeQuery['financialFree'];
export type FinancialData = CompanyFinancialQuery['financial'];
export type ReviewDashboardData = CompanyReviewDashboardQuery['reviewDashboard'];
export type ReviewPage = CompanyReviewsQuery['enterpriseReviews'];
export type ReviewItem = ReviewPage['nodes'][number];
export type PortfolioItem = CompanyPortfoliosQuery['enterprisePortfolios'][number];

/** Consumers have no company info; the detail page shows what the other types fill in. */
export function readCompanyInfo(company: CompanyDetail): CompanyInfoData | null {
  const info = company.info;
  if (!info || info.__typename === 'ConsumerInfo') return null;
  return info;
}
