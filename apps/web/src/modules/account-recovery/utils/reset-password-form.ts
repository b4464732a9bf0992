import { emailSchema, passwordSchema } from '@gongsa/domain';
import { PHONE_REQUIRED_MESSAGE } from './recovery-failure';

export type ResetPasswordFields = {
  email: string;
  password: string;
  passwordConfirm: string;
  isPhoneVerified: boolean;
};

export type ResetPasswordErrors = Partial<
  Record<'email' | 'phone' | 'password' | 'passwordConfirm', string>
>;

/** The same rules the API applies (shared zod), plus the confirmation only a form has. */
export function validateResetPasswordFields(fields: ResetPasswordFields): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  const email = emailSchema.safeParse(fields.email);
  if (!email.success) errors.email = email.error.issues[0]?.message;
  if (!fields.isPhoneVerified) errors.phone = PHONE_REQUIRED_MESSAGE;
  const password = passwordSchema.safeParse(fields.password);
  if (!password.success) errors.password = password.error.issues[0]?.message;
  if (!fields.passwordConfirm) errors.passwordConfirm = '비밀번호를 한 번 더 입력해 주세요.';
  else if (fields.passwordConfirm !== fields.password) {
    errors.passwordConfirm = '비밀번호가 일치하지 않습니다.';
  }
  return errors;
}
