import type { AppDependencies } from '../../context';
import { findBankCodeByCode, selectBankCodes, type BankCodeRow } from './bank-codes.repository';

type Dependencies = Pick<AppDependencies, 'db'>;

export type BankCodeView = BankCodeRow;

export function listBankCodes(deps: Dependencies): Promise<BankCodeView[]> {
  return selectBankCodes(deps.db);
}

export function findBankCode(deps: Dependencies, code: string): Promise<BankCodeView | null> {
  return findBankCodeByCode(deps.db, code.trim());
}
