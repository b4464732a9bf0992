/**
 * Display form of a Korean telephone number. Numbers that fit no known shape are returned
 * unchanged (trimmed) rather than mangled; empty input gives ''.
 */
export function formatPhone(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('02')) {
    if (digits.length === 9) return `02-${digits.slice(2, 5)}-${digits.slice(5)}`;
    if (digits.length === 10) return `02-${digits.slice(2, 6)}-${digits.slice(6)}`;
    return trimmed;
  }
  // 8-digit 전국대표번호 such as 1588-1234 have no area code.
  if (digits.length === 8 && /^1[5-9]/.test(digits)) {
    return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  }
  if (digits.startsWith('0')) {
    if (digits.length === 10)
      return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
    if (digits.length === 11)
      return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
    // 0505 and similar four-digit prefixes used for 안심번호.
    if (digits.length === 12)
      return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`;
  }
  return trimmed;
}
