'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { CompanyFinancialDocument } from '../../../graphql/generated/operations/company-financial';
import { MyPointInfoDocument } from '../../../graphql/generated/operations/my-point-info';
import { buildLoginHref } from '../../auth/utils/route-access';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';
import { useToast } from '../../ui/hooks/useToast';
import type { FinancialData } from '../utils/company-detail-types';

export const INSUFFICIENT_POINTS_CODE = 'INSUFFICIENT_POINTS';

export type UnlockDialog =
  | { kind: 'confirm'; cost: number; balance: number }
  | { kind: 'insufficient'; cost: number; balance: number }
  | null;

/**
 * The paid unlock: the viewer's balance is read fresh, the cost is confirmed in a dialog, and
 * only 확인 calls `financial` (which charges on the first call). Too few points — known before
 * the call or answered by the API — opens the 포인트가 부족합니다 dialog instead. After a charge
 * the session's account is reloaded, so the header badge and menu show the new balance.
 */
export function useFinancialUnlock(profileId: string, cost: number) {
  const { client, state: session, refetchAccount } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const showToast = useToast();
  const [dialog, setDialog] = useState<UnlockDialog>(null);
  const [isWorking, setIsWorking] = useState(false);
  const [unlocked, setUnlocked] = useState<FinancialData | null>(null);
  const isBusy = useRef(false);

  const readBalance = useCallback(async (): Promise<number | null> => {
    const point = await client.requestField(MyPointInfoDocument, 'myPointInfo');
    if (isGraphqlFailure(point)) {
      showToast(point.message, 'error');
      return null;
    }
    return point?.nowPoint ?? 0;
  }, [client, showToast]);

  const start = useCallback(async () => {
    if (!session.isLogin) {
      router.push(buildLoginHref(pathname));
      return;
    }
    if (isBusy.current) return;
    isBusy.current = true;
    setIsWorking(true);
    const balance = await readBalance();
    isBusy.current = false;
    setIsWorking(false);
    if (balance === null) return;
    setDialog({ kind: balance < cost ? 'insufficient' : 'confirm', cost, balance });
  }, [cost, pathname, readBalance, router, session.isLogin]);

  const confirm = useCallback(async () => {
    if (isBusy.current) return;
    isBusy.current = true;
    setIsWorking(true);
    const result = await client.requestField(CompanyFinancialDocument, 'financial', {
      profileId,
      confirmPayment: true,
    });
    if (isGraphqlFailure(result)) {
      if (result.code === INSUFFICIENT_POINTS_CODE) {
        const balance = await readBalance();
        setDialog({ kind: 'insufficient', cost, balance: balance ?? 0 });
        void refetchAccount();
      } else {
        setDialog(null);
        showToast(result.message, 'error');
      }
      isBusy.current = false;
      setIsWorking(false);
      return;
    }
    setUnlocked(result);
    setDialog(null);
    isBusy.current = false;
    setIsWorking(false);
    showToast(`재무·신용 정보를 열람했습니다. (${cost.toLocaleString('ko-KR')}P 사용)`, 'success');
    void refetchAccount();
  }, [client, cost, profileId, readBalance, refetchAccount, showToast]);

  const close = useCallback(() => {
    if (!isBusy.current) setDialog(null);
  }, []);

  return { dialog, isWorking, unlocked, start, confirm, close };
}
