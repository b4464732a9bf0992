import { emailSchema, nicknameSchema, passwordSchema, phoneSchema } from '@gongsa/domain';
import type { JoinAccount } from './join-data';

export type AccountFields = {
  email: string;
  password: string;
  passwordConfirm: string;
  name: string;
  nickname: string;
  phone: string;
};

export type AccountField = keyof AccountFields;
export type AccountErrors = Partial<Record<AccountField, string>>;

/** What the live isExistEmail check last said about the typed address. */
export type EmailCheck = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

export type PhoneVerification = { requestId: string; phoneNumber: string } | null;

/** The API's limit for 이름 (sign-up.service.ts). */
export const NAME_MAX = 30;

export const EMPTY_ACCOUNT_FIELDS: AccountFields = {
  email: '',
  password: '',
  passwordConfirm: '',
  name: '',
  nickname: '',
  phone: '',
};

export const EMAIL_TAKEN_MESSAGE = '이미 가입된 이메일입니다.';
export const PHONE_NOT_VERIFIED_MESSAGE = '휴대폰 인증을 완료해 주세요.';

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

/** The first field with an error, in the order they appear on the page (focus goes there). */
export function findFirstErrorField(errors: AccountErrors): AccountField | null {
  const order: AccountField[] = [
    'email',
    'password',
    'passwordConfirm',
    'name',
    'nickname',
    'phone',
  ];
  return order.find((field) => errors[field]) ?? null;
}

export function toJoinAccount(
  fields: AccountFields,
  verification: { requestId: string; phoneNumber: string },
  isSocial: boolean,
): JoinAccount {
  return {
    step: 2,
    email: isSocial ? null : fields.email.trim().toLowerCase(),
    password: isSocial ? null : fields.password,
    name: fields.name.trim(),
    nickname: fields.nickname.trim(),
    phoneNumber: verification.phoneNumber,
    requestId: verification.requestId,
  };
}
