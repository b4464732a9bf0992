import {
  SALES_AMOUNT_BANDS,
  SALES_AMOUNT_BAND_BOUNDS_WON,
  SALES_AMOUNT_BAND_LABELS,
} from '@gongsa/domain';
import type { AppDependencies, Context } from '../../context';
import { findViewerUserId, requireUserId } from '../../context';
import { PaymentRequiredError } from '../../errors';
import {
  hasFinancialInfoSubscription,
  requireOpenableCompany,
  type OpenableCompany,
} from '../enterprise-detail';
import { spendPoints } from '../points';
import { findProfileOfUser } from '../profiles';
import {
  findCredit,
  findFinancialYears,
  hasFinancialUnlock,
  insertFinancialUnlock,
  linkUnlockToPointHistory,
  type CreditRow,
  type FinancialTableRow,
  type FinancialYearRow,
} from './financial.repository';
import { recordAudit } from '../audit';

export type SalesAmountItemView = { year: number; amount: number | null };

export type SalesInfoView = {
  salesYear: number | null;
  salesAmount: number | null;
  salesYoY: number | null;
  salesAvg: number | null;
  salesAmounts: SalesAmountItemView[];
  businessSalesYear: number | null;
  businessSalesAmount: number | null;
  businessSalesYoY: number | null;
  businessSalesAvg: number | null;
  businessSalesAmounts: SalesAmountItemView[];
};

export type FinancialTableView = FinancialTableRow;
export type CriView = { id: number; name: string; priority: number };

export type FinancialInfoView = {
  profileId: number;
  salesInfo: SalesInfoView;
  financialInfo: FinancialTableView;
  faultInfo: FinancialTableView;
  publicAmount: number | null;
  privateAmount: number | null;
  cri: CriView | null;
  balance: Array<{
    year: number;
    assets: number | null;
    liabilities: number | null;
    capitalStock: number | null;
  }>;
  income: Array<{
    year: number;
    sales: number | null;
    operatingProfit: number | null;
    netIncome: number | null;
  }>;
  evaluatedAt: string | null;
};

export type FinancialFreeView = {
  profileId: number;
  salesYear: number | null;
  salesAmountBandLabel: string | null;
  cri: CriView | null;
  financialYearCount: number;
  hasFaultInfo: boolean;
  cost: number;
  canRead: boolean;
  isFreeBySubscription: boolean;
};

const FINANCIAL_TABLE_ROWS: Array<{
  name: string;
  pick: (year: FinancialYearRow) => number | null;
}> = [
  { name: '매출액', pick: (year) => year.salesAmount },
  { name: '영업이익', pick: (year) => year.operatingProfit },
  { name: '당기순이익', pick: (year) => year.netIncome },
  { name: '자산총계', pick: (year) => year.assets },
  { name: '부채총계', pick: (year) => year.liabilities },
  { name: '자본금', pick: (year) => year.capitalStock },
];

/** Percentage change from the previous year, one decimal; null without a usable previous year. */
function computeYoY(latest: number | null, previous: number | null): number | null {
  if (latest === null || previous === null || previous === 0) return null;
  return Math.round(((latest - previous) / Math.abs(previous)) * 1000) / 10;
}

function summariseSales(
  years: FinancialYearRow[],
  pick: (year: FinancialYearRow) => number | null,
): {
  year: number | null;
  amount: number | null;
  yoy: number | null;
  avg: number | null;
  amounts: SalesAmountItemView[];
} {
  const amounts = years.map((year) => ({ year: year.year, amount: pick(year) }));
  const known = amounts.filter(
    (item): item is { year: number; amount: number } => item.amount !== null,
  );
  const latest = known.at(-1) ?? null;
  const previous = latest ? (amounts.find((item) => item.year === latest.year - 1) ?? null) : null;
  return {
    year: latest?.year ?? null,
    amount: latest?.amount ?? null,
    yoy: computeYoY(latest?.amount ?? null, previous?.amount ?? null),
    avg:
      known.length === 0
        ? null
        : Math.round(known.reduce((sum, item) => sum + item.amount, 0) / known.length),
    amounts,
  };
}

function toSalesInfo(years: FinancialYearRow[]): SalesInfoView {
  const sales = summariseSales(years, (year) => year.salesAmount);
  const business = summariseSales(years, (year) => year.businessSalesAmount);
  return {
    salesYear: sales.year,
    salesAmount: sales.amount,
    salesYoY: sales.yoy,
    salesAvg: sales.avg,
    salesAmounts: sales.amounts,
    businessSalesYear: business.year,
    businessSalesAmount: business.amount,
    businessSalesYoY: business.yoy,
    businessSalesAvg: business.avg,
    businessSalesAmounts: business.amounts,
  };
}

const EMPTY_TABLE: FinancialTableView = { columns: [], rows: [] };

/** FinancialInfo as the detail page and report show it, built from the stored years and credit. */
export function toFinancialInfo(
  profileId: number,
  years: FinancialYearRow[],
  credit: CreditRow | null,
): FinancialInfoView {
  return {
    profileId,
    salesInfo: toSalesInfo(years),
    financialInfo: {
      columns: years.map((year) => String(year.year)),
      rows: FINANCIAL_TABLE_ROWS.map((row) => ({ name: row.name, list: years.map(row.pick) })),
    },
    faultInfo: credit?.faultInfo ?? EMPTY_TABLE,
    publicAmount: credit?.publicAmount ?? null,
    privateAmount: credit?.privateAmount ?? null,
    cri: credit?.cri ?? null,
    balance: years.map((year) => ({
      year: year.year,
      assets: year.assets,
      liabilities: year.liabilities,
      capitalStock: year.capitalStock,
    })),
    income: years.map((year) => ({
      year: year.year,
      sales: year.salesAmount,
      operatingProfit: year.operatingProfit,
      netIncome: year.netIncome,
    })),
    evaluatedAt: credit?.evaluatedAt ?? null,
  };
}

