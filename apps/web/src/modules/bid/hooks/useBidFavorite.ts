'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import {
  BidAddFavoriteDocument,
  BidDeleteFavoriteDocument,
} from '../../../graphql/generated/graphql';
import { buildLoginHref } from '../../auth/utils/route-access';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';
import { useToast } from '../../ui/hooks/useToast';

/**
 * The heart shows the new state at once and goes back if the API refuses (with the reason in a
 * toast). Clicks while a change is on its way are ignored, so the last answer always matches the
 * state shown. Logged out, it leads to the login page and back.
 */
export function useBidFavorite(announcementId: string, initialIsFavorite: boolean) {
  const { client, state: session } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const showToast = useToast();
  const [isFavorite, setIsFavorite] = useState(initialIsFavorite);
  const [isPending, setIsPending] = useState(false);
  const isSending = useRef(false);

  const toggle = useCallback(async () => {
    if (!session.isLogin) {
      router.push(buildLoginHref(pathname));
      return;
    }
    if (isSending.current) return;
    isSending.current = true;
    setIsPending(true);
    const next = !isFavorite;
    setIsFavorite(next);
    const result = next
      ? await client.requestField(BidAddFavoriteDocument, 'addFavoriteAnnouncement', {
          announcementId,
        })
      : await client.requestField(BidDeleteFavoriteDocument, 'deleteFavoriteAnnouncement', {
          announcementId,
        });
    isSending.current = false;
    setIsPending(false);
    if (isGraphqlFailure(result)) {
      setIsFavorite(!next);
      showToast(result.message, 'error');
      return;
    }
    setIsFavorite(result.isFavorite);
    showToast(result.isFavorite ? '관심 공고에 담았습니다.' : '관심 공고에서 뺐습니다.', 'success');
  }, [announcementId, client, isFavorite, pathname, router, session.isLogin, showToast]);

  return { isFavorite, isPending, toggle };
}
