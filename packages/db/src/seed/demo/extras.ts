/**
 * Wallets, payments, notifications and other personal rows of the demo accounts, as plain data.
 * Point amounts follow the shop's items (data/items.ts); opening a company's financial information
 * costs FINANCIAL_INFO_UNLOCK_POINT points.
 */
export const FINANCIAL_INFO_UNLOCK_POINT = 3_000;
export const SIGN_UP_BONUS_POINT = 3_000;

export type LedgerTarget =
  | { kind: 'ORDER'; itemName: string }
  | { kind: 'UNLOCK'; profileIndex: number }
  | { kind: 'WITHDRAWAL'; bankCode: string; accountNumber: string }
  | { kind: 'NONE' };

export interface LedgerEntry {
  type: 'CHARGE' | 'FREE' | 'USE' | 'WITHDRAW';
  reason: string;
  point: number;
  daysAgo: number;
  target: LedgerTarget;
}

const SIGN_UP: LedgerEntry = {
  type: 'FREE',
  reason: '회원가입 축하 포인트',
  point: SIGN_UP_BONUS_POINT,
  daysAgo: 400,
  target: { kind: 'NONE' },
};

function charge(itemName: string, point: number, bonus: number, daysAgo: number): LedgerEntry[] {
  const entries: LedgerEntry[] = [
    {
      type: 'CHARGE',
      reason: `${itemName} 충전`,
      point,
      daysAgo,
      target: { kind: 'ORDER', itemName },
    },
  ];
  if (bonus > 0) {
    entries.push({
      type: 'FREE',
      reason: '충전 보너스 포인트',
      point: bonus,
      daysAgo,
      target: { kind: 'NONE' },
    });
  }
  return entries;
}

/** `profileIndex` picks the n-th generated company, so the unlocked firm is a real demo firm. */
function unlock(profileIndex: number, daysAgo: number): LedgerEntry {
  return {
    type: 'USE',
    reason: '기업정보 열람',
    point: -FINANCIAL_INFO_UNLOCK_POINT,
    daysAgo,
    target: { kind: 'UNLOCK', profileIndex },
  };
}

export const DEMO_LEDGERS: Readonly<Record<string, LedgerEntry[]>> = {
  'corp@gongsa.test': [
    SIGN_UP,
    ...charge('포인트 30,000', 30_000, 1_500, 60),
    unlock(3, 30),
    unlock(17, 5),
  ],
  'private@gongsa.test': [
    SIGN_UP,
    ...charge('포인트 50,000', 50_000, 5_000, 90),
    unlock(8, 45),
    {
      type: 'WITHDRAW',
      reason: '포인트 환불 (신한은행)',
      point: -20_000,
      daysAgo: 20,
      target: { kind: 'WITHDRAWAL', bankCode: '088', accountNumber: '110482193057' },
    },
  ],
  'engineer@gongsa.test': [SIGN_UP],
  'consumer@gongsa.test': [SIGN_UP],
  'subscriber@gongsa.test': [SIGN_UP, ...charge('포인트 10,000', 10_000, 0, 200)],
};

export const SUBSCRIBER_EMAIL = 'subscriber@gongsa.test';
export const SUBSCRIPTION_ITEM_NAME = '프리미엄 구독';

export interface DemoNotificationSpec {
  type: 'NOTICE' | 'APPLY' | 'SELECTED' | 'INVITATION' | 'REVIEW' | 'POINT' | 'KEYWORD';
  title: string;
  message: string;
  url: string | null;
  isRead: boolean;
  hoursAgo: number;
}

const TERMS_NOTICE: DemoNotificationSpec = {
  type: 'NOTICE',
  title: '서비스 이용약관 개정 안내',
  message:
    '2026년 1월 1일부터 개정된 서비스 이용약관과 환불 약관이 적용됩니다. 주요 변경 내용을 확인해 주세요.',
  url: '/terms/serviceTerms',
  isRead: true,
  hoursAgo: 24 * 40,
};

