'use client';

import { useEffect } from 'react';
import { useToast } from '../../ui/hooks/useToast';
import { LEAVE_COMPLETE_MESSAGE, takeLeaveComplete } from '../utils/leave-notice';

/** On the home page after leaving: says the account is gone, once. */
export function LeaveCompleteToast() {
  const showToast = useToast();
  useEffect(() => {
    if (takeLeaveComplete(window.sessionStorage)) showToast(LEAVE_COMPLETE_MESSAGE, 'success');
  }, [showToast]);
  return null;
}
