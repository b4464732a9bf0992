import type {
  CompanyDetailQuery,
  CompanyFinancialFreeQuery,
  CompanyFinancialQuery,
  CompanyPublicDetailQuery,
  CompanyReviewDashboardQuery,
  CompanyReviewsQuery,
} from '../../../graphql/generated/graphql';

export type CompanyDetail = CompanyDetailQuery['enterprise'];
/** What every viewer sees the same: the server renders it into the first HTML (ADR 0017). */
export type CompanyPublic = CompanyPublicDetailQuery['enterprise'];
/** The member's own relation to the company, from the browser's query with their token. */
export type CompanyViewer = Pick<CompanyDetail, 'isFavorite' | 'isFollowing' | 'isMine'>;
export type CompanyInfoData = Extract<
  NonNullable<CompanyPublic['info']>,
  { __typename: 'CompanyInfo' | 'EngineerInfo' }
>;
export type FinancialFreeData = CompanyFinancialFreeQuery['financialFree'];
export type FinancialData = CompanyFinancialQuery['financial'];
export type ReviewDashboardData = CompanyReviewDashboardQuery['reviewDashboard'];
export type ReviewPage = CompanyReviewsQuery['enterpriseReviews'];
export type ReviewItem = ReviewPage['nodes'][number];

/** Consumers have no company info; the detail page shows what the other types fill in. */
export function readCompanyInfo(company: CompanyPublic): CompanyInfoData | null {
  const info = company.info;
  if (!info || info.__typename === 'ConsumerInfo') return null;
  return info;
}
