import { businessNumberSchema } from '@gongsa/domain';
import { requireUserId, type Context } from '../../context';
import { ForbiddenError, toBadUserInputError } from '../../errors';
import {
  findBusinessNumberClaim,
  findCompanyRegistryEntry,
  type CompanyRegistryRow,
} from './company-registry.repository';

export const COMPANY_INFO_MESSAGES = {
  otherCompany:
    '다른 회원이 등록한 업체의 기업 정보는 업체 상세의 재무·신용 정보에서 볼 수 있습니다.',
  notClaimed: '내 프로필에 등록한 사업자등록번호의 기업 정보만 볼 수 있습니다.',
  notVerified:
    '사업자등록번호 확인이 끝나지 않아 기업 정보를 보여 드릴 수 없습니다. 고객센터로 문의해 주세요.',
} as const;

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

/**
 * companyInfo(registrationNumber): registry data about a 사업자등록번호 (hyphens allowed), or null
 * when the registry does not know it, to fill in one's own company. It carries the balance,
 * income and credit figures that `financial` sells, shareholders and the managers' contacts, so a
 * member gets it only for the number on their own profile, and only once that claim was confirmed
 * by the business-status lookup (ADR 0022): typing someone else's number gives nothing away.
 */
export async function findCompanyInfo(
  ctx: Pick<Context, 'db' | 'viewer'>,
  registrationNumber: string,
): Promise<CompanyRegistryInfoView | null> {
  const userId = requireUserId(ctx.viewer);
  const parsed = businessNumberSchema.safeParse(registrationNumber);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  const claim = await findBusinessNumberClaim(ctx.db, parsed.data);
  if (!claim) throw new ForbiddenError(COMPANY_INFO_MESSAGES.notClaimed);
  if (claim.userId !== userId) throw new ForbiddenError(COMPANY_INFO_MESSAGES.otherCompany);
  if (!claim.isVerified) throw new ForbiddenError(COMPANY_INFO_MESSAGES.notVerified);
  const row = await findCompanyRegistryEntry(ctx.db, parsed.data);
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
