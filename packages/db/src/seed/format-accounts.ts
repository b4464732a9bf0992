import { DEMO_ACCOUNTS } from './demo/accounts';

/** The demo credentials as printed at start-up (and pasted into the README). */
export function formatDemoAccounts(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  return [
    '데모 계정 (비밀번호는 모두 동일)',
    ...DEMO_ACCOUNTS.map(
      (account) => `  ${account.email.padEnd(width)}  ${account.password}  ${account.label}`,
    ),
  ].join('\n');
}
