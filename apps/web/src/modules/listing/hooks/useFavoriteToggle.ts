'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { buildLoginHref } from '../../auth/utils/route-access';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';
import { useToast } from '../../ui/hooks/useToast';

/** What can be a favourite (a company, an estimate request) and how to store the choice. */
export type FavoriteKind = {
  /** The favourites list's name, e.g. '관심 기업'; the toasts say '관심 기업에 담았습니다.'. */
  label: string;
  /** Other words for the two toasts (팔로우: '팔로우했습니다.'), instead of the list's. */
  toasts?: { added: string; removed: string };
  /** Adds (`isFavorite` true) or removes the favourite; answers with the stored state. */
  send: (
    client: GraphqlClient,
    targetId: string,
    isFavorite: boolean,
  ) => Promise<{ isFavorite: boolean } | GraphqlFailure>;
};

/**
 * The heart shows the new state at once and goes back if the API refuses (with the reason in a
 * toast). Clicks while a change is on its way are ignored, so the last answer always matches the
 * state shown. Logged out, it leads to the login page and back.
 */
export function useFavoriteToggle(
  kind: FavoriteKind,
  targetId: string,
  initialIsFavorite: boolean,
) {
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
    const result = await kind.send(client, targetId, next);
    isSending.current = false;
    setIsPending(false);
    if (isGraphqlFailure(result)) {
      setIsFavorite(!next);
      showToast(result.message, 'error');
      return;
    }
    setIsFavorite(result.isFavorite);
    const toasts = kind.toasts ?? {
      added: `${kind.label}에 담았습니다.`,
      removed: `${kind.label}에서 뺐습니다.`,
    };
    showToast(result.isFavorite ? toasts.added : toasts.removed, 'success');
  }, [client, isFavorite, kind, pathname, router, session.isLogin, showToast, targetId]);

  return { isFavorite, isPending, toggle };
}
