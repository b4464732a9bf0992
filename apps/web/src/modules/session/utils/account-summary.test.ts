import { describe, expect, it } from 'vitest';
import { summarizeAccount } from './account-summary';
import type { SessionPoint, SessionSubscription, SessionUser } from './session-state';

const me: SessionUser = {
  __typename: 'User',
  id: '1',
  name: '박성훈',
  nickname: '성훈',
  email: 'corp@gongsa.test',
  avatar: null,
  profile: {
    __typename: 'Profile',
    id: '10',
    type: 'CORPORATION',
    uniqueId: 'AGS100001',
    progress: 72,
    isCompleted: true,
    companyName: '(주)대한철근건설',
  },
} as SessionUser;

const point = {
  nowPoint: 28500,
  totalPoint: 40000,
  refundProcessingPoint: 0,
  refundedTotalPoint: 0,
} as SessionPoint;
const subscription = (isCanceled: boolean) =>
  ({ isCanceled, item: { name: '프리미엄 구독' } }) as SessionSubscription;

describe('summarizeAccount — what the header, menu and drawer show', () => {
  it('shows the name, progress and points with separators', () => {
    const summary = summarizeAccount({ me, myPoint: point, mySubscribe: null });
    expect(summary.displayName).toBe('박성훈');
    expect(summary.progress).toBe(72);
    expect(summary.pointText).toBe('28,500');
    expect(summary.subscription).toBeNull();
  });

  it('shows the subscription, marked as ending when it was cancelled (구독 종료 예정)', () => {
    expect(
      summarizeAccount({ me, myPoint: point, mySubscribe: subscription(false) }).subscription,
    ).toEqual({
      name: '프리미엄 구독',
      isEnding: false,
    });
    expect(
      summarizeAccount({ me, myPoint: point, mySubscribe: subscription(true) }).subscription,
    ).toEqual({
      name: '프리미엄 구독',
      isEnding: true,
    });
  });

  it('falls back to the nickname, then 회원, and to 0 points', () => {
    expect(
      summarizeAccount({ me: { ...me, name: ' ' }, myPoint: null, mySubscribe: null }),
    ).toMatchObject({
      displayName: '성훈',
      pointText: '0',
    });
    expect(summarizeAccount({ me: null, myPoint: null, mySubscribe: null }).displayName).toBe(
      '회원',
    );
  });
});
