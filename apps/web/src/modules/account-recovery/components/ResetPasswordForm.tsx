'use client';

import { checkPasswordRules } from '@gongsa/domain';
import { useState, type FormEvent } from 'react';
import { ChangePasswordFromPhoneAuthDocument } from '../../../graphql/generated/graphql';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { PhoneVerificationField } from '../../phone-auth/components/PhoneVerificationField';
import { useSession } from '../../session/hooks/useSession';
import { Button, ButtonLink } from '../../ui/components/Button';
import { describeRecoveryFailure } from '../utils/recovery-failure';
import {
  validateResetPasswordFields,
  type ResetPasswordErrors,
} from '../utils/reset-password-form';
import { RecoveryFrame } from './RecoveryFrame';
import { RecoveryTextField } from './RecoveryTextField';

type Verification = { requestId: string; phoneNumber: string };

function PasswordRules({ password }: { password: string }) {
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

/** /auth/fpw: email + phone verification + a new password → every old login ends. */
export function ResetPasswordForm() {
  const { client } = useSession();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [verification, setVerification] = useState<Verification | null>(null);
  // Remounting the phone field is how a verification the API refused is started over.
  const [phoneFieldKey, setPhoneFieldKey] = useState(0);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<ResetPasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isDone, setIsDone] = useState(false);

  function clearError(field: keyof ResetPasswordErrors) {
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const nextErrors = validateResetPasswordFields({
      email,
      password,
      passwordConfirm,
      isPhoneVerified: verification !== null,
    });
    setErrors(nextErrors);
    setFormError(null);
    if (Object.keys(nextErrors).length > 0 || !verification) return;

    setIsSubmitting(true);
    const result = await client.requestField(
      ChangePasswordFromPhoneAuthDocument,
      'changePasswordFromPhoneAuth',
      { email: email.trim(), newPassword: password, ...verification },
    );
    setIsSubmitting(false);
    if (isGraphqlFailure(result)) {
      const failure = describeRecoveryFailure(result);
      setFormError(failure.message);
      if (failure.mustVerifyAgain) {
        setVerification(null);
        setPhoneFieldKey((key) => key + 1);
      }
      return;
    }
    setIsDone(true);
    // The short success card replaces a long form; without this a phone stays scrolled past it.
    window.scrollTo({ top: 0 });
  }

  if (isDone) {
    return (
      <RecoveryFrame title="비밀번호 재설정">
        <div role="status" className="rounded-2xl bg-gray-50 px-5 py-6 ring-1 ring-gray-200">
          <p className="text-xl font-bold text-gray-900">비밀번호가 변경되었습니다.</p>
          <p className="mt-2 text-[15px] leading-relaxed text-gray-700">
            새 비밀번호로 로그인해 주세요. 보안을 위해 모든 기기에서 로그아웃되었습니다.
          </p>
        </div>
        <ButtonLink href="/auth/login" size="lg" className="mt-8 w-full">
          로그인
        </ButtonLink>
      </RecoveryFrame>
    );
  }

  return (
    <RecoveryFrame
      title="비밀번호 재설정"
      description="가입한 이메일과 휴대폰 번호를 인증하면 새 비밀번호를 설정할 수 있습니다."
    >
      <form noValidate onSubmit={submit} className="space-y-6">
        <RecoveryTextField
          label="이메일"
          type="email"
          name="email"
          inputMode="email"
          autoComplete="username"
          value={email}
          onChange={(value) => {
            setEmail(value);
            clearError('email');
          }}
          placeholder="example@gongsa.market"
          error={errors.email}
        />
        <PhoneVerificationField
          key={phoneFieldKey}
          value={phone}
          onChange={setPhone}
          onVerified={(requestId, phoneNumber) => {
            setVerification({ requestId, phoneNumber });
            clearError('phone');
          }}
          onReset={() => setVerification(null)}
          error={errors.phone}
        />
        <RecoveryTextField
          label="새 비밀번호"
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            clearError('password');
          }}
          placeholder="새 비밀번호를 입력하세요"
          hint={<PasswordRules password={password} />}
          error={errors.password}
        />
        <RecoveryTextField
          label="새 비밀번호 확인"
          type="password"
          name="new-password-confirm"
          autoComplete="new-password"
          value={passwordConfirm}
          onChange={(value) => {
            setPasswordConfirm(value);
            clearError('passwordConfirm');
          }}
          placeholder="새 비밀번호를 한 번 더 입력하세요"
          error={errors.passwordConfirm}
        />
        <p role="alert" className="min-h-6 text-[15px] font-medium text-danger-700">
          {formError}
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? '변경 중…' : '비밀번호 변경'}
        </Button>
      </form>
    </RecoveryFrame>
  );
}
