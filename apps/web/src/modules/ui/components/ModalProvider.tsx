'use client';

import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog } from './Dialog';
import { Button } from './Button';

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
  /** Call while a modal layer is open: it locks page scroll and hides the page from assistive tech. */
  registerLayer(): () => void;
  openDialog(request: DialogRequest): Promise<boolean>;
};

export const ModalContext = createContext<ModalContextValue | null>(null);

type OpenDialog = DialogRequest & { id: number; resolve: (isConfirmed: boolean) => void };

export function ModalProvider({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const appRootRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(0);

  // Applied synchronously (not in an effect) so that when the last layer closes, the page is
  // interactive again before the closing layer hands focus back to the element that opened it.
  const layerCount = useRef(0);
  const lockedStyles = useRef<{ overflow: string; paddingRight: string } | null>(null);

  const registerLayer = useCallback(() => {
    const { body, documentElement } = document;
    layerCount.current += 1;
    if (layerCount.current === 1) {
      const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
      lockedStyles.current = {
        overflow: body.style.overflow,
        paddingRight: body.style.paddingRight,
      };
      body.style.overflow = 'hidden';
      if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
      if (appRootRef.current) appRootRef.current.inert = true;
    }
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      layerCount.current -= 1;
      if (layerCount.current > 0) return;
      body.style.overflow = lockedStyles.current?.overflow ?? '';
      body.style.paddingRight = lockedStyles.current?.paddingRight ?? '';
      if (appRootRef.current) appRootRef.current.inert = false;
    };
  }, []);

  const openDialog = useCallback((request: DialogRequest) => {
    nextId.current += 1;
    const id = nextId.current;
    return new Promise<boolean>((resolve) => {
      setDialogs((open) => [...open, { ...request, id, resolve }]);
    });
  }, []);

  const closeDialog = useCallback((dialog: OpenDialog, isConfirmed: boolean) => {
    setDialogs((open) => open.filter((entry) => entry.id !== dialog.id));
    dialog.resolve(isConfirmed);
  }, []);

  const value = useMemo(
    () => ({ root, registerLayer, openDialog }),
    [root, registerLayer, openDialog],
  );

  return (
    <ModalContext.Provider value={value}>
      <div ref={appRootRef} id="app-root" className="flex min-h-dvh flex-col">
        {children}
      </div>
      <div ref={setRoot} id="modal-root" />
      {dialogs.map((dialog) => (
        <Dialog
          key={dialog.id}
          title={dialog.title}
          description={dialog.message}
          onClose={() => closeDialog(dialog, false)}
          footer={
            <>
              {dialog.cancelLabel ? (
                <Button
                  variant="secondary"
                  className="flex-1"
                  onClick={() => closeDialog(dialog, false)}
                >
                  {dialog.cancelLabel}
                </Button>
              ) : null}
              <Button
                variant={dialog.isDestructive ? 'danger' : 'primary'}
                className="flex-1"
                onClick={() => closeDialog(dialog, true)}
              >
                {dialog.confirmLabel ?? '확인'}
              </Button>
            </>
          }
        />
      ))}
    </ModalContext.Provider>
  );
}
