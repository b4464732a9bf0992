import { formatKoreanMoney, formatMoney, formatNumber } from '@gongsa/domain';

const EOK = 100_000_000;
const JO = 1_000_000_000_000;
const MAN = 10_000;

/** Shown wherever a figure is missing, so an empty cell never reads as zero. */
export const MISSING_VALUE = '-';

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Short amount for chart labels, where '3억 5,000만원' would not fit under a bar:
 * 3.5e8 → '3.5억원', 1.23e12 → '1.2조원', 35,000,000 → '3,500만원', 9,000 → '9,000원'.
 * Tables keep the exact formatKoreanMoney form.
 */
export function formatCompactKoreanMoney(won: number | null | undefined): string {
  if (won === null || won === undefined || !Number.isFinite(won)) return MISSING_VALUE;
  const sign = won < 0 ? '-' : '';
  const amount = Math.abs(won);
  if (amount >= JO) return `${sign}${formatNumber(roundTo(amount / JO, 1))}조원`;
  if (amount >= EOK) return `${sign}${formatNumber(roundTo(amount / EOK, 1))}억원`;
  if (amount >= MAN) return `${sign}${formatNumber(Math.round(amount / MAN))}만원`;
  return formatMoney(won);
}

/** Exact amount in 만/억/조 units, or '-' when the figure is missing. */
export function formatAmount(won: number | null | undefined): string {
  return formatKoreanMoney(won) || MISSING_VALUE;
}

export type YoYDirection = 'up' | 'down' | 'flat';

export type YoYText = {
  direction: YoYDirection;
  /** What is printed: '▲ 12.3%', '▼ 4%', '0%'. */
  text: string;
  /** The same for a screen reader, which would read the triangles as shapes. */
  label: string;
};

/** Year-over-year change in percent; null when there is no previous year to compare with. */
export function formatYoY(percent: number | null | undefined): YoYText | null {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return null;
  const rounded = roundTo(percent, 1);
  if (rounded === 0) return { direction: 'flat', text: '0%', label: '전년과 같음' };
  const size = `${formatNumber(Math.abs(rounded))}%`;
  return rounded > 0
    ? { direction: 'up', text: `▲ ${size}`, label: `전년 대비 ${size} 증가` }
    : { direction: 'down', text: `▼ ${size}`, label: `전년 대비 ${size} 감소` };
}

export type ChartBar = {
  year: number;
  amount: number | null;
  /** Bar height as a share of the tallest bar, 0–100; 0 for a missing or negative amount. */
  heightPercent: number;
  label: string;
};

/**
 * Bars for the sales chart, oldest year first (the order a reader scans a time line). Years
 * with no figure stay in the chart with an empty bar, so a gap is visible rather than hidden.
 */
export function buildSalesChartBars(
  items: ReadonlyArray<{ year: number; amount?: number | null }>,
): ChartBar[] {
  const sorted = [...items].sort((left, right) => left.year - right.year);
  const largest = Math.max(0, ...sorted.map((item) => item.amount ?? 0));
  return sorted.map((item) => {
    const amount = item.amount ?? null;
    const heightPercent =
      amount !== null && amount > 0 && largest > 0 ? roundTo((amount / largest) * 100, 1) : 0;
    return { year: item.year, amount, heightPercent, label: formatCompactKoreanMoney(amount) };
  });
}

/**
 * Change against the previous listed year for each year of a series, for the table under the
 * chart. The API gives the latest year's change only; the rest follow from the amounts.
 */
export function computeYearlyChanges(
  bars: ReadonlyArray<Pick<ChartBar, 'year' | 'amount'>>,
): Array<number | null> {
  return bars.map((bar, index) => {
    const previous = bars[index - 1];
    if (!previous || previous.year !== bar.year - 1) return null;
    if (bar.amount === null || previous.amount === null || previous.amount === 0) return null;
    return ((bar.amount - previous.amount) / Math.abs(previous.amount)) * 100;
  });
}

/**
 * A financial table cell: numbers are amounts in won (the contract), text is shown as given,
 * anything else (null, objects) as '-'.
 */
export function formatFinancialCell(value: unknown): string {
  if (typeof value === 'number') return formatAmount(value);
  if (typeof value === 'string') return value.trim() || MISSING_VALUE;
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  return MISSING_VALUE;
}

/**
 * Column headers for a FinancialTable. The contract leaves open whether `columns` names the
 * row-name column too; when it has one entry fewer than the cells, '항목' is put in front.
 */
export function buildTableColumns(
  table: { columns: ReadonlyArray<string>; rows: ReadonlyArray<{ list: ReadonlyArray<unknown> }> },
  firstColumn = '항목',
): string[] {
  const cellCount = Math.max(0, ...table.rows.map((row) => row.list.length));
  if (table.columns.length === cellCount + 1) return [...table.columns];
  const valueColumns = [...table.columns];
  while (valueColumns.length < cellCount) valueColumns.push('');
  return [firstColumn, ...valueColumns.slice(0, Math.max(cellCount, valueColumns.length))];
}
