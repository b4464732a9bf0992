import { COMPANY_UNIQUE_ID_PATTERN } from '../constants';

// The checks behind businessNumberSchema and companyUniqueIdSchema (business.ts) without zod, so
// the company list can tell a unique id from a name in the search box without shipping zod.
const BUSINESS_NUMBER_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** 10 digits, hyphenated 3-2-5 or not. */
export const BUSINESS_NUMBER_PATTERN = /^\d{3}-?\d{2}-?\d{5}$/;

/**
 * The 국세청 check digit of a 10-digit 사업자등록번호: weighted sum of the first nine digits,
 * plus the tens digit of (9th digit × 5), and the last digit makes the total a multiple of 10.
 */
export function isValidBusinessNumber(value: string): boolean {
  const digits = value.replace(/-/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const numbers = Array.from(digits, Number);
  let sum = 0;
  BUSINESS_NUMBER_WEIGHTS.forEach((weight, index) => {
    sum += (numbers[index] ?? 0) * weight;
  });
  sum += Math.floor(((numbers[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === numbers[9];
}

export function isCompanyUniqueId(value: string): boolean {
  return COMPANY_UNIQUE_ID_PATTERN.test(value.trim());
}

/** businessNumberSchema's answer without zod: the digits of a valid number, else null. */
export function readValidBusinessNumber(value: string): string | null {
  const trimmed = value.trim();
  if (!BUSINESS_NUMBER_PATTERN.test(trimmed) || !isValidBusinessNumber(trimmed)) return null;
  return trimmed.replace(/-/g, '');
}
