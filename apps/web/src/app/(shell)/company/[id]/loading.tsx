import { CompanyDetailSkeleton } from '../../../../modules/company-detail/components/CompanyDetailSkeleton';

export default function Loading() {
  return <CompanyDetailSkeleton />;
}
