'use client';

import { useId, useState, type FormEvent } from 'react';
import {
  ValidateFindEmailPhoneAuthDocument,
  type ValidateFindEmailPhoneAuthMutation,
} from '../../../graphql/generated/graphql';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { PhoneVerificationField } from '../../phone-auth/components/PhoneVerificationField';
import { useSession } from '../../session/hooks/useSession';
import { Button, ButtonLink } from '../../ui/components/Button';
import { PHONE_REQUIRED_MESSAGE, describeRecoveryFailure } from '../utils/recovery-failure';
import { listSocialBadges } from '../utils/social-badges';
import { RecoveryFrame } from './RecoveryFrame';
import { RecoveryTextField } from './RecoveryTextField';

type FoundAccount = ValidateFindEmailPhoneAuthMutation['validateFindEmailPhoneAuth'];
type Verification = { requestId: string; phoneNumber: string };

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
  const { client } = useSession();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [verification, setVerification] = useState<Verification | null>(null);
  // Remounting the phone field is how a verification the API refused is started over.
  const [phoneFieldKey, setPhoneFieldKey] = useState(0);
  const [nameError, setNameError] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [found, setFound] = useState<FoundAccount | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const trimmedName = name.trim();
    const nextNameError = trimmedName === '' ? '이름을 입력해 주세요.' : null;
    const nextPhoneError = verification ? null : PHONE_REQUIRED_MESSAGE;
    setNameError(nextNameError);
    setPhoneError(nextPhoneError);
    setFormError(null);
    if (nextNameError || !verification) return;

    setIsSubmitting(true);
    const result = await client.requestField(
      ValidateFindEmailPhoneAuthDocument,
      'validateFindEmailPhoneAuth',
      { name: trimmedName, ...verification },
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
    setFound(result);
    // The short result card replaces a long form; without this a phone stays scrolled past it.
    window.scrollTo({ top: 0 });
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
        <RecoveryTextField
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
          key={phoneFieldKey}
          value={phone}
          onChange={setPhone}
          onVerified={(requestId, phoneNumber) => {
            setVerification({ requestId, phoneNumber });
            setPhoneError(null);
          }}
          onReset={() => setVerification(null)}
          error={phoneError}
        />
        <p role="alert" className="min-h-6 text-[15px] font-medium text-danger-700">
          {formError}
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? '찾는 중…' : '이메일 찾기'}
        </Button>
      </form>
    </RecoveryFrame>
  );
}
