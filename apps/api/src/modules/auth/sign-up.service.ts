import { randomInt } from 'node:crypto';
import { hash, type Algorithm } from '@node-rs/argon2';
import {
  businessNumberSchema,
  computeProfileCreationRate,
  computeProfileProgress,
  emailSchema,
  nicknameSchema,
  passwordSchema,
  phoneSchema,
  profileTypeSchema,
  type ProfileType,
  withJosa,
} from '@gongsa/domain';
import { z } from 'zod';
import type { Database } from '../../app/database';
import type { Context } from '../../context';
import {
  BadUserInputError,
  ConflictError,
  InternalServerError,
  toBadUserInputError,
} from '../../errors';
import { assertLookupAllowed } from '../../platform/rate-limit/lookup-limit';
import {
  assertBusinessNumberFree,
  claimBusinessNumber,
  withBusinessNumberRaceAnswered,
} from '../profiles';
import { issueTokens, type AuthToken } from './auth.service';
import { consumePhoneRequestId } from './phone-auth.service';
import {
  insertPointWallet,
  insertProfileUnlessUniqueIdTaken,
  insertUserUnlessEmailTaken,
  type NewUser,
} from './sign-up.repository';

// Algorithm is an ambient const enum, which isolatedModules forbids reading; its value is fixed.
const ARGON2ID = 2 as Algorithm.Argon2id;

