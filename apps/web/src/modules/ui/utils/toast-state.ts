export type ToastTone = 'info' | 'success' | 'error';

export type ToastItem = { id: number; message: string; tone: ToastTone };

export type ToastAction = { type: 'show'; toast: ToastItem } | { type: 'dismiss'; id: number };

/**
 * SPEC §9: at most one toast. A new toast replaces the visible one, and the timer of a replaced
 * toast must not dismiss its successor, so dismissal names the toast it belongs to.
 */
export function reduceToast(current: ToastItem | null, action: ToastAction): ToastItem | null {
  switch (action.type) {
    case 'show':
      return action.toast;
    case 'dismiss':
      return current?.id === action.id ? null : current;
  }
}
