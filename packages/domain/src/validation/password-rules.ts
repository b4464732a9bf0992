import { PASSWORD_MIN, PASSWORD_SPECIAL_CHARACTERS } from '../constants';

// The password checklist without passwordSchema (account.ts), so the live checklist under a
// password field costs no zod.
export type PasswordRuleKey = 'length' | 'letter' | 'digit' | 'special';

export interface PasswordRule {
  key: PasswordRuleKey;
  /** Short checklist label shown next to the field while typing. */
  label: string;
  /** The sentence shown when this rule is the one that fails. */
  message: string;
  test: (password: string) => boolean;
}

const SPECIAL_PATTERN = /[@$!%*#?&]/;

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    key: 'length',
    label: `${PASSWORD_MIN}자 이상`,
    message: `비밀번호는 ${PASSWORD_MIN}자 이상이어야 합니다.`,
    test: (password) => password.length >= PASSWORD_MIN,
  },
  {
    key: 'letter',
    label: '영문 포함',
    message: '비밀번호에 영문자를 1자 이상 포함해 주세요.',
    test: (password) => /[A-Za-z]/.test(password),
  },
  {
    key: 'digit',
    label: '숫자 포함',
    message: '비밀번호에 숫자를 1자 이상 포함해 주세요.',
    test: (password) => /\d/.test(password),
  },
  {
    key: 'special',
    label: `특수문자(${PASSWORD_SPECIAL_CHARACTERS}) 포함`,
    message: `비밀번호에 특수문자(${PASSWORD_SPECIAL_CHARACTERS})를 1자 이상 포함해 주세요.`,
    test: (password) => SPECIAL_PATTERN.test(password),
  },
];

/** The live checklist under the password field: which rules the current input meets. */
export function checkPasswordRules(
  password: string,
): { key: PasswordRuleKey; label: string; isMet: boolean }[] {
  return PASSWORD_RULES.map(({ key, label, test }) => ({ key, label, isMet: test(password) }));
}
