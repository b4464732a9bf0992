'use client';

import { useSearchParams } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';
import {
  createEntryId,
  LIST_ENTRY_FIELD,
  readEntryId,
  readSessionStorage,
  readStoredValue,
  saveStoredValue,
  SCROLL_STORE,
} from '../utils/list-scroll';

type Entry = { id: string; pendingScrollY: number | null };

/**
 * Brings a list back to where it was left when its history entry is shown again (Back from a
 * card, Forward, a reload). The browser restores the scroll position as soon as the entry comes
 * back, while the list is still asking for its cards: on a page a few cards tall that position is
 * cut short (issue 13: 4,230 px became 1,021). So each entry showing the list gets an id, the
 * position is saved under it while the user scrolls, and it is restored once `isRendered` says
 * the cards are on screen again. A new entry (a link to the list, a new search) has no id and
 * keeps the router's own scrolling: a fresh visit starts at the top, a filter change stays put.
 */
export function useListScrollRestoration(isRendered: boolean): void {
  // The entry changes with the URL: a new search pushes one, "더 보기" replaces it, Back pops.
  const location = useSearchParams().toString();
  const entry = useRef<Entry | null>(null);

  useLayoutEffect(() => {
    const storage = readSessionStorage();
    const id = readEntryId(window.history.state);
    if (id !== null) {
      entry.current = { id, pendingScrollY: storage && readStoredValue(storage, SCROLL_STORE, id) };
      return;
    }
    const newId = createEntryId();
    // The state is Next's with one field more; with Next's fields in it, Next's wrapper of
    // replaceState passes it straight through, and Next keeps the field on Back and Forward.
    window.history.replaceState({ ...window.history.state, [LIST_ENTRY_FIELD]: newId }, '');
    entry.current = { id: newId, pendingScrollY: null };
    if (storage) saveStoredValue(storage, SCROLL_STORE, newId, window.scrollY);
  }, [location]);

  useLayoutEffect(() => {
    const current = entry.current;
    if (!isRendered || current?.pendingScrollY == null) return;
    // Before the browser paints the cards: no frame at the cut-short position.
    window.scrollTo({ top: current.pendingScrollY, behavior: 'instant' });
    current.pendingScrollY = null;
  }, [isRendered, location]);

  useLayoutEffect(() => {
    const storage = readSessionStorage();
    if (!storage) return;
    let frame = 0;
    const save = () => {
      frame = 0;
      const current = entry.current;
      // Not while the position is still to be restored (the browser's cut-short one would
      // overwrite it), nor once the entry is another page's (a card opened).
      if (!current || current.pendingScrollY !== null) return;
      if (readEntryId(window.history.state) !== current.id) return;
      saveStoredValue(storage, SCROLL_STORE, current.id, window.scrollY);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(save);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, []);
}