async function loadFinancialInfo(
  deps: Pick<AppDependencies, 'db'>,
  profileId: number,
): Promise<FinancialInfoView> {
  const years = await findFinancialYears(deps.db, profileId);
  const credit = await findCredit(deps.db, profileId);
  return toFinancialInfo(profileId, years, credit);
}

function findSalesAmountBandLabel(amount: number | null): string | null {
  if (amount === null) return null;
  const band = SALES_AMOUNT_BANDS.find((key) => {
    const bounds = SALES_AMOUNT_BAND_BOUNDS_WON[key];
    return amount >= bounds.min && (bounds.max === null || amount < bounds.max);
  });
  return band ? SALES_AMOUNT_BAND_LABELS[band] : null;
}

type ReadAccess = { canRead: boolean; isFreeBySubscription: boolean };

async function findReadAccess(
  deps: Pick<AppDependencies, 'db'>,
  userId: number | null,
  company: OpenableCompany,
): Promise<ReadAccess> {
  if (userId === null) return { canRead: false, isFreeBySubscription: false };
  if (userId === company.userId) return { canRead: true, isFreeBySubscription: false };
  if (await hasFinancialInfoSubscription(deps, userId)) {
    return { canRead: true, isFreeBySubscription: true };
  }
  return {
    canRead: await hasFinancialUnlock(deps.db, userId, company.id),
    isFreeBySubscription: false,
  };
}

export function describeUnlockReason(company: Pick<OpenableCompany, 'companyName'>): string {
  return `재무·신용 정보 열람 (${company.companyName ?? '업체명 없음'})`;
}

/**
 * financial(profileId). The owner, subscribers and viewers who already unlocked read free.
 * Anyone else pays FINANCIAL_INFO_COST_POINTS once: the unlock row and the point spend commit
 * together or not at all. The unlock's unique (user, company) index makes a concurrent second
 * request wait and then find the unlock, so the same company is never charged twice; the
 * conditional wallet update makes many companies at once stop exactly at the balance.
 * A query can be retried or prefetched, so it only ever charges when the request says the user
 * agreed (`confirmPayment`); otherwise PAYMENT_REQUIRED and nothing is written.
 */
export async function findFinancial(
  ctx: Pick<Context, 'db' | 'viewer' | 'env'>,
  profileIdInput: string,
  confirmPayment = false,
): Promise<FinancialInfoView> {
  const userId = requireUserId(ctx.viewer);
  const company = await requireOpenableCompany(ctx, profileIdInput);
  const access = await findReadAccess(ctx, userId, company);
  if (!access.canRead) {
    const cost = ctx.env.financialInfoCostPoints;
    if (!confirmPayment) {
      throw new PaymentRequiredError(
        `이 업체의 재무·신용 정보는 ${cost}P를 사용해 열람할 수 있습니다.`,
      );
    }
    await ctx.db.transaction(async (tx) => {
      const unlockId = await insertFinancialUnlock(tx, userId, company.id);
      if (unlockId === null) return;
      const spent = await spendPoints(tx, {
        userId,
        cost,
        reason: describeUnlockReason(company),
        targetType: 'PROFILE',
        targetId: company.id,
        idempotencyKey: `financial-info:${userId}:${company.id}`,
      });
      await linkUnlockToPointHistory(tx, unlockId, spent.historyId);
      await recordAudit(tx, ctx, {
        action: 'points.spent',
        targetType: 'PROFILE',
        targetId: company.id,
        detail: { point: cost, pointHistoryId: spent.historyId, reason: 'FINANCIAL_INFO' },
      });
    });
  }
  return loadFinancialInfo(ctx, company.id);
}

/** financialFree(profileId): what anyone may see, the cost, and whether the viewer reads free. */
export async function findFinancialFree(
  ctx: Pick<Context, 'db' | 'viewer' | 'env'>,
  profileIdInput: string,
): Promise<FinancialFreeView> {
  const company = await requireOpenableCompany(ctx, profileIdInput);
  const info = await loadFinancialInfo(ctx, company.id);
  const access = await findReadAccess(ctx, findViewerUserId(ctx.viewer), company);
  return {
    profileId: company.id,
    salesYear: info.salesInfo.salesYear,
    salesAmountBandLabel: findSalesAmountBandLabel(info.salesInfo.salesAmount),
    cri: info.cri,
    financialYearCount: info.income.length,
    hasFaultInfo: info.faultInfo.rows.length > 0,
    cost: ctx.env.financialInfoCostPoints,
    canRead: access.canRead,
    isFreeBySubscription: access.isFreeBySubscription,
  };
}

/** myFinancial: the signed-in user's own company's info; null without a company profile. */
export async function findMyFinancial(
  ctx: Pick<Context, 'db' | 'viewer'>,
): Promise<FinancialInfoView | null> {
  const userId = requireUserId(ctx.viewer);
  const profile = await findProfileOfUser(ctx, userId);
  if (!profile || profile.type === 'CONSUMER') return null;
  return loadFinancialInfo(ctx, profile.id);
}
