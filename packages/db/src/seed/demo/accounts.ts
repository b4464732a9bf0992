import { type DemoProfileType } from './types';

/**
 * Accounts anyone can log in with on a demo installation; printed at start-up and in the README.
 * The password meets the sign-up rule (8+ characters with a letter, a digit and one of @$!%*#?&).
 */
export const DEMO_PASSWORD = 'gongsa1234!';

export interface DemoAccount {
  email: string;
  password: string;
  role: 'USER' | 'ADMIN';
  profileType: DemoProfileType | null;
  /** What the account shows off, in Korean for the start-up banner. */
  label: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'corp@gongsa.test',
    password: DEMO_PASSWORD,
    role: 'USER',
    profileType: 'CORPORATION',
    label: '법인 — (주)대한철근건설, 포인트·입찰 내역 보유',
  },
  {
    email: 'private@gongsa.test',
    password: DEMO_PASSWORD,
    role: 'USER',
    profileType: 'PRIVATE_BUSINESS',
    label: '개인 사업자 — 한빛인테리어, 선정·리뷰 내역 보유',
  },
  {
    email: 'engineer@gongsa.test',
    password: DEMO_PASSWORD,
    role: 'USER',
    profileType: 'ENGINEER',
    label: '기술자 — 준호전기',
  },
  {
    email: 'consumer@gongsa.test',
    password: DEMO_PASSWORD,
    role: 'USER',
    profileType: 'CONSUMER',
    label: '일반 소비자 — 견적 요청(공고)·임시저장 보유',
  },
  {
    email: 'subscriber@gongsa.test',
    password: DEMO_PASSWORD,
    role: 'USER',
    profileType: 'CORPORATION',
    label: '법인 구독 회원 — 프리미엄 구독 이용 중',
  },
  {
    email: 'admin@gongsa.test',
    password: DEMO_PASSWORD,
    role: 'ADMIN',
    profileType: null,
    label: '관리자',
  },
];

/** Fixed unique ids so links to the demo companies stay valid across installations. */
export const DEMO_PROFILE_UNIQUE_IDS = {
  corp: 'AGS100001',
  private: 'BGS100002',
  engineer: 'CGS100003',
  consumer: 'AGS100004',
  subscriber: 'BGS100005',
} as const;
