'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { ButtonLink } from '../../ui/components/Button';
import { Skeleton } from '../../ui/components/Skeleton';
import {
  PROFILE_PATH,
  PROFILE_REQUIRED_TITLE,
  checkProfileRequirement,
  useRequireProfile,
} from '../hooks/useRequireProfile';

/**
 * Wraps a page that creates an estimate request: a direct visit with an incomplete profile gets
 * the same dialog as the entry links, and the page body is replaced by the same message.
 */
export function RequireProfileGate({ children }: { children: ReactNode }) {
  const { state, isHydrated } = useSession();
  const requireProfile = useRequireProfile();
  const router = useRouter();
  const hasAsked = useRef(false);
  const requirement = checkProfileRequirement(state);

  useEffect(() => {
    if (!isHydrated || requirement === 'ready' || hasAsked.current) return;
    hasAsked.current = true;
    void requireProfile(undefined, {
      // '취소' leaves the wizard: it cannot be used without a profile.
      onCancel: () => {
        if (window.history.length > 1) router.back();
        else router.replace('/');
      },
    });
  }, [isHydrated, requirement, requireProfile, router]);

  if (!isHydrated) return <Skeleton className="mx-auto mt-10 h-64 w-full max-w-5xl" />;
  if (requirement === 'ready') return children;
  return (
    <div className="mx-auto w-full max-w-5xl px-5 py-10 desktop:py-14">
      <h1 className="text-2xl font-bold text-gray-900 desktop:text-[28px]">견적 요청하기</h1>
      <div className="mt-6 rounded-2xl border border-gray-200 bg-white p-6">
        <p className="text-[15px] text-gray-800">{PROFILE_REQUIRED_TITLE}</p>
        <ButtonLink href={PROFILE_PATH} className="mt-4">
          프로필 작성하기
        </ButtonLink>
      </div>
    </div>
  );
}
