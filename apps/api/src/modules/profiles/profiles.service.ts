import type { AppDependencies } from '../../context';
import { BadUserInputError } from '../../errors';
import {
  findProfileSummaryByUserId,
  hasLiveProfileWithCompanyCode,
  type ProfileSummaryRow,
} from './profiles.repository';

export type ProfileView = ProfileSummaryRow;

/** A user's live profile (at most one), or null before they create one. */
export function findProfileOfUser(
  deps: Pick<AppDependencies, 'db'>,
  userId: number,
): Promise<ProfileView | null> {
  return findProfileSummaryByUserId(deps.db, userId);
}

export const COMPANY_CODE_MESSAGES = {
  empty: '법인등록번호를 입력해 주세요.',
} as const;

/**
 * Whether a live profile already uses this 법인등록번호. Codes are stored as digits only, so
 * 110111-1234567 and 1101111234567 are the same code.
 */
export async function isDuplicateCompanyCode(
  deps: Pick<AppDependencies, 'db'>,
  code: string,
): Promise<boolean> {
  const digits = code.replace(/\D/g, '');
  if (digits === '') throw new BadUserInputError(COMPANY_CODE_MESSAGES.empty, { field: 'code' });
  return hasLiveProfileWithCompanyCode(deps.db, digits);
}