/** OWASP's argon2id minimum; the seed (packages/db/src/seed/password.ts) uses the same. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const SIGN_UP_MESSAGES = {
  duplicateEmail: '이미 가입된 이메일입니다.',
  phoneNotVerified: '휴대폰 인증이 확인되지 않았거나 만료되었습니다. 인증번호를 다시 받아 주세요.',
} as const;

const BUSINESS_PROFILE_TYPES: ReadonlySet<ProfileType> = new Set([
  'CORPORATION',
  'PRIVATE_BUSINESS',
]);

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${withJosa(label, '을/를')} 입력해 주세요.` })
    .trim()
    .min(1, { error: `${withJosa(label, '을/를')} 입력해 주세요.`, abort: true })
    .max(max, { error: `${withJosa(label, '은/는')} ${max}자 이하로 입력해 주세요.` });
}

function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `${withJosa(label, '은/는')} ${max}자 이하로 입력해 주세요.` })
    .nullish()
    .transform((value) => (value ? value : null));
}

const signUpProfileSchema = z
  .object({
    type: profileTypeSchema,
    companyName: optionalText('상호명', 100),
    ownerName: optionalText('대표자명', 50),
    businessNumber: z.string().nullish(),
  })
  .transform((profile, ctx) => {
    if (!BUSINESS_PROFILE_TYPES.has(profile.type)) {
      return { ...profile, businessNumber: null };
    }
    const required = [
      ['companyName', '상호명을 입력해 주세요.'],
      ['ownerName', '대표자명을 입력해 주세요.'],
    ] as const;
    for (const [field, message] of required) {
      if (!profile[field]) {
        ctx.addIssue({ code: 'custom', path: [field], message });
        return z.NEVER;
      }
    }
    const businessNumber = businessNumberSchema.safeParse(profile.businessNumber ?? '');
    if (!businessNumber.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['businessNumber'],
        message: businessNumber.error.issues[0]?.message ?? '사업자등록번호를 확인해 주세요.',
      });
      return z.NEVER;
    }
    return { ...profile, businessNumber: businessNumber.data };
  });

export const signUpInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: requiredText('이름', 30),
  nickname: nicknameSchema,
  phoneNumber: phoneSchema,
  profile: signUpProfileSchema,
});

export type SignUpInput = z.input<typeof signUpInputSchema>;

const UNIQUE_ID_FIRST_LETTERS = 'ABC';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MAX_UNIQUE_ID_TRIES = 10;

/** Three upper-case letters and six digits; the first letter (A, B or C) picks a default avatar. */
export function generateUniqueId(): string {
  const first = UNIQUE_ID_FIRST_LETTERS[randomInt(UNIQUE_ID_FIRST_LETTERS.length)]!;
  const rest = LETTERS[randomInt(LETTERS.length)]! + LETTERS[randomInt(LETTERS.length)]!;
  return `${first}${rest}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

type SignUpDependencies = Pick<
  Context,
  'db' | 'env' | 'clientIp' | 'userAgent' | 'businessStatusLookup' | 'logger' | 'viewer'
>;

export type SignUpConsents = {
  isMarketingNoti?: boolean | null;
  isAllowGeolocation?: boolean | null;
  isAllowThirdParty?: boolean | null;
};

/**
 * The part every sign-up shares (email, Kakao, Naver): spends the phone verification and writes
 * the user, the profile and the point wallet. Run it inside the caller's transaction so a later
 * failure leaves none of them and the verification still usable.
 */
export async function createAccount(
  tx: Database,
  input: {
    account: Pick<NewUser, 'email' | 'passwordHash' | 'socialType'>;
    data: Omit<z.output<typeof signUpInputSchema>, 'email' | 'password'>;
    requestId: string;
    consents: SignUpConsents;
    /** From claimBusinessNumber, before the transaction. */
    businessNumberVerifiedAt: Date | null;
  },
  now: Date,
): Promise<number> {
  const { data } = input;
  const isPhoneVerified = await consumePhoneRequestId(
    tx,
    { requestId: input.requestId, phoneNumber: data.phoneNumber },
    now,
  );
  if (!isPhoneVerified) throw new BadUserInputError(SIGN_UP_MESSAGES.phoneNotVerified);

  const userId = await insertUserUnlessEmailTaken(tx, {
    ...input.account,
    name: data.name,
    nickname: data.nickname,
    phoneNumber: data.phoneNumber,
    isMarketingNoti: input.consents.isMarketingNoti ?? false,
    isAllowGeolocation: input.consents.isAllowGeolocation ?? false,
    isAllowThirdParty: input.consents.isAllowThirdParty ?? false,
    joinedAt: now,
  });
  if (userId === null) throw new ConflictError(SIGN_UP_MESSAGES.duplicateEmail);

  // A consumer or an engineer is a person: the name and the verified phone of the account are
  // their profile's 이름 and 연락처 from the start (issue 13: a consumer who gave both showed 0 %).
  // A company's 대표자명 and numbers are the company's own, from step 3 and the profile form.
  const isPerson = data.profile.type === 'CONSUMER' || data.profile.type === 'ENGINEER';
  const basics = {
    companyName: data.profile.companyName,
    ownerName: isPerson ? data.profile.ownerName || data.name : data.profile.ownerName,
    businessNumber: data.profile.businessNumber,
    phoneNumber: isPerson ? data.phoneNumber : null,
  };
  // Checked before the transaction; checked again here, where the new profile is written.
  await assertBusinessNumberFree({ db: tx }, data.profile.businessNumber);
  // The ring starts from what step 3 already filled in, by the same rule every update uses.
  const completion = {
    progress: computeProfileProgress(data.profile.type, basics, false),
    rateOfCreation: computeProfileCreationRate(data.profile.type, basics),
  };
  let profileId: number | null = null;
  for (let tries = 0; profileId === null && tries < MAX_UNIQUE_ID_TRIES; tries += 1) {
    profileId = await insertProfileUnlessUniqueIdTaken(tx, {
      userId,
      type: data.profile.type,
      uniqueId: generateUniqueId(),
      ...basics,
      businessNumberVerifiedAt: input.businessNumberVerifiedAt,
      ...completion,
    });
  }
  // 26² × 3 × 10⁶ ids: ten collisions in a row means something other than bad luck.
  if (profileId === null) throw new InternalServerError();

  await insertPointWallet(tx, userId);
  return userId;
}

/**
 * Creates the account from /auth/join2–3 and logs it in. The phone verification is spent, and
 * the user, profile and point wallet are written, in one transaction: any failure leaves none of
 * them and the verification still usable.
 */
export async function signUp(
  deps: SignUpDependencies,
  input: {
    data: SignUpInput;
    requestId: string;
    isMarketingNoti?: boolean | null;
    isAllowGeolocation?: boolean | null;
    isAllowThirdParty?: boolean | null;
  },
  now: Date = new Date(),
): Promise<AuthToken> {
  const parsed = signUpInputSchema.safeParse(input.data);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  const data = parsed.data;
  if (input.requestId.trim() === '') {
    throw new BadUserInputError(SIGN_UP_MESSAGES.phoneNotVerified);
  }
  // Its answers say whether an email or a 사업자등록번호 is taken, and one verified phone may try
  // again after either: it spends the same budget as isExistEmail.
  await assertLookupAllowed(deps, now);
  const businessNumberVerifiedAt = await claimBusinessNumber(
    deps,
    data.profile.businessNumber,
    now,
  );
  const passwordHash = await hash(data.password, ARGON2_OPTIONS);

  return withBusinessNumberRaceAnswered(() =>
    deps.db.transaction(async (tx) => {
      const userId = await createAccount(
        tx,
        {
          account: { email: data.email, passwordHash, socialType: 'EMAIL' },
          data,
          requestId: input.requestId,
          consents: input,
          businessNumberVerifiedAt,
        },
        now,
      );
      return issueTokens({ ...deps, db: tx }, userId, { isRemember: false }, now);
    }),
  );
}
