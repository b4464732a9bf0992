import { serviceManage, type ServiceManage } from '@gongsa/db';
import { desc, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type ServiceManageRow = ServiceManage;

/** The one live row (a unique partial index guarantees there is at most one). */
export async function findLiveServiceManage(db: Database): Promise<ServiceManageRow | null> {
  const [row] = await db
    .select()
    .from(serviceManage)
    .where(isNull(serviceManage.deletedAt))
    .orderBy(desc(serviceManage.id))
    .limit(1);
  return row ?? null;
}
