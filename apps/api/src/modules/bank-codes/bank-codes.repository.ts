import { bankCodes } from '@gongsa/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type BankCodeRow = { id: number; code: string; name: string; priority: number };

const columns = {
  id: bankCodes.id,
  code: bankCodes.code,
  name: bankCodes.name,
  priority: bankCodes.priority,
};

export async function selectBankCodes(db: Database): Promise<BankCodeRow[]> {
  return db
    .select(columns)
    .from(bankCodes)
    .where(isNull(bankCodes.deletedAt))
    .orderBy(asc(bankCodes.priority), asc(bankCodes.code));
}

export async function findBankCodeByCode(db: Database, code: string): Promise<BankCodeRow | null> {
  const [row] = await db
    .select(columns)
    .from(bankCodes)
    .where(and(eq(bankCodes.code, code), isNull(bankCodes.deletedAt)))
    .limit(1);
  return row ?? null;
}
