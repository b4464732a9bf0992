import { businessNumberSchema } from '@gongsa/domain';
import type { AppDependencies } from '../../context';
import { toBadUserInputError } from '../../errors';
import { findCompanyRegistryEntry, type CompanyRegistryRow } from './company-registry.repository';

export type BalanceItemView = {
  year: number;
  assets: number | null;
  liabilities: number | null;
  capitalStock: number | null;
};
export type IncomeItemView = {
  year: number;
  sales: number | null;
  operatingProfit: number | null;
  netIncome: number | null;
};

export type CompanyRegistryInfoView = Omit<CompanyRegistryRow, 'balance' | 'income'> & {
  balance: BalanceItemView[];
  income: IncomeItemView[];
};

function readNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The provider's yearly lists are stored as jsonb; entries without a year are dropped. */
function readYearly<T extends { year: number }>(
  items: unknown[],
  toItem: (record: Record<string, unknown>, year: number) => T,
): T[] {
  return items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const year = readNumber(record.year);
    return year === null ? [] : [toItem(record, year)];
  });
}

/** companyInfo(registrationNumber): public data about a 사업자등록번호 (hyphens allowed), or null. */
export async function findCompanyInfo(
  deps: Pick<AppDependencies, 'db'>,
  registrationNumber: string,
): Promise<CompanyRegistryInfoView | null> {
  const parsed = businessNumberSchema.safeParse(registrationNumber);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  const row = await findCompanyRegistryEntry(deps.db, parsed.data);
  if (!row) return null;
  return {
    ...row,
    balance: readYearly(row.balance, (record, year) => ({
      year,
      assets: readNumber(record.assets),
      liabilities: readNumber(record.liabilities),
      capitalStock: readNumber(record.capitalStock),
    })),
    income: readYearly(row.income, (record, year) => ({
      year,
      sales: readNumber(record.sales),
      operatingProfit: readNumber(record.operatingProfit),
      netIncome: readNumber(record.netIncome),
    })),
  };
}
