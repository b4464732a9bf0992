import {
  ANNOUNCEMENT_TYPE_LABELS,
  canProfileTypeApply,
  isAnnouncementType,
  isProfileType,
} from '@gongsa/domain';

type ApplyLike = { id: string; state: string };

export type ApplyPanelInput = {
  isLogin: boolean;
  /** The viewer's profile type; null without a profile. */
  profileType: string | null;
  announcement: {
    type: string;
    state: string;
    isMine: boolean;
    canApply: boolean;
    myApply: ApplyLike | null | undefined;
  };
};

export type ApplyPanel<A extends ApplyLike> =
  /** The publisher: manage it on /myBid/detail instead. */
  | { kind: 'owner' }
  /** Logged out: 지원하기 leads to the login page and back. */
  | { kind: 'login' }
  /** A submitted (or decided) apply: show it. */
  | { kind: 'applied'; apply: A }
  /** The apply form, continuing a saved WRITING apply when there is one. */
  | { kind: 'form'; apply: A | null }
  /** Why this viewer cannot apply, in Korean. */
  | { kind: 'blocked'; reason: string };

const SHOWN_APPLY_STATES = new Set(['SUBMITTED', 'SELECTED', 'NOT_SELECTED']);

/**
 * What the apply area of the detail page shows. The API's canApply decides whether the form is
 * offered; the other checks only pick the Korean reason, in the order the API checks them
 * (ADR 0010), so the page never offers a form the API would refuse.
 */
export function resolveApplyPanel<A extends ApplyLike>(
  input: Omit<ApplyPanelInput, 'announcement'> & {
    announcement: Omit<ApplyPanelInput['announcement'], 'myApply'> & {
      myApply: A | null | undefined;
    };
  },
): ApplyPanel<A> {
  const { announcement } = input;
  if (!input.isLogin) return { kind: 'login' };
  if (announcement.isMine) return { kind: 'owner' };
  const apply = announcement.myApply ?? null;
  if (apply && SHOWN_APPLY_STATES.has(apply.state)) return { kind: 'applied', apply };
  if (apply?.state === 'GAVE_UP') {
    return { kind: 'blocked', reason: '지원을 포기한 공고에는 다시 지원할 수 없습니다.' };
  }
  if (announcement.canApply) return { kind: 'form', apply };
  if (announcement.state !== 'RECRUITING') {
    return { kind: 'blocked', reason: '모집이 끝난 공고입니다.' };
  }
  if (!input.profileType) {
    return { kind: 'blocked', reason: '프로필을 먼저 완성해 주세요.' };
  }
  if (input.profileType === 'CONSUMER') {
    return { kind: 'blocked', reason: '일반 소비자 프로필로는 지원할 수 없습니다.' };
  }
  if (
    isAnnouncementType(announcement.type) &&
    isProfileType(input.profileType) &&
    !canProfileTypeApply(announcement.type, input.profileType)
  ) {
    return {
      kind: 'blocked',
      reason: `${ANNOUNCEMENT_TYPE_LABELS[announcement.type]} 프로필만 지원할 수 있는 공고입니다.`,
    };
  }
  return { kind: 'blocked', reason: '지금은 이 공고에 지원할 수 없습니다.' };
}
