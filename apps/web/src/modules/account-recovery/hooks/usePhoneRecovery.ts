'use client';

import { useState } from 'react';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import { describeRecoveryFailure } from '../utils/recovery-failure';

export type PhoneVerification = { requestId: string; phoneNumber: string };

/**
 * The phone verification, form error and submit state the find-email and reset-password forms
 * share. `onVerified` lets the form clear its own "verify your phone" error.
 */
export function usePhoneRecovery({ onVerified }: { onVerified: () => void }) {
  const [phone, setPhone] = useState('');
  const [verification, setVerification] = useState<PhoneVerification | null>(null);
  // Remounting the phone field is how a verification the API refused is started over.
  const [phoneFieldKey, setPhoneFieldKey] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  /** Sends the verified request; a failure becomes the form error and the result is null. */
  async function sendVerified<TResult>(
    request: (verification: PhoneVerification) => Promise<TResult | GraphqlFailure>,
  ): Promise<TResult | null> {
    if (!verification) return null;
    setIsSubmitting(true);
    const result = await request(verification);
    setIsSubmitting(false);
    if (isGraphqlFailure(result)) {
      const failure = describeRecoveryFailure(result);
      setFormError(failure.message);
      if (failure.mustVerifyAgain) {
        setVerification(null);
        setPhoneFieldKey((key) => key + 1);
      }
      return null;
    }
    // The short result card replaces a long form; without this a phone stays scrolled past it.
    window.scrollTo({ top: 0 });
    return result;
  }

  return {
    isVerified: verification !== null,
    phoneFieldKey,
    phoneFieldProps: {
      value: phone,
      onChange: setPhone,
      onVerified: (requestId: string, phoneNumber: string) => {
        setVerification({ requestId, phoneNumber });
        onVerified();
      },
      onReset: () => setVerification(null),
    },
    formError,
    clearFormError: () => setFormError(null),
    isSubmitting,
    sendVerified,
  };
}
