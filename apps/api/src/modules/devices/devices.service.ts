import { z } from 'zod';
import { requireUserId, type Context } from '../../context';
import { toBadUserInputError } from '../../errors';
import { deleteDevice, upsertDevice } from './devices.repository';

const MAX_TOKEN_LENGTH = 4096;

const fcmTokenSchema = z
  .string()
  .trim()
  .min(1, '푸시 알림 토큰이 비어 있습니다.')
  .max(MAX_TOKEN_LENGTH, '푸시 알림 토큰이 너무 깁니다.');

const deviceOsSchema = z
  .string()
  .trim()
  .max(40, '기기 운영체제 이름이 너무 깁니다.')
  .nullish()
  .transform((os) => (os ? os : null));

function parseToken(token: string): string {
  const parsed = fcmTokenSchema.safeParse(token);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  return parsed.data;
}

/** The app registers its push token after login; calling it again is harmless. */
export async function setFcmToken(
  ctx: Pick<Context, 'db' | 'viewer'>,
  input: { fcmRegistrationToken: string; os?: string | null },
): Promise<true> {
  const userId = requireUserId(ctx.viewer);
  const fcmRegistrationToken = parseToken(input.fcmRegistrationToken);
  const os = deviceOsSchema.safeParse(input.os);
  if (!os.success) throw toBadUserInputError(os.error);
  await upsertDevice(ctx.db, { userId, fcmRegistrationToken, os: os.data });
  return true;
}

/** On logout the app removes its token; true when the user had it. */
export async function removeFcmToken(
  ctx: Pick<Context, 'db' | 'viewer'>,
  input: { fcmRegistrationToken: string },
): Promise<boolean> {
  const userId = requireUserId(ctx.viewer);
  return deleteDevice(ctx.db, {
    userId,
    fcmRegistrationToken: parseToken(input.fcmRegistrationToken),
  });
}