export const DEMO_NOTIFICATIONS: Readonly<Record<string, DemoNotificationSpec[]>> = {
  'corp@gongsa.test': [
    TERMS_NOTICE,
    {
      type: 'POINT',
      title: '포인트 충전 완료',
      message: '30,000P가 충전되고 보너스 1,500P가 지급되었어요.',
      url: '/myPage/point?tab=1',
      isRead: true,
      hoursAgo: 24 * 60,
    },
    {
      type: 'SELECTED',
      title: '축하합니다! 업체로 선정되었어요',
      message:
        '지원하신 철근·콘크리트 공고에 최종 선정되었습니다. 의뢰인에게 연락해 일정을 확정해 주세요.',
      url: '/myBid?tab=3',
      isRead: false,
      hoursAgo: 30,
    },
    {
      type: 'INVITATION',
      title: '공고에 초대되었어요',
      message:
        '의뢰인이 (주)대한철근건설을 철근·콘크리트 공고에 초대했어요. 공고 내용을 확인하고 지원해 보세요.',
      url: '/myBid?tab=1',
      isRead: false,
      hoursAgo: 5,
    },
    {
      type: 'KEYWORD',
      title: "관심 키워드 '철근' 새 공고",
      message: '관심 분야에 새 공고가 등록되었어요. 마감되기 전에 확인해 보세요.',
      url: '/bid',
      isRead: false,
      hoursAgo: 2,
    },
  ],
  'private@gongsa.test': [
    TERMS_NOTICE,
    {
      type: 'SELECTED',
      title: '축하합니다! 업체로 선정되었어요',
      message: '김민지 님의 인테리어 공고에 최종 선정되었습니다.',
      url: '/myBid?tab=3',
      isRead: true,
      hoursAgo: 24 * 12,
    },
    {
      type: 'REVIEW',
      title: '새 리뷰가 등록되었어요',
      message: '김민지 님이 한빛인테리어에 별점 5점 리뷰를 남겼어요.',
      url: '/myPage/review',
      isRead: false,
      hoursAgo: 20,
    },
    {
      type: 'POINT',
      title: '포인트 환불 완료',
      message: '신청하신 20,000P 환불이 완료되었어요. 등록한 계좌로 입금되었습니다.',
      url: '/myPage/point?tab=1',
      isRead: true,
      hoursAgo: 24 * 18,
    },
  ],
  'engineer@gongsa.test': [
    TERMS_NOTICE,
    {
      type: 'INVITATION',
      title: '공고에 초대되었어요',
      message: '의뢰인이 준호전기를 인테리어·전기 공고에 초대했어요.',
      url: '/myBid?tab=1',
      isRead: false,
      hoursAgo: 8,
    },
  ],
  'consumer@gongsa.test': [
    TERMS_NOTICE,
    {
      type: 'POINT',
      title: '회원가입 축하 포인트 지급',
      message: '가입을 환영합니다! 3,000P가 지급되었어요.',
      url: '/myPage/point?tab=1',
      isRead: true,
      hoursAgo: 24 * 400,
    },
    {
      type: 'APPLY',
      title: '새 견적이 도착했어요',
      message: '한빛인테리어에서 견적을 보냈어요. 견적 금액과 포트폴리오를 확인해 보세요.',
      url: '/myBid?tab=1',
      isRead: false,
      hoursAgo: 3,
    },
    {
      type: 'APPLY',
      title: '새 견적이 도착했어요',
      message: '새 업체가 방수 공고에 견적을 보냈어요.',
      url: '/myBid?tab=1',
      isRead: false,
      hoursAgo: 1,
    },
  ],
  'subscriber@gongsa.test': [
    TERMS_NOTICE,
    {
      type: 'POINT',
      title: '프리미엄 구독이 시작되었어요',
      message: '이제 모든 기업정보를 포인트 차감 없이 무료로 열람할 수 있어요.',
      url: '/myPage/point?tab=1',
      isRead: true,
      hoursAgo: 24 * 12,
    },
  ],
};
