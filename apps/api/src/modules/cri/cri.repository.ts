import { criGrades } from '@gongsa/db';
import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type CriGradeRow = { id: number; name: string; priority: number };

export async function selectCriGrades(db: Database): Promise<CriGradeRow[]> {
  return db
    .select({ id: criGrades.id, name: criGrades.name, priority: criGrades.priority })
    .from(criGrades)
    .where(isNull(criGrades.deletedAt))
    .orderBy(asc(criGrades.priority), asc(criGrades.id));
}
