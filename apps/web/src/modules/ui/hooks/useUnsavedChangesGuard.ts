'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useDialog } from './useDialog';

export const UNSAVED_CHANGES_TITLE = '저장하지 않은 변경 사항이 있어요.';
export const UNSAVED_CHANGES_MESSAGE = '이 페이지를 나갈까요? 나가면 입력한 내용이 사라져요.';

/**
 * Whether a form's values differ from the saved ones. Both come from the same function (the
 * saved data turned into form values), so their keys line up and JSON compares them.
 */
export function hasUnsavedChanges<T>(values: T, saved: T): boolean {
  return JSON.stringify(values) !== JSON.stringify(saved);
}

/** The same-origin page a plain click on this link opens, or null when the click is not one. */
function findLeavingHref(event: MouseEvent, stayingUnder: string | null): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site is a full page load: beforeunload asks then.
  if (url.origin !== window.location.origin) return null;
  // A jump within the page (#…) leaves nothing behind.
  if (url.pathname === window.location.pathname && url.search === window.location.search) {
    return null;
  }
  // Pages that keep what was typed (the wizard's other steps) are not leaving it.
  if (stayingUnder !== null && url.pathname.startsWith(stayingUnder)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While `isDirty`, leaving the page asks first: a link click (header, drawer, tab bar, any
 * in-app link) opens the app's confirm dialog and navigates only on 나가기; a reload, closing
 * the tab or typing another address gets the browser's own beforeunload question.
 *
 * The click is caught on window in the capture phase, before React (and next/link) sees it, and
 * its default is prevented, which next/link honours.
 */
export function useUnsavedChangesGuard(
  isDirty: boolean,
  options: {
    /** A path prefix whose pages keep the unsaved state, so going there is not leaving. */
    stayingUnder?: string | null;
  } = {},
) {
  const stayingUnder = options.stayingUnder ?? null;
  const router = useRouter();
  const { confirm } = useDialog();
  const isAsking = useRef(false);

  useEffect(() => {
    if (!isDirty) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Chromium before 119 and Safari still need returnValue set.
      event.returnValue = '';
    }
    function onClick(event: MouseEvent) {
      const href = findLeavingHref(event, stayingUnder);
      if (!href) return;
      // Only the default is prevented: next/link then does not navigate, while the link's own
      // onClick still runs (the phone drawer closes itself that way).
      event.preventDefault();
      if (isAsking.current) return;
      isAsking.current = true;
      void confirm({
        title: UNSAVED_CHANGES_TITLE,
        message: UNSAVED_CHANGES_MESSAGE,
        confirmLabel: '나가기',
        isDestructive: true,
      }).then((isLeaving) => {
        isAsking.current = false;
        if (!isLeaving) return;
        window.removeEventListener('beforeunload', onBeforeUnload);
        window.removeEventListener('click', onClick, true);
        router.push(href);
      });
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [confirm, isDirty, router, stayingUnder]);
}
