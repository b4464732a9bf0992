import { defineLazyModule } from '../../ui/utils/lazy-module';

const MOBILE_DIGITS_MAX = 11;

/**
 * What the phone field shows while the user types: digits only, hyphenated as a mobile number
 * (010-1234-5678) as soon as there are enough digits. Anything else typed is dropped.
 */
export function formatPhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, MOBILE_DIGITS_MAX);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  // Ten digits are an old 3-3-4 number (011-123-4567); eleven are 3-4-4.
  const middleLength = digits.length === 10 ? 3 : 4;
  return `${digits.slice(0, 3)}-${digits.slice(3, 3 + middleLength)}-${digits.slice(3 + middleLength)}`;
}

/** The SMS code field keeps at most six digits. */
export function normalizeAuthCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

/** The phone schema (zod), fetched after hydration: checks wait for it. */
export const PHONE_VALIDATION = defineLazyModule(() => import('./phone-validation'));
