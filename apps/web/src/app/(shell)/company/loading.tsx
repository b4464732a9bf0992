import { CompanyListPageSkeleton } from '../../../modules/company/components/CompanyListPageSkeleton';

export default function Loading() {
  return <CompanyListPageSkeleton />;
}
