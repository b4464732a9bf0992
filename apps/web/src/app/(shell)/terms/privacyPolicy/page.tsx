import type { Metadata } from 'next';
import { TermsDocument } from '../../../../modules/terms/components/TermsDocument';

export const metadata: Metadata = { title: '개인정보처리방침' };

export default function PrivacyPolicyPage() {
  return <TermsDocument termsKey="privacyPolicy" />;
}
