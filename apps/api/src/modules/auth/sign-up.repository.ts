import { profiles, toNameSearchColumns, userPoints, users } from '@gongsa/db';
import type { ProfileType } from '@gongsa/domain';
import type { Database } from '../../app/database';

export type NewUser = {
  /** Null for a Kakao/Naver account whose provider gave no usable address. */
  email: string | null;
  /** Null for accounts that only sign in through Kakao or Naver. */
  passwordHash: string | null;
  socialType: 'EMAIL' | 'KAKAO' | 'NAVER';
  name: string;
  nickname: string;
  phoneNumber: string;
  isMarketingNoti: boolean;
  isAllowGeolocation: boolean;
  isAllowThirdParty: boolean;
  joinedAt: Date;
};

/**
 * Inserts the account, or returns null when a live account already has the email: the partial
 * unique index decides, so two simultaneous sign-ups with one address cannot both succeed.
 */
export async function insertUserUnlessEmailTaken(
  db: Database,
  user: NewUser,
): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? null;
}

/** Inserts the profile, or returns null when its uniqueId is already taken. */
export async function insertProfileUnlessUniqueIdTaken(
  db: Database,
  profile: {
    userId: number;
    type: ProfileType;
    uniqueId: string;
    companyName: string | null;
    ownerName: string | null;
    businessNumber: string | null;
    phoneNumber: string | null;
    businessNumberVerifiedAt: Date | null;
    progress: number;
    rateOfCreation: number;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(profiles)
    // The name is searchable on /company from the start, 초성 included.
    .values({ ...profile, ...toNameSearchColumns(profile.companyName) })
    // Only a uniqueId collision is retried; a taken 사업자등록번호 is an error the caller answers.
    .onConflictDoNothing({ target: profiles.uniqueId })
    .returning({ id: profiles.id });
  return row?.id ?? null;
}

export async function insertPointWallet(db: Database, userId: number): Promise<void> {
  await db.insert(userPoints).values({ userId });
}
