import { businessStatuses } from '@gongsa/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type BusinessStatusRow = {
  businessNumber: string;
  statusCode: string;
  taxType: string;
  /** YYYY-MM-DD. */
  endDate: string | null;
};

export async function findBusinessStatusRow(
  db: Database,
  businessNumber: string,
): Promise<BusinessStatusRow | null> {
  const [row] = await db
    .select({
      businessNumber: businessStatuses.businessNumber,
      statusCode: businessStatuses.statusCode,
      taxType: businessStatuses.taxType,
      endDate: businessStatuses.endDate,
    })
    .from(businessStatuses)
    .where(
      and(eq(businessStatuses.businessNumber, businessNumber), isNull(businessStatuses.deletedAt)),
    )
    .limit(1);
  return row ?? null;
}
