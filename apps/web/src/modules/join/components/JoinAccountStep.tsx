'use client';

import { Suspense } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { Button } from '../../ui/components/Button';
import { lazyIsland } from '../../ui/utils/lazy-island';
import { useJoinGuard } from '../hooks/useJoinGuard';
import { readJoinSocial } from '../utils/join-data';
import type { JoinReturnReason } from '../utils/sign-up-error';
import { JoinFormSkeleton, JoinFrame } from './JoinFrame';

function JoinAccountUnavailable() {
  return (
    <div role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-[15px] text-danger-700">
      <p>입력 화면을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
      <Button variant="outline" className="mt-3" onClick={() => window.location.reload()}>
        다시 시도
      </Button>
    </div>
  );
}

// The form (its fields, phone verification and submit) is drawn only after the session has been
// read, so its code is fetched while the page hydrates instead of being in the first load; the
// skeleton stands until it has come (ADR 0018, 2026-11-27).
const JoinAccountFields = lazyIsland(
  () => import('./JoinAccountForm').then((module) => module.JoinAccountFields),
  JoinAccountUnavailable,
  { isFetchedEarly: true },
);

/** /auth/join2: the account (email, password, name, nickname) and the verified phone. */
export function JoinAccountStep({ returnReason }: { returnReason: JoinReturnReason | null }) {
  const { state } = useSession();
  const isReady = useJoinGuard(2);
  const social = readJoinSocial(state.joinData);
  return (
    <JoinFrame
      step={2}
      title="정보 입력"
      description={
        social
          ? '가입에 필요한 정보를 입력해 주세요.'
          : '로그인에 쓸 이메일과 기본 정보를 입력해 주세요.'
      }
    >
      {isReady ? (
        <Suspense fallback={<JoinFormSkeleton />}>
          <JoinAccountFields returnReason={returnReason} />
        </Suspense>
      ) : (
        <JoinFormSkeleton />
      )}
    </JoinFrame>
  );
}
