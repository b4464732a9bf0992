'use client';

import { NICKNAME_MAX, NICKNAME_MIN, SOCIAL_TYPE_LABELS, formatPhone } from '@gongsa/domain';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { PhoneVerificationField } from '../../phone-auth/components/PhoneVerificationField';
import { useSession } from '../../session/hooks/useSession';
import { Button, ButtonLink } from '../../ui/components/Button';
import { NewPasswordFields } from '../../ui/components/NewPasswordFields';
import { TextField } from '../../ui/components/TextField';
import { useToast } from '../../ui/hooks/useToast';
import { ignoreLoadFailure, LAZY_LOAD_FAILED_MESSAGE } from '../../ui/utils/lazy-module';
import { useEmailCheck } from '../hooks/useEmailCheck';
import {
  EMAIL_TAKEN_MESSAGE,
  EMPTY_ACCOUNT_FIELDS,
  findFirstErrorField,
  toJoinAccount,
  ACCOUNT_VALIDATION,
  type AccountErrors,
  type AccountField,
  type AccountFields,
  type PhoneVerification,
} from '../utils/account-form';
import { readJoinAccount, readJoinSocial, withJoinEntry } from '../utils/join-data';
import { JOIN_RETURN_MESSAGES, type JoinReturnReason } from '../utils/sign-up-error';

type InitialAccount = { fields: AccountFields; verification: PhoneVerification };

function readInitialAccount(
  joinData: readonly unknown[],
  returnReason: JoinReturnReason | null,
): InitialAccount {
  const account = readJoinAccount(joinData);
  const social = readJoinSocial(joinData);
  if (!account) {
    return { fields: { ...EMPTY_ACCOUNT_FIELDS, name: social?.name ?? '' }, verification: null };
  }
  return {
    fields: {
      email: account.email ?? '',
      // Never put a stored password back on screen; it is typed again.
      password: '',
      passwordConfirm: '',
      name: account.name,
      nickname: account.nickname,
      phone: formatPhone(account.phoneNumber),
    },
    // A spent or expired verification must be done again.
    verification:
      returnReason === 'phone'
        ? null
        : { requestId: account.requestId, phoneNumber: account.phoneNumber },
  };
}

/**
 * /auth/join2's form, loaded by JoinAccountStep once the session has been read (the join guard):
 * its code is not in the first load (ADR 0018, 2026-11-27).
 */
