'use client';

import { useState, type FormEvent } from 'react';
import { ChangePasswordFromPhoneAuthDocument } from '../../../graphql/generated/operations/change-password-from-phone-auth';
import { PhoneVerificationField } from '../../phone-auth/components/PhoneVerificationField';
import { useAuth } from '../../session/hooks/useAuth';
import { ButtonLink } from '../../ui/components/Button';
import { NewPasswordFields } from '../../ui/components/NewPasswordFields';
import { TextField } from '../../ui/components/TextField';
import { usePhoneRecovery } from '../hooks/usePhoneRecovery';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { useToast } from '../../ui/hooks/useToast';
import { defineLazyModule, LAZY_LOAD_FAILED_MESSAGE } from '../../ui/utils/lazy-module';
import type { ResetPasswordErrors } from '../utils/reset-password-form';
import { RecoveryFrame } from './RecoveryFrame';
import { RecoverySubmit } from './RecoverySubmit';
import { useSingleFlight } from '../../ui/hooks/useSingleFlight';

/** The form's checks (zod), fetched after hydration so /auth/fpw's first load stays without zod. */
const RESET_PASSWORD_VALIDATION = defineLazyModule(() => import('../utils/reset-password-form'));

/** /auth/fpw: email + phone verification + a new password → every old login ends. */
export function ResetPasswordForm() {
  const flight = useSingleFlight();
  const { client } = useAuth();
  const showToast = useToast();
  useLazyModule(RESET_PASSWORD_VALIDATION);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<ResetPasswordErrors>({});
  const recovery = usePhoneRecovery({ onVerified: () => clearError('phone') });
  const [isDone, setIsDone] = useState(false);

  function clearError(field: keyof ResetPasswordErrors) {
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    return flight(async () => {
      event.preventDefault();
      if (recovery.isSubmitting) return;
      const validation = await RESET_PASSWORD_VALIDATION.load().catch(() => null);
      if (!validation) {
        showToast(LAZY_LOAD_FAILED_MESSAGE);
        return;
      }
      const nextErrors = validation.validateResetPasswordFields({
        email,
        password,
        passwordConfirm,
        isPhoneVerified: recovery.isVerified,
      });
      setErrors(nextErrors);
      recovery.clearFormError();
      if (Object.keys(nextErrors).length > 0) return;

      const result = await recovery.sendVerified((verification) =>
        client.requestField(ChangePasswordFromPhoneAuthDocument, 'changePasswordFromPhoneAuth', {
          email: email.trim(),
          newPassword: password,
          ...verification,
        }),
      );
      if (result !== null) setIsDone(true);
    });
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
        <TextField
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
          key={recovery.phoneFieldKey}
          {...recovery.phoneFieldProps}
          error={errors.phone}
        />
        <NewPasswordFields
          password={{
            label: '새 비밀번호',
            name: 'new-password',
            value: password,
            onChange: (value) => {
              setPassword(value);
              clearError('password');
            },
            placeholder: '새 비밀번호를 입력하세요',
            error: errors.password,
          }}
          confirm={{
            label: '새 비밀번호 확인',
            name: 'new-password-confirm',
            value: passwordConfirm,
            onChange: (value) => {
              setPasswordConfirm(value);
              clearError('passwordConfirm');
            },
            placeholder: '새 비밀번호를 한 번 더 입력하세요',
            error: errors.passwordConfirm,
          }}
        />
        <RecoverySubmit
          formError={recovery.formError}
          isSubmitting={recovery.isSubmitting}
          label="비밀번호 변경"
          busyLabel="변경 중…"
        />
      </form>
    </RecoveryFrame>
  );
}
