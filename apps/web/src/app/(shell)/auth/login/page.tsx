import type { Metadata } from 'next';
import { LoginPage } from '../../../../modules/auth/components/LoginPage';
import { findLoginReason } from '../../../../modules/auth/utils/login-reason';
import { readServerEnv } from '../../../../modules/config/utils/server-env';

export const metadata: Metadata = { title: '로그인' };

export default async function Login({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { redirect } = await searchParams;
  const destination = typeof redirect === 'string' ? redirect : null;
  const reason = findLoginReason(destination, {
    isListPagesProtected: readServerEnv().isListPagesProtected,
  });
  return <LoginPage redirect={destination} reason={reason} />;
}
