import { licenses } from '@gongsa/db';
import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type LicenseRow = {
  id: number;
  name: string;
  code: string;
  groupName: string | null;
  priority: number;
};

export async function selectLicenses(db: Database): Promise<LicenseRow[]> {
  return db
    .select({
      id: licenses.id,
      name: licenses.name,
      code: licenses.code,
      groupName: licenses.groupName,
      priority: licenses.priority,
    })
    .from(licenses)
    .where(isNull(licenses.deletedAt))
    .orderBy(asc(licenses.priority), asc(licenses.id));
}
