import { checkPasswordRules } from '@gongsa/domain';
import { TextField, type TextFieldProps } from './TextField';

/** The password rules, each marked met or not as the user types. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label="비밀번호 조건">
      {checkPasswordRules(password).map((rule) => (
        <li
          key={rule.key}
          className={`inline-flex items-center gap-1 ${rule.isMet ? 'font-medium text-success-600' : 'text-gray-600'}`}
        >
          <span aria-hidden="true">{rule.isMet ? '✓' : '·'}</span>
          {rule.label}
          <span className="sr-only">{rule.isMet ? ' 충족' : ' 미충족'}</span>
        </li>
      ))}
    </ul>
  );
}

type PasswordInputProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'>;

/**
 * A new password (with its rules as the hint) and its confirmation; both are marked new-password
 * so password managers offer to generate and save one.
 */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: PasswordInputProps;
  confirm: PasswordInputProps;
}) {
  return (
    <>
      <TextField
        {...password}
        type="password"
        autoComplete="new-password"
        hint={<PasswordRules password={password.value} />}
      />
      <TextField {...confirm} type="password" autoComplete="new-password" />
    </>
  );
}
