import { businessNumberSchema, type ProfileType, withJosa } from '@gongsa/domain';
import {
  COMPANY_NAME_MAX,
  OWNER_NAME_MAX,
  isBusinessProfileType,
  type ProfileErrors,
  type ProfileFields,
} from './profile-form';

// Reached only through PROFILE_VALIDATION (import()), so zod stays out of /auth/join3's first load;
// what only 가입 완료 needs (the sign-up mutations, reading their errors) comes with it.
export { SignUpDocument } from '../../../graphql/generated/operations/sign-up';
export { classifySignUpError } from './sign-up-error';
export { requestSocialSignUp } from './social-sign-up';

function validateText(value: string, label: string, max: number): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return `${withJosa(label, '을/를')} 입력해 주세요.`;
  if (trimmed.length > max) return `${withJosa(label, '은/는')} ${max}자 이하로 입력해 주세요.`;
  return undefined;
}

export function validateProfileFields(
  type: ProfileType | null,
  fields: ProfileFields,
): ProfileErrors {
  if (!type) return { type: '회원 유형을 선택해 주세요.' };
  if (!isBusinessProfileType(type)) return {};
  const errors: ProfileErrors = {
    companyName: validateText(fields.companyName, '상호명', COMPANY_NAME_MAX),
    ownerName: validateText(fields.ownerName, '대표자명', OWNER_NAME_MAX),
  };
  const businessNumber = businessNumberSchema.safeParse(fields.businessNumber);
  if (!businessNumber.success) errors.businessNumber = businessNumber.error.issues[0]?.message;
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as ProfileErrors;
}
