import { defineLazyModule } from '../../ui/utils/lazy-module';
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

/** The form's checks with the domain's zod schemas, loaded after the page is interactive. */
export const ACCOUNT_VALIDATION = defineLazyModule(() => import('./account-validation'));

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
