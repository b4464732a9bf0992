import { phoneSchema } from '@gongsa/domain';

// Reached only through PHONE_VALIDATION (import()), so zod stays out of the first load.

/** The number in the API's form (digits only), or the schema's Korean message. */
export function parsePhoneNumber(
  value: string,
): { isValid: true; phoneNumber: string } | { isValid: false; message: string } {
  const parsed = phoneSchema.safeParse(value);
  if (parsed.success) return { isValid: true, phoneNumber: parsed.data };
  return {
    isValid: false,
    message: parsed.error.issues[0]?.message ?? '휴대폰 번호를 확인해 주세요.',
  };
}
