import { createIdSchema } from '@gongsa/domain';
import type { AppDependencies, Context } from '../../context';
import { requireUserId } from '../../context';
import { NotFoundError } from '../../errors';
import type { Connection, ConnectionArgs } from '../../platform/pagination';
import { findMyProfileList, type ProfileListEntryView } from '../profiles';
import { deleteOwnViewLog, VIEW_LOG_LIST, upsertViewLog } from './view-logs.repository';

export const VIEW_LOG_MESSAGES = {
  notFound: '최근 본 기업 기록을 찾을 수 없습니다.',
} as const;

const VIEW_LOG_ID_SCHEMA = createIdSchema('기록');

/** Records that the user opened the company now (called by enterprise(id) for non-owners). */
export async function recordEnterpriseView(
  deps: Pick<AppDependencies, 'db'>,
  userId: number,
  profileId: number,
  now: Date = new Date(),
): Promise<void> {
  await upsertViewLog(deps.db, userId, profileId, now);
}

/** myViewEnterprises: the signed-in user's recently viewed companies, newest first. */
export async function findMyViewEnterprises(
  ctx: Pick<Context, 'db' | 'viewer'>,
  paging: ConnectionArgs,
): Promise<Connection<ProfileListEntryView>> {
  return findMyProfileList(ctx, paging, VIEW_LOG_LIST);
}

/** deleteEnterpriseViewLog: only the user's own live row; anything else is NOT_FOUND. */
export async function deleteMyViewLog(
  ctx: Pick<Context, 'db' | 'viewer'>,
  idInput: string,
): Promise<number> {
  const userId = requireUserId(ctx.viewer);
  const parsed = VIEW_LOG_ID_SCHEMA.safeParse(idInput);
  if (!parsed.success) throw new NotFoundError(VIEW_LOG_MESSAGES.notFound);
  const deleted = await deleteOwnViewLog(ctx.db, userId, parsed.data, new Date());
  if (deleted === null) throw new NotFoundError(VIEW_LOG_MESSAGES.notFound);
  return deleted;
}
