import { licenses } from '@gongsa/db';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type LicenseRow = {
  id: number;
  name: string;
  code: string;
  groupName: string | null;
  priority: number;
};

const LICENSE_COLUMNS = {
  id: licenses.id,
  name: licenses.name,
  code: licenses.code,
  groupName: licenses.groupName,
  priority: licenses.priority,
};

export async function selectLicenses(db: Database): Promise<LicenseRow[]> {
  return db
    .select(LICENSE_COLUMNS)
    .from(licenses)
    .where(isNull(licenses.deletedAt))
    .orderBy(asc(licenses.priority), asc(licenses.id));
}

/** Live licences with these ids, in no particular order. */
export async function selectLicensesByIds(db: Database, ids: number[]): Promise<LicenseRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(LICENSE_COLUMNS)
    .from(licenses)
    .where(and(inArray(licenses.id, ids), isNull(licenses.deletedAt)));
}
