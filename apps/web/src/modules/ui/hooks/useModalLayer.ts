'use client';

import { useEffect } from 'react';
import { useModalRoot } from './useModalRoot';

/** Locks page scroll and makes the page inert for as long as a modal layer is open. */
export function useModalLayer(isOpen: boolean): void {
  const { registerLayer } = useModalRoot();
  useEffect(() => {
    if (!isOpen) return;
    return registerLayer();
  }, [isOpen, registerLayer]);
}
