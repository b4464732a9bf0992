'use client';

import { useCallback, useEffect, useState } from 'react';
import { IsExistEmailDocument } from '../../../graphql/generated/operations/is-exist-email';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { ACCOUNT_VALIDATION, type EmailCheck } from '../utils/account-form';

/** Long enough that typing an address does not send a request per keystroke. */
const EMAIL_CHECK_DELAY_MS = 400;

/**
 * Asks isExistEmail about the typed address once it is well formed and the user pauses.
 * `checkNow` answers at once (the '다음' button must not wait for the pause).
 */
export function useEmailCheck(
  email: string,
  isEnabled: boolean,
): { check: EmailCheck; checkNow: () => Promise<EmailCheck> } {
  const { client } = useAuth();
  const [answer, setAnswer] = useState<{ email: string; check: EmailCheck } | null>(null);
  // Until the schemas are there (right after hydration) no address counts as well formed yet;
  // checkNow waits for them.
  const validation = useLazyModule(ACCOUNT_VALIDATION);
  const validEmail = isEnabled && validation ? validation.readValidEmail(email) : null;

  const ask = useCallback(
    async (address: string): Promise<EmailCheck> => {
      setAnswer({ email: address, check: 'checking' });
      const result = await client.requestField(IsExistEmailDocument, 'isExistEmail', {
        email: address,
      });
      const check: EmailCheck = isGraphqlFailure(result)
        ? 'failed'
        : result
          ? 'taken'
          : 'available';
      setAnswer((previous) => (previous?.email === address ? { email: address, check } : previous));
      return check;
    },
    [client],
  );

  useEffect(() => {
    if (!validEmail) return;
    const timer = window.setTimeout(() => void ask(validEmail), EMAIL_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ask, validEmail]);

  const check: EmailCheck = validEmail && answer?.email === validEmail ? answer.check : 'idle';

  const checkNow = useCallback(async (): Promise<EmailCheck> => {
    const { readValidEmail } = await ACCOUNT_VALIDATION.load();
    const validEmail = isEnabled ? readValidEmail(email) : null;
    if (!validEmail) return 'idle';
    if (
      answer?.email === validEmail &&
      (answer.check === 'taken' || answer.check === 'available')
    ) {
      return answer.check;
    }
    return ask(validEmail);
  }, [answer, ask, email, isEnabled]);

  return { check, checkNow };
}
