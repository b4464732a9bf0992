import { CompanyNotFound } from '../../../../modules/company-detail/components/CompanyNotFound';

export default function NotFound() {
  return <CompanyNotFound />;
}
