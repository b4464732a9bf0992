'use client';

import {
  createContext,
  startTransition,
  useCallback,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLazyModule } from '../hooks/useLazyModule';
import { defineLazyModule } from '../utils/lazy-module';

// Confirmations and alerts are drawn by a chunk fetched right after hydration: no page shows one
// on its first paint, so the dialog's code (focus trap, buttons) is not on any first load. One
// asked for before the chunk is there opens when it arrives.
const CONFIRM_DIALOGS = defineLazyModule(() => import('./ConfirmDialogs'));

export type DialogRequest = {
  title: string;
  message?: string;
  confirmLabel?: string;
  /** Present for a confirmation: the dialog then offers two choices. */
  cancelLabel?: string;
  isDestructive?: boolean;
};

export type ModalContextValue = {
  /** The portal target every modal, dialog and drawer renders into. */
  root: HTMLElement | null;
  /** What an open modal layer makes inert (useModalLayer: scroll lock, hidden from assistive tech). */
  appRoot: HTMLElement | null;
  openDialog(request: DialogRequest): Promise<boolean>;
};

export const ModalContext = createContext<ModalContextValue | null>(null);

export type OpenDialog = DialogRequest & { id: number; resolve: (isConfirmed: boolean) => void };

function askNatively(request: DialogRequest): boolean {
  const text = request.message ? `${request.title}\n\n${request.message}` : request.title;
  if (request.cancelLabel === undefined) {
    window.alert(text);
    return true;
  }
  return window.confirm(text);
}

export function ModalProvider({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const [appRoot, setAppRoot] = useState<HTMLElement | null>(null);
  const nextId = useRef(0);
  const confirmDialogs = useLazyModule(CONFIRM_DIALOGS);
  // The two elements are known when hydration commits, and are passed on in a transition: an
  // urgent update from a ref would be rendered in the hydration's commit task, with every reader
  // of this context and the islands still to hydrate below it (the search bars), as one long task
  // (ADR 0017, 2026-11-27: hydration long tasks). A modal waits for its root (`if (!root)`), so
  // one opened in the few ms before shows when it is set.
  const attachRoot = useCallback((element: HTMLElement | null) => {
    startTransition(() => setRoot(element));
  }, []);
  const attachAppRoot = useCallback((element: HTMLElement | null) => {
    startTransition(() => setAppRoot(element));
  }, []);

  const openDialog = useCallback((request: DialogRequest) => {
    nextId.current += 1;
    const id = nextId.current;
    return new Promise<boolean>((resolve) => {
      setDialogs((open) => [...open, { ...request, id, resolve }]);
      if (CONFIRM_DIALOGS.current()) return;
      // The chunk may not have come after hydration (offline a moment): ask for it again, and if
      // it still cannot come, ask with the browser's own dialog rather than leave the user
      // waiting on a dialog that never opens.
      CONFIRM_DIALOGS.load().then(
        () => setDialogs((open) => [...open]),
        () => {
          setDialogs((open) => open.filter((entry) => entry.id !== id));
          resolve(askNatively(request));
        },
      );
    });
  }, []);

  const closeDialog = useCallback((dialog: OpenDialog, isConfirmed: boolean) => {
    setDialogs((open) => open.filter((entry) => entry.id !== dialog.id));
    dialog.resolve(isConfirmed);
  }, []);

  const value = useMemo(() => ({ root, appRoot, openDialog }), [root, appRoot, openDialog]);

  return (
    <ModalContext.Provider value={value}>
      <div ref={attachAppRoot} id="app-root" className="flex min-h-dvh flex-col">
        {children}
      </div>
      <div ref={attachRoot} id="modal-root" />
      {confirmDialogs && dialogs.length > 0 ? (
        <confirmDialogs.ConfirmDialogs dialogs={dialogs} onClose={closeDialog} />
      ) : null}
    </ModalContext.Provider>
  );
}
