import { formatKoreanMoney } from '@gongsa/domain';

/** Keeps the digits a user typed and shows them with thousands separators: '12000000' → '12,000,000'. */
export function formatAmountInput(raw: string): string {
  const digits = raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 13);
  return digits ? Number(digits).toLocaleString('ko-KR') : '';
}

/** The Korean reading under the amount field ('1,200만원'); '' while nothing is typed. */
export function readAmountInput(formatted: string): string {
  const digits = formatted.replace(/\D/g, '');
  return digits ? formatKoreanMoney(Number(digits)) : '';
}
