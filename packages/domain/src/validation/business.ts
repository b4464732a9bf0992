import { z } from 'zod';
import { COMPANY_UNIQUE_ID_PATTERN } from '../constants';
import { BUSINESS_NUMBER_PATTERN, isValidBusinessNumber } from './business-checks';

/** Accepts 1234567890 or 123-45-67890 and outputs the 10 digits. */
export const businessNumberSchema = z
  .string({ error: '사업자등록번호를 입력해 주세요.' })
  .trim()
  .min(1, { error: '사업자등록번호를 입력해 주세요.', abort: true })
  .regex(BUSINESS_NUMBER_PATTERN, { error: '사업자등록번호 10자리를 입력해 주세요.', abort: true })
  .refine(isValidBusinessNumber, { error: '유효하지 않은 사업자등록번호입니다.' })
  .transform((value) => value.replace(/-/g, ''));

/** Unique numbers are stored in upper case, so a lower-case search still finds the company. */
export const companyUniqueIdSchema = z
  .string({ error: '업체 고유번호를 입력해 주세요.' })
  .trim()
  .min(1, { error: '업체 고유번호를 입력해 주세요.', abort: true })
  .regex(COMPANY_UNIQUE_ID_PATTERN, {
    error: '업체 고유번호는 영문 3자와 숫자 6자리입니다. (예: ABC123456)',
  })
  .transform((value) => value.toUpperCase());
