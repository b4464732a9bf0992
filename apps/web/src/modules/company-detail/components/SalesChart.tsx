import {
  buildSalesChartBars,
  computeYearlyChanges,
  formatAmount,
  formatYoY,
} from '../utils/financial-format';
import { DataTable } from './DataTable';
import { YoYBadge } from './YoYBadge';

type SalesChartProps = {
  title: string;
  items: ReadonlyArray<{ year: number; amount: number | null }>;
};

/**
 * Bars drawn with CSS (no chart library): the picture is one image with a spoken summary, and
 * the same figures follow in a table, so nothing is only in the drawing.
 */
export function SalesChart({ title, items }: SalesChartProps) {
  const bars = buildSalesChartBars(items);
  if (bars.length === 0) {
    return <p className="text-[15px] text-gray-600">{title} 자료가 없습니다.</p>;
  }
  const changes = computeYearlyChanges(bars);
  const summary = `${title} 막대 그래프: ${bars
    .map((bar) => `${bar.year}년 ${bar.amount === null ? '자료 없음' : bar.label}`)
    .join(', ')}`;
  return (
    <figure className="space-y-4 break-inside-avoid">
      <figcaption className="text-[15px] font-semibold text-gray-800 print:text-black">
        {title}
      </figcaption>
      <div
        role="img"
        aria-label={summary}
        className="rounded-xl bg-gray-50 px-3 pt-4 pb-2 print:bg-white"
      >
        <div className="flex h-44 items-end gap-2 border-b border-gray-300 desktop:gap-4 print:border-black">
          {bars.map((bar) => (
            <div
              key={bar.year}
              className="flex h-full min-w-0 flex-1 flex-col items-center justify-end"
            >
              <span className="mb-1 text-[11px] font-semibold whitespace-nowrap text-gray-700 tabular-nums desktop:text-xs print:text-black">
                {bar.label}
              </span>
              <div
                className="w-full max-w-14 rounded-t-md bg-brand-500 print:bg-gray-700 print:[print-color-adjust:exact]"
                style={{ height: `${bar.heightPercent}%` }}
              />
            </div>
          ))}
        </div>
        <div className="flex gap-2 pt-1.5 desktop:gap-4">
          {bars.map((bar) => (
            <span
              key={bar.year}
              className="min-w-0 flex-1 text-center text-xs text-gray-600 tabular-nums print:text-black"
            >
              {bar.year}
            </span>
          ))}
        </div>
      </div>
      <DataTable
        caption={`${title} 표`}
        columns={['연도', '금액', '전년 대비']}
        rows={bars.map((bar, index) => ({
          key: String(bar.year),
          header: `${bar.year}년`,
          cells: [formatAmount(bar.amount), <YoYBadge key="yoy" yoy={formatYoY(changes[index])} />],
        }))}
      />
    </figure>
  );
}
