'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { useDialog } from '../../ui/hooks/useDialog';

export const PROFILE_PATH = '/myPage/profile';
export const PROFILE_REQUIRED_TITLE = '프로필을 먼저 완성해 주세요.';

export type ProfileRequirement = 'ready' | 'login' | 'incomplete';

/** Pure decision, so the rule is testable without a browser: login first, then a completed profile. */
export function checkProfileRequirement(session: {
  isLogin: boolean;
  me: { profile?: { isCompleted: boolean } | null } | null;
}): ProfileRequirement {
  if (!session.isLogin) return 'login';
  return session.me?.profile?.isCompleted ? 'ready' : 'incomplete';
}

export function toLoginPath(redirect: string): string {
  return `/auth/login?redirect=${encodeURIComponent(redirect)}`;
}

type ProfileCheckTools = {
  state: Parameters<typeof checkProfileRequirement>[0];
  dialog: ReturnType<typeof useDialog>;
  router: { push(href: string): void };
};

/**
 * SPEC §5 "Estimate request": creating one requires login, then a profile. Resolves true when the
 * user may go on to `targetPath`; otherwise it has already sent them to the login page or asked
 * them to complete the profile. EstimateRequestLink fetches it on click; pages use the hook.
 */
export async function requireProfile(
  { state, dialog, router }: ProfileCheckTools,
  targetPath: string,
  options: { onCancel?: () => void } = {},
): Promise<boolean> {
  const requirement = checkProfileRequirement(state);
  if (requirement === 'ready') return true;
  if (requirement === 'login') {
    router.push(toLoginPath(targetPath));
    return false;
  }
  const isGoing = await dialog.confirm({
    title: PROFILE_REQUIRED_TITLE,
    message:
      '견적 요청은 프로필의 기본 정보(상호명, 대표자명, 연락처, 주소, 업종 등)를 입력한 뒤 이용할 수 있습니다.',
    confirmLabel: '프로필 작성하기',
    cancelLabel: '취소',
  });
  if (isGoing) router.push(PROFILE_PATH);
  else options.onCancel?.();
  return false;
}

/** requireProfile with this page's session, dialogs and router; the target defaults to here. */
export function useRequireProfile() {
  const { state } = useSession();
  const dialog = useDialog();
  const router = useRouter();
  const pathname = usePathname();

  return useCallback(
    (targetPath: string = pathname, options: { onCancel?: () => void } = {}): Promise<boolean> =>
      requireProfile({ state, dialog, router }, targetPath, options),
    [dialog, pathname, router, state],
  );
}
