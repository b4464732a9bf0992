import type { ReactNode } from 'react';
import type { FinancialData } from '../utils/company-detail-types';
import {
  MISSING_VALUE,
  buildTableColumns,
  formatAmount,
  formatFinancialCell,
  formatYoY,
} from '../utils/financial-format';
import { DataTable } from './DataTable';
import { SalesChart } from './SalesChart';
import { YoYBadge } from './YoYBadge';

export const NO_FAULT_INFO_MESSAGE = '등록된 연체·행정처분 정보가 없습니다.';

type FinancialDetailsProps = {
  financial: FinancialData;
  /** The printed report starts each part on a new page. */
  isReport?: boolean;
};

function SummaryItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-gray-50 px-4 py-3 print:border print:border-gray-400 print:bg-white">
      <dt className="text-sm text-gray-600 print:text-black">{term}</dt>
      <dd className="mt-1 text-base font-bold text-gray-900 tabular-nums print:text-black">
        {children}
      </dd>
    </div>
  );
}

function SubHeading({ children }: { children: string }) {
  return <h3 className="text-base font-bold text-gray-900 print:text-black">{children}</h3>;
}

/** Everything `financial` returns: summary, sales charts and the tables. Shared with the report. */
export function FinancialDetails({ financial, isReport = false }: FinancialDetailsProps) {
  const { salesInfo } = financial;
  const salesYoY = formatYoY(salesInfo.salesYoY);
  const businessYoY = formatYoY(salesInfo.businessSalesYoY);
  const pageBreak = isReport ? 'print:break-before-page' : '';
  const hasBusinessSales = salesInfo.businessSalesAmounts.length > 0;

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <SubHeading>요약</SubHeading>
        <dl className="grid grid-cols-2 gap-2 desktop:grid-cols-4">
          <SummaryItem term="신용등급 (CRI)">
            {financial.cri?.name ?? MISSING_VALUE}
            {financial.evaluatedAt ? (
              <span className="mt-0.5 block text-xs font-normal text-gray-600 print:text-black">
                평가일 {financial.evaluatedAt.replaceAll('-', '.')}
              </span>
            ) : null}
          </SummaryItem>
          <SummaryItem term={salesInfo.salesYear ? `${salesInfo.salesYear}년 매출` : '최근 매출'}>
            {formatAmount(salesInfo.salesAmount)}
            <span className="mt-0.5 block text-xs">
              <YoYBadge yoy={salesYoY} />
            </span>
          </SummaryItem>
          <SummaryItem term="평균 매출">{formatAmount(salesInfo.salesAvg)}</SummaryItem>
          <SummaryItem
            term={
              salesInfo.businessSalesYear
                ? `${salesInfo.businessSalesYear}년 공사 매출`
                : '최근 공사 매출'
            }
          >
            {formatAmount(salesInfo.businessSalesAmount)}
            <span className="mt-0.5 block text-xs">
              <YoYBadge yoy={businessYoY} />
            </span>
          </SummaryItem>
          <SummaryItem term="평균 공사 매출">
            {formatAmount(salesInfo.businessSalesAvg)}
          </SummaryItem>
          <SummaryItem term="공공 공사 수주액">{formatAmount(financial.publicAmount)}</SummaryItem>
          <SummaryItem term="민간 공사 수주액">{formatAmount(financial.privateAmount)}</SummaryItem>
        </dl>
      </div>

      <div className={`space-y-6 ${pageBreak}`}>
        <SubHeading>매출 추이</SubHeading>
        <SalesChart title="연도별 매출" items={salesInfo.salesAmounts} />
        {hasBusinessSales ? (
          <SalesChart title="연도별 공사 매출" items={salesInfo.businessSalesAmounts} />
        ) : null}
      </div>

      <div className={`space-y-3 ${pageBreak}`}>
        <SubHeading>재무 정보</SubHeading>
        {financial.financialInfo.rows.length > 0 ? (
          <DataTable
            caption="재무 정보 (연도별)"
            isCaptionHidden
            columns={buildTableColumns(financial.financialInfo)}
            rows={financial.financialInfo.rows.map((row, index) => ({
              key: `${row.name}-${index}`,
              header: row.name,
              cells: row.list.map(formatFinancialCell),
            }))}
          />
        ) : (
          <p className="text-[15px] text-gray-600 print:text-black">등록된 재무 정보가 없습니다.</p>
        )}
        {financial.balance.length > 0 ? (
          <DataTable
            caption="재무상태표"
            columns={['연도', '자산', '부채', '자본금']}
            rows={[...financial.balance]
              .sort((left, right) => left.year - right.year)
              .map((item) => ({
                key: String(item.year),
                header: `${item.year}년`,
                cells: [
                  formatAmount(item.assets),
                  formatAmount(item.liabilities),
                  formatAmount(item.capitalStock),
                ],
              }))}
          />
        ) : null}
        {financial.income.length > 0 ? (
          <DataTable
            caption="손익계산서"
            columns={['연도', '매출액', '영업이익', '당기순이익']}
            rows={[...financial.income]
              .sort((left, right) => left.year - right.year)
              .map((item) => ({
                key: String(item.year),
                header: `${item.year}년`,
                cells: [
                  formatAmount(item.sales),
                  formatAmount(item.operatingProfit),
                  formatAmount(item.netIncome),
                ],
              }))}
          />
        ) : null}
      </div>

      <div className="space-y-3 break-inside-avoid">
        <SubHeading>연체·행정처분 정보</SubHeading>
        {financial.faultInfo.rows.length > 0 ? (
          <DataTable
            caption="연체·행정처분 정보"
            isCaptionHidden
            columns={buildTableColumns(financial.faultInfo, '구분')}
            rows={financial.faultInfo.rows.map((row, index) => ({
              key: `${row.name}-${index}`,
              header: row.name,
              cells: row.list.map(formatFinancialCell),
            }))}
          />
        ) : (
          <p className="rounded-xl bg-gray-50 px-4 py-4 text-[15px] text-gray-700 print:bg-white print:text-black">
            {NO_FAULT_INFO_MESSAGE}
          </p>
        )}
      </div>
    </div>
  );
}
