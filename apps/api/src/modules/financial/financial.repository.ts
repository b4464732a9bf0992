import {
  criGrades,
  enterpriseCredits,
  enterpriseFinancials,
  financialInfoUnlocks,
  type FinancialTable,
} from '@gongsa/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type FinancialYearRow = {
  year: number;
  salesAmount: number | null;
  businessSalesAmount: number | null;
  assets: number | null;
  liabilities: number | null;
  capitalStock: number | null;
  operatingProfit: number | null;
  netIncome: number | null;
};

export type CreditRow = {
  cri: { id: number; name: string; priority: number } | null;
  publicAmount: number | null;
  privateAmount: number | null;
  faultInfo: FinancialTable | null;
  evaluatedAt: string | null;
};

export type FinancialTableRow = FinancialTable;

/** The company's financial years, oldest first. */
export function findFinancialYears(db: Database, profileId: number): Promise<FinancialYearRow[]> {
  return db
    .select({
      year: enterpriseFinancials.year,
      salesAmount: enterpriseFinancials.salesAmount,
      businessSalesAmount: enterpriseFinancials.businessSalesAmount,
      assets: enterpriseFinancials.assets,
      liabilities: enterpriseFinancials.liabilities,
      capitalStock: enterpriseFinancials.capitalStock,
      operatingProfit: enterpriseFinancials.operatingProfit,
      netIncome: enterpriseFinancials.netIncome,
    })
    .from(enterpriseFinancials)
    .where(
      and(eq(enterpriseFinancials.profileId, profileId), isNull(enterpriseFinancials.deletedAt)),
    )
    .orderBy(asc(enterpriseFinancials.year));
}

/** The company's live credit record, if it has one. */
export async function findCredit(db: Database, profileId: number): Promise<CreditRow | null> {
  const [row] = await db
    .select({
      criId: criGrades.id,
      criName: criGrades.name,
      criPriority: criGrades.priority,
      publicAmount: enterpriseCredits.publicAmount,
      privateAmount: enterpriseCredits.privateAmount,
      faultInfo: enterpriseCredits.faultInfo,
      evaluatedAt: enterpriseCredits.evaluatedAt,
    })
    .from(enterpriseCredits)
    .leftJoin(criGrades, eq(criGrades.id, enterpriseCredits.criGradeId))
    .where(and(eq(enterpriseCredits.profileId, profileId), isNull(enterpriseCredits.deletedAt)))
    .limit(1);
  if (!row) return null;
  return {
    cri:
      row.criId === null || row.criName === null || row.criPriority === null
        ? null
        : { id: row.criId, name: row.criName, priority: row.criPriority },
    publicAmount: row.publicAmount,
    privateAmount: row.privateAmount,
    faultInfo: row.faultInfo,
    evaluatedAt: row.evaluatedAt,
  };
}

export async function hasFinancialUnlock(
  db: Database,
  userId: number,
  profileId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: financialInfoUnlocks.id })
    .from(financialInfoUnlocks)
    .where(
      and(
        eq(financialInfoUnlocks.userId, userId),
        eq(financialInfoUnlocks.profileId, profileId),
        isNull(financialInfoUnlocks.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Records the unlock unless one exists: the id of the new row, or null when the user already
 * unlocked the company (a concurrent request waits on the unique index and then gets null).
 */
export async function insertFinancialUnlock(
  tx: Database,
  userId: number,
  profileId: number,
): Promise<number | null> {
  const [row] = await tx
    .insert(financialInfoUnlocks)
    .values({ userId, profileId })
    .onConflictDoNothing({
      target: [financialInfoUnlocks.userId, financialInfoUnlocks.profileId],
    })
    .returning({ id: financialInfoUnlocks.id });
  return row?.id ?? null;
}

export async function linkUnlockToPointHistory(
  tx: Database,
  unlockId: number,
  pointHistoryId: number,
): Promise<void> {
  await tx
    .update(financialInfoUnlocks)
    .set({ pointHistoryId })
    .where(eq(financialInfoUnlocks.id, unlockId));
}
