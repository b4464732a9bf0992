const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

/** Thousands separators ('1,234,567'); '' for a missing or non-finite value. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  // Avoids '-0' for tiny negatives that round to zero.
  return numberFormat.format(value === 0 ? 0 : value).replace(/^-0$/, '0');
}

/** Plain amount with separators: 15000 → '15,000원'. Fractions of a won are rounded. */
export function formatMoney(won: number | null | undefined): string {
  if (won === null || won === undefined || !Number.isFinite(won)) return '';
  return `${formatNumber(Math.round(won))}원`;
}

const KOREAN_UNITS = [
  { unit: '조', value: 10n ** 12n },
  { unit: '억', value: 10n ** 8n },
  { unit: '만', value: 10n ** 4n },
] as const;

/**
 * Amount in Korean units with separators inside each unit: 15000 → '1만 5,000원',
 * 350000000 → '3억 5,000만원', 1.2e12 → '1조 2,000억원', 0 → '0원'. Zero units are skipped,
 * amounts beyond 조 stay in 조 ('12,000조원'), fractions of a won are rounded and negative
 * amounts get a leading '-'. BigInt keeps the split exact for amounts above 2^53.
 */
export function formatKoreanMoney(won: number | null | undefined): string {
  if (won === null || won === undefined || !Number.isFinite(won)) return '';
  const rounded = Math.round(won);
  if (rounded === 0) return '0원';
  let remaining = BigInt(Math.abs(rounded));
  const parts: string[] = [];
  for (const { unit, value } of KOREAN_UNITS) {
    const count = remaining / value;
    remaining %= value;
    if (count > 0n) parts.push(`${count.toLocaleString('ko-KR')}${unit}`);
  }
  if (remaining > 0n) parts.push(remaining.toLocaleString('ko-KR'));
  return `${rounded < 0 ? '-' : ''}${parts.join(' ')}원`;
}

/** Price bands and many stored prices are in 만원: formatManwon(15000) → '1억 5,000만원'. */
export function formatManwon(manwon: number | null | undefined): string {
  if (manwon === null || manwon === undefined || !Number.isFinite(manwon)) return '';
  return formatKoreanMoney(manwon * 10_000);
}
