import { readValidBusinessNumber, type ProfileType } from '@gongsa/domain';
import { defineLazyModule } from '../../ui/utils/lazy-module';
import type { JoinProfileInput } from './join-data';

export type ProfileFields = {
  companyName: string;
  ownerName: string;
  businessNumber: string;
};
export type ProfileField = keyof ProfileFields;
export type ProfileErrors = Partial<Record<ProfileField | 'type', string>>;

export const EMPTY_PROFILE_FIELDS: ProfileFields = {
  companyName: '',
  ownerName: '',
  businessNumber: '',
};

/** The API's limits (sign-up.service.ts). */
export const COMPANY_NAME_MAX = 100;
export const OWNER_NAME_MAX = 50;

export type ProfileTypeOption = { type: ProfileType; label: string; description: string };

export const PROFILE_TYPE_CHOICES: readonly ProfileTypeOption[] = [
  {
    type: 'CORPORATION',
    label: '법인',
    description: '법인등록을 한 건설·엔지니어링 회사',
  },
  {
    type: 'PRIVATE_BUSINESS',
    label: '개인 사업자',
    description: '사업자등록을 한 개인 시공·설비 업체',
  },
  {
    type: 'ENGINEER',
    label: '기술자',
    description: '현장에서 일하는 기술자·전문 인력',
  },
  {
    type: 'CONSUMER',
    label: '일반 소비자',
    description: '공사를 맡기려는 개인이나 기관',
  },
];

/** 법인 and 개인 사업자 register with the business' basic facts; the others need nothing more. */
export function isBusinessProfileType(type: ProfileType | null): boolean {
  return type === 'CORPORATION' || type === 'PRIVATE_BUSINESS';
}

/** validateProfileFields (zod) and the sign-up calls, fetched after hydration: 가입 완료 waits for them. */
export const PROFILE_VALIDATION = defineLazyModule(() => import('./profile-validation'));

/** The profile part of signUp / signUpKakao / signUpNaver. */
export function toSignUpProfile(type: ProfileType, fields: ProfileFields): JoinProfileInput {
  if (!isBusinessProfileType(type)) return { type };
  return {
    type,
    companyName: fields.companyName.trim(),
    ownerName: fields.ownerName.trim(),
    businessNumber: fields.businessNumber.replace(/\D/g, ''),
  };
}

/**
 * The number to look up at the 국세청 while typing: only a complete, well-formed one (the check
 * digit is right), so each keystroke does not cost an API call.
 */
export function readCompleteBusinessNumber(value: string): string | null {
  return readValidBusinessNumber(value);
}

/** 사업자등록번호 as typed: digits only, hyphenated 3-2-5 as they come. */
export function formatBusinessNumberInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
