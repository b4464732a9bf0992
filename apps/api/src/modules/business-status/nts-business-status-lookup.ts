import { z } from 'zod';
import {
  BUSINESS_STATE_NAMES,
  BusinessStatusUnavailableError,
  createUnregisteredStatus,
  isBusinessStateCode,
  type BusinessStatus,
  type BusinessStatusLookup,
} from './business-status-lookup';

export const NTS_TIMEOUT_MS = 5000;

const ntsResponseSchema = z.object({
  data: z.array(
    z.object({
      b_no: z.string(),
      b_stt_cd: z.string().optional().default(''),
      tax_type: z.string().optional().default(''),
      end_dt: z.string().optional().default(''),
    }),
  ),
});

/**
 * The national tax service's 사업자등록 상태조회 API (data.go.kr, odcloud): POST the numbers,
 * read one entry per number.
 */
export class NtsBusinessStatusLookup implements BusinessStatusLookup {
  private readonly apiUrl: string;
  private readonly serviceKey: string;
  private readonly timeoutMs: number;

  constructor(options: { apiUrl: string; serviceKey: string; timeoutMs?: number }) {
    this.apiUrl = options.apiUrl;
    this.serviceKey = options.serviceKey;
    this.timeoutMs = options.timeoutMs ?? NTS_TIMEOUT_MS;
  }

  async findStatus(businessNumber: string): Promise<BusinessStatus> {
    const url = new URL(this.apiUrl);
    url.searchParams.set('serviceKey', this.serviceKey);
    let body: unknown;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ b_no: [businessNumber] }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        throw new Error(`국세청 상태조회 응답 ${response.status}`);
      }
      body = await response.json();
    } catch (error) {
      throw new BusinessStatusUnavailableError({ cause: error });
    }

    const parsed = ntsResponseSchema.safeParse(body);
    if (!parsed.success) throw new BusinessStatusUnavailableError({ cause: parsed.error });
    const entry = parsed.data.data.find((item) => item.b_no === businessNumber);
    if (!entry || !isBusinessStateCode(entry.b_stt_cd)) {
      return entry?.tax_type
        ? { ...createUnregisteredStatus(businessNumber), tax_type: entry.tax_type }
        : createUnregisteredStatus(businessNumber);
    }
    return {
      b_no: businessNumber,
      b_stt_cd: entry.b_stt_cd,
      tax_type: entry.tax_type,
      sta_nm: BUSINESS_STATE_NAMES[entry.b_stt_cd],
      end_dt: entry.end_dt === '' ? null : entry.end_dt,
    };
  }
}
