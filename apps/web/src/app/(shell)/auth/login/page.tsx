import type { Metadata } from 'next';
import { LoginPage } from '../../../../modules/auth/components/LoginPage';

export const metadata: Metadata = { title: '로그인' };

export default async function Login({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { redirect } = await searchParams;
  return <LoginPage redirect={typeof redirect === 'string' ? redirect : null} />;
}
