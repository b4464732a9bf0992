'use client';

import { useContext } from 'react';
import { ModalContext, type ModalContextValue } from '../components/ModalProvider';

export function useModalRoot(): ModalContextValue {
  const modal = useContext(ModalContext);
  if (!modal) throw new Error('useModalRoot는 ModalProvider 안에서만 사용할 수 있습니다.');
  return modal;
}
