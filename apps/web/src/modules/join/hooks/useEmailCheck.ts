'use client';

import { emailSchema } from '@gongsa/domain';
import { useCallback, useEffect, useState } from 'react';
import { IsExistEmailDocument } from '../../../graphql/generated/operations/is-exist-email';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';
import type { EmailCheck } from '../utils/account-form';

/** Long enough that typing an address does not send a request per keystroke. */
const EMAIL_CHECK_DELAY_MS = 400;

function readValidEmail(email: string): string | null {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? parsed.data : null;
}

/**
 * Asks isExistEmail about the typed address once it is well formed and the user pauses.
 * `checkNow` answers at once (the '다음' button must not wait for the pause).
 */
export function useEmailCheck(
  email: string,
  isEnabled: boolean,
): { check: EmailCheck; checkNow: () => Promise<EmailCheck> } {
  const { client } = useSession();
  const [answer, setAnswer] = useState<{ email: string; check: EmailCheck } | null>(null);
  const validEmail = isEnabled ? readValidEmail(email) : null;

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
    if (!validEmail) return 'idle';
    if (
      answer?.email === validEmail &&
      (answer.check === 'taken' || answer.check === 'available')
    ) {
      return answer.check;
    }
    return ask(validEmail);
  }, [answer, ask, validEmail]);

  return { check, checkNow };
}
