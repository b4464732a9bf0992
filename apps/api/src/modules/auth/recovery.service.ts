import { hash } from '@node-rs/argon2';
import { SOCIAL_TYPES, emailSchema, passwordSchema, type SocialType } from '@gongsa/domain';
import { z } from 'zod';
import type { Context } from '../../context';
import { BadUserInputError, NotFoundError, toBadUserInputError } from '../../errors';
import { clearFailedLogins } from './auth.repository';
import { consumePhoneRequestId, parsePhoneNumber } from './phone-auth.service';
import {
  findLiveAccountByEmailAndPhone,
  findLiveAccountsByNameAndPhone,
  listLinkedProviders,
  revokeAllRefreshTokensOfUser,
  updatePasswordHash,
  type RecoverableAccount,
} from './recovery.repository';
import { ARGON2_OPTIONS, SIGN_UP_MESSAGES } from './sign-up.service';

export type FindEmailResult = { loginId: string | null; socialTypes: SocialType[] };

export const RECOVERY_MESSAGES = {
  noMatchingAccount: '입력하신 정보와 일치하는 계정이 없습니다.',
  phoneNotVerified: SIGN_UP_MESSAGES.phoneNotVerified,
  emptyName: '이름을 입력해 주세요.',
} as const;

const nameSchema = z
  .string({ error: RECOVERY_MESSAGES.emptyName })
  .transform((value) => value.normalize('NFC').trim())
  .pipe(z.string().min(1, { error: RECOVERY_MESSAGES.emptyName }).max(30));

/**
 * Hides most of a login id while leaving enough for its owner to recognise it: the first two
 * characters of the local part stay, every other character of it becomes '*', and the domain stays
 * whole (people recognise their provider, and it is no secret). Short local parts keep fewer
 * characters so that something is always hidden: 'ab' → 'a*', 'a' → '*'.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '*'.repeat(email.length);
  const local = email.slice(0, at);
  const visible = Math.min(2, Math.max(0, local.length - 1));
  return `${local.slice(0, visible)}${'*'.repeat(local.length - visible)}${email.slice(at)}`;
}

function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  return parsed.data;
}

/** Every way the account can sign in, in the order of SOCIAL_TYPES. */
function listSignInTypes(account: RecoverableAccount, linked: SocialType[]): SocialType[] {
  const types = new Set<SocialType>(linked);
  if (account.hasPassword && account.email !== null) types.add('EMAIL');
  if (account.socialType !== 'EMAIL') types.add(account.socialType);
  return SOCIAL_TYPES.filter((type) => types.has(type));
}

type RecoveryDependencies = Pick<Context, 'db'>;

/**
 * /auth/fe: the login id of the account with the name and the verified phone number. When
 * several live accounts share both (a person who signed up twice), the newest is shown: it is
 * the one they most likely forgot. The phone verification is spent only when an account is
 * found, so a mistyped name can be corrected without a new code.
 */
export async function validateFindEmailPhoneAuth(
  deps: RecoveryDependencies,
  input: { name: string; phoneNumber: string; requestId: string },
  now: Date = new Date(),
): Promise<FindEmailResult> {
  const name = parseInput(nameSchema, input.name);
  const phoneNumber = parsePhoneNumber(input.phoneNumber);

  return deps.db.transaction(async (tx) => {
    const isVerified = await consumePhoneRequestId(
      tx,
      { requestId: input.requestId, phoneNumber },
      now,
    );
    if (!isVerified) throw new BadUserInputError(RECOVERY_MESSAGES.phoneNotVerified);
    const [account] = await findLiveAccountsByNameAndPhone(tx, name, phoneNumber);
    if (!account) throw new NotFoundError(RECOVERY_MESSAGES.noMatchingAccount);
    const linked = await listLinkedProviders(tx, account.id);
    return {
      loginId: account.email === null ? null : maskEmail(account.email),
      socialTypes: listSignInTypes(account, linked),
    };
  });
}

/**
 * /auth/fpw: sets a new password for the account that signs in with the email and has the
 * verified phone number, and ends every login of it (a reset usually means someone else may
 * know the old password). Earlier failed sign-ins stop counting, so the owner can log in at once.
 * Everything happens in one transaction; any error changes nothing and keeps the verification.
 */
export async function changePasswordFromPhoneAuth(
  deps: RecoveryDependencies,
  input: { email: string; phoneNumber: string; requestId: string; newPassword: string },
  now: Date = new Date(),
): Promise<true> {
  const email = parseInput(emailSchema, input.email);
  const phoneNumber = parsePhoneNumber(input.phoneNumber);
  const newPassword = parseInput(passwordSchema, input.newPassword);
  const passwordHash = await hash(newPassword, ARGON2_OPTIONS);

  await deps.db.transaction(async (tx) => {
    const isVerified = await consumePhoneRequestId(
      tx,
      { requestId: input.requestId, phoneNumber },
      now,
    );
    if (!isVerified) throw new BadUserInputError(RECOVERY_MESSAGES.phoneNotVerified);
    const account = await findLiveAccountByEmailAndPhone(tx, email, phoneNumber);
    if (!account) throw new NotFoundError(RECOVERY_MESSAGES.noMatchingAccount);
    await updatePasswordHash(tx, account.id, passwordHash);
    await revokeAllRefreshTokensOfUser(tx, account.id, now);
    await clearFailedLogins(tx, email, now);
  });
  return true;
}
