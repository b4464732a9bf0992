import { users } from '@gongsa/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type UserRow = {
  id: number;
  name: string | null;
  nickname: string | null;
  email: string | null;
  phoneNumber: string | null;
  avatarFileId: number | null;
  state: 'ACTIVE' | 'SUSPENDED' | 'LEFT';
};

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      nickname: users.nickname,
      email: users.email,
      phoneNumber: users.phoneNumber,
      avatarFileId: users.avatarFileId,
      state: users.state,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Whether a live (not soft-deleted) account uses the address; `email` is already lower-case. */
export async function existsLiveUserWithEmail(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}
