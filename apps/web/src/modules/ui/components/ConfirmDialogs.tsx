'use client';

import { Button } from './Button';
import { Dialog } from './Dialog';
import type { OpenDialog } from './ModalProvider';

/** The dialogs openDialog() asked for, oldest first (loaded by ModalProvider with the first one). */
export function ConfirmDialogs({
  dialogs,
  onClose,
}: {
  dialogs: OpenDialog[];
  onClose: (dialog: OpenDialog, isConfirmed: boolean) => void;
}) {
  return dialogs.map((dialog) => (
    <Dialog
      key={dialog.id}
      title={dialog.title}
      description={dialog.message}
      onClose={() => onClose(dialog, false)}
      footer={
        <>
          {dialog.cancelLabel ? (
            <Button variant="secondary" className="flex-1" onClick={() => onClose(dialog, false)}>
              {dialog.cancelLabel}
            </Button>
          ) : null}
          <Button
            variant={dialog.isDestructive ? 'danger' : 'primary'}
            className="flex-1"
            onClick={() => onClose(dialog, true)}
          >
            {dialog.confirmLabel ?? '확인'}
          </Button>
        </>
      }
    />
  ));
}
