import type { Database } from '../../app/database';
import {
  BUSINESS_STATE_NAMES,
  createUnregisteredStatus,
  isBusinessStateCode,
  type BusinessStatus,
  type BusinessStatusLookup,
} from './business-status-lookup';
import { findBusinessStatusRow } from './business-status.repository';

/**
 * Answers from the business_statuses table (the demo seed fills it), so sign-up works without a
 * national tax service key. Unknown numbers answer like the real service does.
 */
export class LocalBusinessStatusLookup implements BusinessStatusLookup {
  constructor(private readonly db: Database) {}

  async findStatus(businessNumber: string): Promise<BusinessStatus> {
    const row = await findBusinessStatusRow(this.db, businessNumber);
    if (!row || !isBusinessStateCode(row.statusCode))
      return createUnregisteredStatus(businessNumber);
    return {
      b_no: businessNumber,
      b_stt_cd: row.statusCode,
      tax_type: row.taxType,
      sta_nm: BUSINESS_STATE_NAMES[row.statusCode],
      end_dt: row.endDate === null ? null : row.endDate.replace(/-/g, ''),
    };
  }
}
