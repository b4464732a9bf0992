import { businessNumberSchema } from '@gongsa/domain';
import type { AppDependencies } from '../../context';
import { toBadUserInputError } from '../../errors';
import {
  BusinessStatusUnavailableError,
  type BusinessStateCode,
  type BusinessStatus,
} from './business-status-lookup';

/** The state of a 사업자등록번호 (hyphens allowed), checked for its check digit first. */
export async function getBusinessStatus(
  deps: Pick<AppDependencies, 'businessStatusLookup' | 'logger'>,
  businessNumberInput: string,
): Promise<BusinessStatus> {
  const parsed = businessNumberSchema.safeParse(businessNumberInput);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  try {
    return await deps.businessStatusLookup.findStatus(parsed.data);
  } catch (error) {
    if (error instanceof BusinessStatusUnavailableError) {
      deps.logger.warn({ err: error.cause }, '사업자 상태 조회 실패');
    }
    throw error;
  }
}

// A business that exists: 계속사업자 or 휴업자 (a closed one, 폐업자, proves nothing today).
const CONFIRMING_STATES: ReadonlySet<BusinessStateCode> = new Set(['01', '02']);

/**
 * Whether the business-status lookup confirms a 사업자등록번호 (ten digits) as a registered
 * business. A lookup that fails counts as not confirmed: the claim stays unchecked, which only
 * keeps owner-only registry data closed (ADR 0022).
 */
export async function confirmBusinessNumber(
  deps: Pick<AppDependencies, 'businessStatusLookup' | 'logger'>,
  businessNumber: string,
): Promise<boolean> {
  try {
    const status = await deps.businessStatusLookup.findStatus(businessNumber);
    return status.b_stt_cd !== null && CONFIRMING_STATES.has(status.b_stt_cd);
  } catch (error) {
    deps.logger.warn({ err: error }, '사업자등록번호 확인 실패: 확인 전 상태로 둡니다');
    return false;
  }
}
