import { portfolios, profiles } from '@gongsa/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

/** What the milestones are judged on: the member's live profile and its live portfolios. */
export async function findMilestoneFacts(
  db: Database,
  userId: number,
): Promise<{ progress: number; portfolioCount: number } | null> {
  const [profile] = await db
    .select({ id: profiles.id, progress: profiles.progress })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), isNull(profiles.deletedAt)))
    .limit(1);
  if (!profile) return null;
  const [portfolio] = await db
    .select({ value: count() })
    .from(portfolios)
    .where(and(eq(portfolios.profileId, profile.id), isNull(portfolios.deletedAt)));
  return { progress: profile.progress, portfolioCount: Number(portfolio?.value ?? 0) };
}
