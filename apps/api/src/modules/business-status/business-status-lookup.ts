import { AppError } from '../../errors';

/** b_stt_cd of the national tax service status API. */
export const BUSINESS_STATE_CODES = ['01', '02', '03'] as const;
export type BusinessStateCode = (typeof BUSINESS_STATE_CODES)[number];

export const BUSINESS_STATE_NAMES: Record<BusinessStateCode, string> = {
  '01': '계속사업자',
  '02': '휴업자',
  '03': '폐업자',
};

/** The national tax service answers an unregistered number with this tax_type and no state. */
export const UNREGISTERED_TAX_TYPE = '국세청에 등록되지 않은 사업자등록번호입니다.';

export const BUSINESS_STATUS_UNAVAILABLE_MESSAGE =
  '사업자 상태를 조회하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * One number's state with the national tax service's field names (SPEC §3). An unregistered
 * number has no state code, state name or end date.
 */
export type BusinessStatus = {
  b_no: string;
  b_stt_cd: BusinessStateCode | null;
  tax_type: string;
  sta_nm: string | null;
  /** 폐업일 as YYYYMMDD, like the national tax service. */
  end_dt: string | null;
};

export interface BusinessStatusLookup {
  /** businessNumber is ten digits without hyphens. */
  findStatus(businessNumber: string): Promise<BusinessStatus>;
}

/** The status service failed or timed out; `cause` keeps the reason for the log. */
export class BusinessStatusUnavailableError extends AppError {
  constructor(options: { cause: unknown }) {
    super('INTERNAL_SERVER_ERROR', BUSINESS_STATUS_UNAVAILABLE_MESSAGE);
    this.name = 'BusinessStatusUnavailableError';
    this.cause = options.cause;
  }
}

export function isBusinessStateCode(value: unknown): value is BusinessStateCode {
  return (BUSINESS_STATE_CODES as readonly unknown[]).includes(value);
}

export function createUnregisteredStatus(businessNumber: string): BusinessStatus {
  return {
    b_no: businessNumber,
    b_stt_cd: null,
    tax_type: UNREGISTERED_TAX_TYPE,
    sta_nm: null,
    end_dt: null,
  };
}
