/**
 * Check digits of Korean registration numbers, so demo companies carry numbers that pass the same
 * validation real sign-ups go through (businessNumberSchema in @gongsa/domain).
 */
const BUSINESS_NUMBER_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** 사업자등록번호: the 10th digit from the first nine. */
export function computeBusinessNumberCheckDigit(firstNine: string): number {
  const digits = firstNine.split('').map(Number);
  let sum = 0;
  BUSINESS_NUMBER_WEIGHTS.forEach((weight, index) => {
    sum += (digits[index] ?? 0) * weight;
  });
  sum += Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

export function isValidBusinessNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  return computeBusinessNumberCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

/** 법인등록번호: the 13th digit from the first twelve (weights alternate 1, 2). */
export function computeCorporateNumberCheckDigit(firstTwelve: string): number {
  const sum = firstTwelve
    .split('')
    .map(Number)
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 2), 0);
  return (10 - (sum % 10)) % 10;
}
