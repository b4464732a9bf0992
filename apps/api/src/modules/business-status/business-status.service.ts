import { businessNumberSchema } from '@gongsa/domain';
import type { AppDependencies } from '../../context';
import { toBadUserInputError } from '../../errors';
import { BusinessStatusUnavailableError, type BusinessStatus } from './business-status-lookup';

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
