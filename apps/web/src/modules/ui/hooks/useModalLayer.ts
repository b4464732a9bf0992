'use client';

import { useEffect } from 'react';
import { registerModalLayer } from '../utils/modal-layers';
import { useModalRoot } from './useModalRoot';

/** Locks page scroll and makes the page inert for as long as a modal layer is open. */
export function useModalLayer(isOpen: boolean): void {
  const { appRoot } = useModalRoot();
  useEffect(() => {
    if (!isOpen) return;
    return registerModalLayer(appRoot);
  }, [isOpen, appRoot]);
}
