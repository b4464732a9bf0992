import { describe, expect, it } from 'vitest';
import {
  buildSalesChartBars,
  buildTableColumns,
  computeYearlyChanges,
  formatAmount,
  formatCompactKoreanMoney,
  formatFinancialCell,
  formatYoY,
} from './financial-format';

describe('formatCompactKoreanMoney', () => {
  it('shortens amounts for chart labels', () => {
    expect(formatCompactKoreanMoney(350_000_000)).toBe('3.5억원');
    expect(formatCompactKoreanMoney(1_234_000_000_000)).toBe('1.2조원');
    expect(formatCompactKoreanMoney(35_000_000)).toBe('3,500만원');
    expect(formatCompactKoreanMoney(9_000)).toBe('9,000원');
    expect(formatCompactKoreanMoney(12_345_678_901)).toBe('123.5억원');
  });

  it('keeps the sign of a loss and marks a missing figure', () => {
    expect(formatCompactKoreanMoney(-250_000_000)).toBe('-2.5억원');
    expect(formatCompactKoreanMoney(null)).toBe('-');
    expect(formatCompactKoreanMoney(Number.NaN)).toBe('-');
  });
});

describe('formatAmount', () => {
  it('shows the exact amount in Korean units, or - when missing', () => {
    expect(formatAmount(350_000_000)).toBe('3억 5,000만원');
    expect(formatAmount(0)).toBe('0원');
    expect(formatAmount(undefined)).toBe('-');
  });
});

describe('formatYoY', () => {
  it('marks a rise with ▲ and a fall with ▼, one decimal', () => {
    expect(formatYoY(12.34)).toEqual({
      direction: 'up',
      text: '▲ 12.3%',
      label: '전년 대비 12.3% 증가',
    });
    expect(formatYoY(-4)).toEqual({ direction: 'down', text: '▼ 4%', label: '전년 대비 4% 감소' });
  });

  it('calls a change that rounds to zero flat and has nothing without a previous year', () => {
    expect(formatYoY(0.04)?.direction).toBe('flat');
    expect(formatYoY(0.04)?.text).toBe('0%');
    expect(formatYoY(null)).toBeNull();
  });
});

describe('buildSalesChartBars', () => {
  it('orders years oldest first and scales to the tallest bar', () => {
    const bars = buildSalesChartBars([
      { year: 2023, amount: 2_000_000_000 },
      { year: 2021, amount: 500_000_000 },
      { year: 2022, amount: 1_000_000_000 },
    ]);
    expect(bars.map((bar) => [bar.year, bar.heightPercent, bar.label])).toEqual([
      [2021, 25, '5억원'],
      [2022, 50, '10억원'],
      [2023, 100, '20억원'],
    ]);
  });

  it('keeps a year without a figure as an empty bar and never draws a loss upwards', () => {
    const bars = buildSalesChartBars([
      { year: 2022, amount: null },
      { year: 2023, amount: -100 },
      { year: 2024, amount: 300 },
    ]);
    expect(bars.map((bar) => bar.heightPercent)).toEqual([0, 0, 100]);
    expect(bars[0]?.label).toBe('-');
  });

  it('draws no bar at all when every year is empty', () => {
    expect(buildSalesChartBars([{ year: 2024, amount: 0 }])[0]?.heightPercent).toBe(0);
    expect(buildSalesChartBars([])).toEqual([]);
  });
});

describe('computeYearlyChanges', () => {
  it('compares each year with the one right before it', () => {
    const changes = computeYearlyChanges([
      { year: 2021, amount: 100 },
      { year: 2022, amount: 150 },
      { year: 2024, amount: 300 },
      { year: 2025, amount: null },
    ]);
    expect(changes).toEqual([null, 50, null, null]);
  });

  it('has no change after a zero year (no division by zero)', () => {
    expect(
      computeYearlyChanges([
        { year: 2021, amount: 0 },
        { year: 2022, amount: 10 },
      ]),
    ).toEqual([null, null]);
  });
});

describe('formatFinancialCell', () => {
  it('reads numbers as won, keeps text and marks the rest as missing', () => {
    expect(formatFinancialCell(1_500_000_000)).toBe('15억원');
    expect(formatFinancialCell('해당 없음')).toBe('해당 없음');
    expect(formatFinancialCell('  ')).toBe('-');
    expect(formatFinancialCell(null)).toBe('-');
    expect(formatFinancialCell({ nested: true })).toBe('-');
  });
});

describe('buildTableColumns', () => {
  it('keeps columns that already name the row header', () => {
    expect(
      buildTableColumns({ columns: ['구분', '2023', '2024'], rows: [{ list: [1, 2] }] }),
    ).toEqual(['구분', '2023', '2024']);
  });

  it('adds 항목 in front when columns name only the values', () => {
    expect(buildTableColumns({ columns: ['2023', '2024'], rows: [{ list: [1, 2] }] })).toEqual([
      '항목',
      '2023',
      '2024',
    ]);
  });

  it('pads missing headers so every cell has a column', () => {
    expect(buildTableColumns({ columns: ['2023'], rows: [{ list: [1, 2, 3] }] })).toEqual([
      '항목',
      '2023',
      '',
      '',
    ]);
  });
});
