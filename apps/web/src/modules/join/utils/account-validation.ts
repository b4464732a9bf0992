import { emailSchema, nicknameSchema, passwordSchema, phoneSchema } from '@gongsa/domain';
import {
  EMAIL_TAKEN_MESSAGE,
  NAME_MAX,
  PHONE_NOT_VERIFIED_MESSAGE,
  type AccountErrors,
  type AccountFields,
  type EmailCheck,
  type PhoneVerification,
} from './account-form';

// zod is ~30 KiB: this file is reached only through ACCOUNT_VALIDATION (import()), never statically
// from a component, so /auth/join2 loads it after hydration instead of on first load.

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

export function validateName(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return '이름을 입력해 주세요.';
  if (trimmed.length > NAME_MAX) return `이름은 ${NAME_MAX}자 이하로 입력해 주세요.`;
  return undefined;
}

/**
 * The same rules as the API's signUp input, checked before leaving step 2. A Kakao/Naver
 * sign-up has no email or password: the provider's account is the login.
 */
export function validateAccountFields(
  fields: AccountFields,
  context: { isSocial: boolean; emailCheck: EmailCheck; verification: PhoneVerification },
): AccountErrors {
  const errors: AccountErrors = {};
  if (!context.isSocial) {
    errors.email = firstIssue(emailSchema.safeParse(fields.email));
    if (!errors.email && context.emailCheck === 'taken') errors.email = EMAIL_TAKEN_MESSAGE;
    errors.password = firstIssue(passwordSchema.safeParse(fields.password));
    if (!fields.passwordConfirm) errors.passwordConfirm = '비밀번호를 한 번 더 입력해 주세요.';
    else if (fields.passwordConfirm !== fields.password) {
      errors.passwordConfirm = '비밀번호가 일치하지 않습니다.';
    }
  }
  errors.name = validateName(fields.name);
  errors.nickname = firstIssue(nicknameSchema.safeParse(fields.nickname));
  const phone = phoneSchema.safeParse(fields.phone);
  if (!phone.success) errors.phone = phone.error.issues[0]?.message;
  else if (!context.verification || context.verification.phoneNumber !== phone.data) {
    errors.phone = PHONE_NOT_VERIFIED_MESSAGE;
  }
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as AccountErrors;
}

/** The address as the API stores it, or null while it is not well formed yet. */
export function readValidEmail(email: string): string | null {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? parsed.data : null;
}
