import type { ReactNode } from 'react';
import { TermsBody } from '../../terms/components/TermsBody';
import { getServiceManage } from '../../terms/utils/get-service-manage';
import type { AgreementTermsKey } from '../utils/agreements';
import { JoinAgreementsForm } from './JoinAgreementsForm';
import { JoinFrame } from './JoinFrame';

const TERMS_KEYS: readonly AgreementTermsKey[] = [
  'serviceTerms',
  'privacyPolicy',
  'marketingTerms',
  'locationTerms',
  'thirdPartyTerms',
];

/** /auth/join1. The terms texts are rendered here on the server and handed to the form. */
export async function JoinAgreementsPage() {
  const serviceManage = await getServiceManage();
  const terms = Object.fromEntries(
    TERMS_KEYS.map((key) => [key, <TermsBody key={key} text={serviceManage?.[key]} />]),
  ) as Record<AgreementTermsKey, ReactNode>;
  return (
    <JoinFrame
      step={1}
      title="약관 동의"
      description="공사마켓 서비스 이용을 위해 약관에 동의해 주세요."
    >
      <JoinAgreementsForm terms={terms} />
    </JoinFrame>
  );
}