export function JoinAccountFields({ returnReason }: { returnReason: JoinReturnReason | null }) {
  const { state, updateSession } = useSession();
  const initial = readInitialAccount(state.joinData, returnReason);
  const router = useRouter();
  const showToast = useToast();
  const social = readJoinSocial(state.joinData);
  const isSocial = social !== null;
  const [fields, setFields] = useState<AccountFields>(initial.fields);
  const [verification, setVerification] = useState<PhoneVerification>(initial.verification);
  const [errors, setErrors] = useState<AccountErrors>(
    returnReason === 'email' ? { email: EMAIL_TAKEN_MESSAGE } : {},
  );
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { check: emailCheck, checkNow } = useEmailCheck(fields.email, !isSocial);
  const inputRefs = useRef<Partial<Record<AccountField, HTMLInputElement | null>>>({});
  const phoneFieldRef = useRef<HTMLDivElement>(null);

  function change(field: AccountField, value: string) {
    setFields((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  /** A field is judged once the user has left it, so nobody is scolded mid-word. */
  function blur(field: AccountField) {
    if (field === 'phone') return;
    void ACCOUNT_VALIDATION.load().then(({ validateAccountFields }) => {
      const fieldErrors = validateAccountFields(fields, { isSocial, emailCheck, verification });
      setErrors((previous) => ({ ...previous, [field]: fieldErrors[field] }));
    }, ignoreLoadFailure);
  }

  const emailError = emailCheck === 'taken' ? EMAIL_TAKEN_MESSAGE : (errors.email ?? null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    const validation = await ACCOUNT_VALIDATION.load().catch(() => null);
    if (!validation) {
      setIsSubmitting(false);
      showToast(LAZY_LOAD_FAILED_MESSAGE);
      return;
    }
    const { validateAccountFields } = validation;
    const check = isSocial ? emailCheck : await checkNow();
    const nextErrors = validateAccountFields(fields, { isSocial, emailCheck: check, verification });
    if (!isSocial && check === 'failed' && !nextErrors.email) {
      nextErrors.email = '이메일 중복 여부를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.';
    }
    setErrors(nextErrors);
    const firstError = findFirstErrorField(nextErrors);
    if (firstError || !verification) {
      setIsSubmitting(false);
      if (firstError === 'phone') {
        phoneFieldRef.current?.querySelector('input')?.focus();
      } else if (firstError) {
        inputRefs.current[firstError]?.focus();
      }
      return;
    }
    updateSession({
      joinData: withJoinEntry(state.joinData, toJoinAccount(fields, verification, isSocial)),
    });
    router.push('/auth/join3');
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {returnReason ? (
        <p
          role="alert"
          className="rounded-xl bg-danger-50 px-4 py-3 text-[15px] font-medium text-danger-700"
        >
          {JOIN_RETURN_MESSAGES[returnReason]}
        </p>
      ) : null}
      {social ? (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-[15px] text-brand-900">
          {SOCIAL_TYPE_LABELS[social.provider]} 계정으로 가입합니다. 이메일과 비밀번호 대신{' '}
          {SOCIAL_TYPE_LABELS[social.provider]} 로그인을 사용합니다.
        </p>
      ) : (
        <>
          <TextField
            label="이메일"
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            placeholder="example@gongsa.market"
            isRequired
            value={fields.email}
            onChange={(value) => change('email', value)}
            onBlur={() => blur('email')}
            inputRef={(element) => {
              inputRefs.current.email = element;
            }}
            error={emailError}
            success={
              emailCheck === 'available' && !emailError ? '사용할 수 있는 이메일입니다.' : null
            }
          />
          <NewPasswordFields
            password={{
              label: '비밀번호',
              name: 'new-password',
              placeholder: '비밀번호를 입력하세요',
              isRequired: true,
              value: fields.password,
              onChange: (value) => change('password', value),
              onBlur: () => blur('password'),
              inputRef: (element) => {
                inputRefs.current.password = element;
              },
              error: errors.password,
            }}
            confirm={{
              label: '비밀번호 확인',
              name: 'password-confirm',
              placeholder: '비밀번호를 한 번 더 입력하세요',
              isRequired: true,
              value: fields.passwordConfirm,
              onChange: (value) => change('passwordConfirm', value),
              onBlur: () => blur('passwordConfirm'),
              inputRef: (element) => {
                inputRefs.current.passwordConfirm = element;
              },
              error: errors.passwordConfirm,
            }}
          />
        </>
      )}
      <TextField
        label="이름"
        name="name"
        autoComplete="name"
        placeholder="홍길동"
        isRequired
        value={fields.name}
        onChange={(value) => change('name', value)}
        onBlur={() => blur('name')}
        inputRef={(element) => {
          inputRefs.current.name = element;
        }}
        error={errors.name}
      />
      <TextField
        label="닉네임"
        name="nickname"
        autoComplete="nickname"
        placeholder="공사마켓에서 쓸 이름"
        isRequired
        value={fields.nickname}
        onChange={(value) => change('nickname', value)}
        onBlur={() => blur('nickname')}
        inputRef={(element) => {
          inputRefs.current.nickname = element;
        }}
        hint={`${NICKNAME_MIN}~${NICKNAME_MAX}자, 한글·영문·숫자`}
        error={errors.nickname}
      />
      <div ref={phoneFieldRef}>
        <PhoneVerificationField
          value={fields.phone}
          onChange={(value) => change('phone', value)}
          onVerified={(requestId, phoneNumber) => {
            setVerification({ requestId, phoneNumber });
            setErrors((previous) => ({ ...previous, phone: undefined }));
          }}
          onReset={() => setVerification(null)}
          isInitiallyVerified={initial.verification !== null}
          error={errors.phone}
          disabled={isSubmitting}
        />
      </div>
      <div className="flex gap-3 pt-2">
        <ButtonLink href="/auth/join1" variant="outline" size="lg" className="flex-1">
          이전
        </ButtonLink>
        <Button type="submit" size="lg" className="flex-[2]" disabled={isSubmitting}>
          다음
        </Button>
      </div>
    </form>
  );
}
