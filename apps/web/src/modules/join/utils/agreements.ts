import type { JoinAgreements } from './join-data';

export type AgreementKey =
  | 'isServiceTerms'
  | 'isPrivacyPolicy'
  | 'isMarketingNoti'
  | 'isAllowGeolocation'
  | 'isAllowThirdParty';

/** Which serviceManage text each agreement shows behind its '보기' disclosure. */
export type AgreementTermsKey =
  'serviceTerms' | 'privacyPolicy' | 'marketingTerms' | 'locationTerms' | 'thirdPartyTerms';

export type AgreementItem = {
  key: AgreementKey;
  label: string;
  isRequired: boolean;
  termsKey: AgreementTermsKey;
};

export const AGREEMENT_ITEMS: readonly AgreementItem[] = [
  { key: 'isServiceTerms', label: '서비스 이용약관', isRequired: true, termsKey: 'serviceTerms' },
  {
    key: 'isPrivacyPolicy',
    label: '개인정보 처리방침',
    isRequired: true,
    termsKey: 'privacyPolicy',
  },
  { key: 'isMarketingNoti', label: '마케팅 수신', isRequired: false, termsKey: 'marketingTerms' },
  {
    key: 'isAllowGeolocation',
    label: '위치정보 이용',
    isRequired: false,
    termsKey: 'locationTerms',
  },
  { key: 'isAllowThirdParty', label: '제3자 제공', isRequired: false, termsKey: 'thirdPartyTerms' },
];

export type AgreementChecks = Record<AgreementKey, boolean>;

export const NO_AGREEMENTS: AgreementChecks = {
  isServiceTerms: false,
  isPrivacyPolicy: false,
  isMarketingNoti: false,
  isAllowGeolocation: false,
  isAllowThirdParty: false,
};

/** '전체 동의' is checked when every item is, and shows the mixed state when only some are. */
export function getAllAgreementState(checks: AgreementChecks): 'all' | 'some' | 'none' {
  const values = AGREEMENT_ITEMS.map((item) => checks[item.key]);
  if (values.every(Boolean)) return 'all';
  return values.some(Boolean) ? 'some' : 'none';
}

export function setAllAgreements(isChecked: boolean): AgreementChecks {
  return {
    isServiceTerms: isChecked,
    isPrivacyPolicy: isChecked,
    isMarketingNoti: isChecked,
    isAllowGeolocation: isChecked,
    isAllowThirdParty: isChecked,
  };
}

export function hasRequiredAgreements(checks: AgreementChecks): boolean {
  return AGREEMENT_ITEMS.every((item) => !item.isRequired || checks[item.key]);
}

/** The join data entry for step 1; null until both required agreements are given. */
export function toJoinAgreements(checks: AgreementChecks): JoinAgreements | null {
  if (!checks.isServiceTerms || !checks.isPrivacyPolicy) return null;
  return {
    step: 1,
    isServiceTerms: true,
    isPrivacyPolicy: true,
    isMarketingNoti: checks.isMarketingNoti,
    isAllowGeolocation: checks.isAllowGeolocation,
    isAllowThirdParty: checks.isAllowThirdParty,
  };
}

/** Coming back to step 1 shows what was agreed before. */
export function fromJoinAgreements(agreements: JoinAgreements | null): AgreementChecks {
  if (!agreements) return NO_AGREEMENTS;
  return {
    isServiceTerms: true,
    isPrivacyPolicy: true,
    isMarketingNoti: agreements.isMarketingNoti,
    isAllowGeolocation: agreements.isAllowGeolocation,
    isAllowThirdParty: agreements.isAllowThirdParty,
  };
}
