import { CompanyNotFound } from '../../../modules/company-detail/components/CompanyNotFound';

// Catches the notFound() of the [id] layout (a company id that cannot or does not exist): a
// layout's notFound() is answered by the segment above it.
export default function NotFound() {
  return <CompanyNotFound />;
}
