import type { AppDependencies } from '../../context';
import { BadUserInputError } from '../../errors';
import { requireOpenableCompany } from '../enterprise-detail';
import {
  findLatestPortfolios,
  findPortfolioCategoryNames,
  type PortfolioRow,
} from './portfolios.repository';

export const DEFAULT_PORTFOLIO_COUNT = 12;
export const MAX_PORTFOLIO_COUNT = 100;

export type EnterprisePortfolioView = PortfolioRow & { categoryNames: string[] };

/** enterprisePortfolios: the company's newest portfolios (read-only summary). */
export async function findEnterprisePortfolios(
  deps: Pick<AppDependencies, 'db'>,
  profileIdInput: string,
  first: number | null | undefined,
): Promise<EnterprisePortfolioView[]> {
  const limit = first ?? DEFAULT_PORTFOLIO_COUNT;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PORTFOLIO_COUNT) {
    throw new BadUserInputError(
      `포트폴리오는 한 번에 0~${MAX_PORTFOLIO_COUNT}개까지 조회할 수 있습니다.`,
      { field: 'first' },
    );
  }
  const company = await requireOpenableCompany(deps, profileIdInput);
  const rows = await findLatestPortfolios(deps.db, company.id, limit);
  const names = await findPortfolioCategoryNames(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, categoryNames: names.get(row.id) ?? [] }));
}
