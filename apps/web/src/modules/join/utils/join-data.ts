import type { ProfileType } from '@gongsa/domain';

/**
 * What the three sign-up steps collect, kept in the session's `joinData` list (SPEC §3 "join data
 * list"): index 0 is /auth/join1, index 1 is /auth/join2. Step 3 submits, so it is never stored.
 * The session storage is encrypted; the password is dropped as soon as the account exists.
 */
export type JoinAgreements = {
  step: 1;
  isServiceTerms: true;
  isPrivacyPolicy: true;
  isMarketingNoti: boolean;
  isAllowGeolocation: boolean;
  isAllowThirdParty: boolean;
};

export type JoinAccount = {
  step: 2;
  /** Absent for a Kakao/Naver sign-up: the provider's account is the login. */
  email: string | null;
  password: string | null;
  name: string;
  nickname: string;
  phoneNumber: string;
  /** From validateAuthNumber; signUp consumes it once. */
  requestId: string;
};

export type SocialProvider = 'KAKAO' | 'NAVER';

/** A Kakao/Naver login that found no account: the join steps then finish with signUpKakao/Naver. */
export type JoinSocial = {
  step: 0;
  provider: SocialProvider;
  accessToken: string;
  email: string | null;
  name: string | null;
};

export type JoinEntry = JoinSocial | JoinAgreements | JoinAccount;

export type JoinProfileInput = {
  type: ProfileType;
  companyName?: string;
  ownerName?: string;
  businessNumber?: string;
};

function isEntry(value: unknown): value is JoinEntry {
  return typeof value === 'object' && value !== null && 'step' in value;
}

function findEntry<TStep extends JoinEntry['step']>(
  joinData: readonly unknown[],
  step: TStep,
): Extract<JoinEntry, { step: TStep }> | null {
  const entry = joinData.find((item) => isEntry(item) && item.step === step);
  return (entry as Extract<JoinEntry, { step: TStep }> | undefined) ?? null;
}

export function readJoinSocial(joinData: readonly unknown[]): JoinSocial | null {
  return findEntry(joinData, 0);
}

export function readJoinAgreements(joinData: readonly unknown[]): JoinAgreements | null {
  return findEntry(joinData, 1);
}

export function readJoinAccount(joinData: readonly unknown[]): JoinAccount | null {
  return findEntry(joinData, 2);
}

/** Replaces one step's entry and drops the later steps, which depended on it. */
export function withJoinEntry(joinData: readonly unknown[], entry: JoinEntry): JoinEntry[] {
  const kept = joinData.filter(
    (item): item is JoinEntry => isEntry(item) && item.step < entry.step,
  );
  return [...kept, entry];
}

/** Where a visitor who opens a later step directly must go back to; null when the step may show. */
export function findMissingJoinStep(joinData: readonly unknown[], step: 2 | 3): string | null {
  if (!readJoinAgreements(joinData)) return '/auth/join1';
  if (step === 3 && !readJoinAccount(joinData)) return '/auth/join2';
  return null;
}
