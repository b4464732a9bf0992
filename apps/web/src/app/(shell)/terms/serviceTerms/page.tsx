import type { Metadata } from 'next';
import { TermsDocument } from '../../../../modules/terms/components/TermsDocument';

export const metadata: Metadata = { title: '이용약관' };

export default function ServiceTermsPage() {
  return <TermsDocument termsKey="serviceTerms" />;
}
