import { emailSchema } from '@gongsa/domain';
import type { Context } from '../../context';
import { SessionExpiredError, UnauthenticatedError, toBadUserInputError } from '../../errors';
import { existsLiveUserWithEmail, findUserById, type UserRow } from './users.repository';

export type UserView = Omit<UserRow, 'state'>;

export const USER_MESSAGES = {
  accountGone: '계정을 찾을 수 없습니다. 다시 로그인해 주세요.',
} as const;

/**
 * The signed-in user, or null for a visitor. A token that cannot be used answers FORBIDDEN so the
 * web client refreshes; a token for an account that no longer exists answers UNAUTHENTICATED,
 * which logs the client out (SPEC §8: a user fetch error logs out).
 */
export async function findMe(ctx: Pick<Context, 'db' | 'viewer'>): Promise<UserView | null> {
  if (!ctx.viewer.isAuthenticated) {
    if (ctx.viewer.hasUnusableToken) throw new SessionExpiredError();
    return null;
  }
  const user = await findUserById(ctx.db, ctx.viewer.userId);
  if (!user || user.state === 'LEFT') throw new UnauthenticatedError(USER_MESSAGES.accountGone);
  return {
    id: user.id,
    name: user.name,
    nickname: user.nickname,
    email: user.email,
    phoneNumber: user.phoneNumber,
    avatarFileId: user.avatarFileId,
  };
}

/** For the live check on /auth/join2: whether an account already signs in with the address. */
export async function isExistEmail(
  ctx: Pick<Context, 'db'>,
  input: { email: string },
): Promise<boolean> {
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  return existsLiveUserWithEmail(ctx.db, parsed.data);
}
