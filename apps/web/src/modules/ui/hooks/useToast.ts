'use client';

import { useContext } from 'react';
import { ToastContext, type ShowToast } from '../components/ToastProvider';

export function useToast(): ShowToast {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast는 ToastProvider 안에서만 사용할 수 있습니다.');
  return showToast;
}
