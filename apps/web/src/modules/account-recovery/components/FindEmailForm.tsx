'use client';

import { useId, useState, type FormEvent } from 'react';
import type { ValidateFindEmailPhoneAuthMutation } from '../../../graphql/generated/graphql';
import { ValidateFindEmailPhoneAuthDocument } from '../../../graphql/generated/operations/validate-find-email-phone-auth';
import { PhoneVerificationField } from '../../phone-auth/components/PhoneVerificationField';
import { useAuth } from '../../session/hooks/useAuth';
import { ButtonLink } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { usePhoneRecovery } from '../hooks/usePhoneRecovery';
import { PHONE_REQUIRED_MESSAGE } from '../utils/recovery-failure';
import { listSocialBadges } from '../utils/social-badges';
import { RecoveryFrame } from './RecoveryFrame';
import { RecoverySubmit } from './RecoverySubmit';

type FoundAccount = ValidateFindEmailPhoneAuthMutation['validateFindEmailPhoneAuth'];

const BADGE_STYLES = {
  KAKAO: 'bg-[#FEE500] text-[#191919]',
  // Naver's green darkened just enough for white text to reach 4.5:1.
  NAVER: 'bg-[#00843D] text-white',
} as const;

function FoundEmail({ account }: { account: FoundAccount }) {
  const headingId = useId();
  const badges = listSocialBadges(account.socialTypes);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-[15px] font-semibold text-gray-700">
        회원님의 계정
      </h2>
      <div role="status" className="mt-3 rounded-2xl bg-gray-50 px-5 py-6 ring-1 ring-gray-200">
        {account.loginId ? (
          <p className="text-xl font-bold break-all text-gray-900">{account.loginId}</p>
        ) : (
          <p className="text-[15px] font-semibold text-gray-900">
            이메일 없이 소셜 로그인으로 가입한 계정입니다.
          </p>
        )}
        {badges.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="연결된 소셜 로그인">
            {badges.map((badge) => (
              <li
                key={badge.type}
                className={`rounded-full px-3 py-1 text-sm font-semibold ${BADGE_STYLES[badge.type]}`}
              >
                {badge.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="mt-3 text-sm text-gray-600">
        개인정보 보호를 위해 이메일의 일부를 *로 가려서 보여 드립니다.
      </p>
      <div className="mt-8 grid grid-cols-2 gap-3">
        <ButtonLink href="/auth/fpw" variant="outline" size="lg">
          비밀번호 재설정
        </ButtonLink>
        <ButtonLink href="/auth/login" size="lg">
          로그인
        </ButtonLink>
      </div>
    </section>
  );
}

/** /auth/fe: name + phone verification → the masked login email. */
export function FindEmailForm() {
  const { client } = useAuth();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const recovery = usePhoneRecovery({ onVerified: () => setPhoneError(null) });
  const [found, setFound] = useState<FoundAccount | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (recovery.isSubmitting) return;
    const trimmedName = name.trim();
    const nextNameError = trimmedName === '' ? '이름을 입력해 주세요.' : null;
    setNameError(nextNameError);
    setPhoneError(recovery.isVerified ? null : PHONE_REQUIRED_MESSAGE);
    recovery.clearFormError();
    if (nextNameError) return;

    const result = await recovery.sendVerified((verification) =>
      client.requestField(ValidateFindEmailPhoneAuthDocument, 'validateFindEmailPhoneAuth', {
        name: trimmedName,
        ...verification,
      }),
    );
    if (result) setFound(result);
  }

  if (found) {
    return (
      <RecoveryFrame title="이메일 찾기" description="입력하신 정보와 일치하는 계정을 찾았습니다.">
        <FoundEmail account={found} />
      </RecoveryFrame>
    );
  }

  return (
    <RecoveryFrame
      title="이메일 찾기"
      description="가입할 때 등록한 이름과 휴대폰 번호를 입력하고 휴대폰 인증을 해 주세요."
    >
      <form noValidate onSubmit={submit} className="space-y-6">
        <TextField
          label="이름"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(value) => {
            setName(value);
            setNameError(null);
          }}
          placeholder="홍길동"
          error={nameError}
        />
        <PhoneVerificationField
          key={recovery.phoneFieldKey}
          {...recovery.phoneFieldProps}
          error={phoneError}
        />
        <RecoverySubmit
          formError={recovery.formError}
          isSubmitting={recovery.isSubmitting}
          label="이메일 찾기"
          busyLabel="찾는 중…"
        />
      </form>
    </RecoveryFrame>
  );
}
