import { sql } from 'drizzle-orm';
import type { Database } from './database';

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
