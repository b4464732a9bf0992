import type { Metadata } from 'next';
import { TermsDocument } from '../../../../modules/terms/components/TermsDocument';

export const metadata: Metadata = { title: '환불정책' };

export default function RefundTermsPage() {
  return <TermsDocument termsKey="refundTerms" />;
}
