import { profiles } from '@gongsa/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type ProfileSummaryRow = {
  id: number;
  type: 'CORPORATION' | 'PRIVATE_BUSINESS' | 'ENGINEER' | 'CONSUMER';
  uniqueId: string;
  progress: number;
  companyName: string | null;
};

export async function findProfileSummaryByUserId(
  db: Database,
  userId: number,
): Promise<ProfileSummaryRow | null> {
  const [row] = await db
    .select({
      id: profiles.id,
      type: profiles.type,
      uniqueId: profiles.uniqueId,
      progress: profiles.progress,
      companyName: profiles.companyName,
    })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), isNull(profiles.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function hasLiveProfileWithCompanyCode(
  db: Database,
  companyCode: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.companyCode, companyCode), isNull(profiles.deletedAt)))
    .limit(1);
  return row !== undefined;
}
