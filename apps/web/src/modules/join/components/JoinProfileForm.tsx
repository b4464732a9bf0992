'use client';

import type { ProfileType } from '@gongsa/domain';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';
import { Button, ButtonLink } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { useToast } from '../../ui/hooks/useToast';
import { LAZY_LOAD_FAILED_MESSAGE } from '../../ui/utils/lazy-module';
import { useBusinessStatus, type BusinessStatusLookup } from '../hooks/useBusinessStatus';
import { useJoinGuard } from '../hooks/useJoinGuard';
import {
  readJoinAccount,
  readJoinAgreements,
  readJoinSocial,
  type JoinAccount,
  type JoinAgreements,
  type JoinSocial,
} from '../utils/join-data';
import {
  EMPTY_PROFILE_FIELDS,
  PROFILE_TYPE_CHOICES,
  formatBusinessNumberInput,
  isBusinessProfileType,
  toSignUpProfile,
  PROFILE_VALIDATION,
  type ProfileErrors,
  type ProfileField,
  type ProfileFields,
} from '../utils/profile-form';
import { WELCOME_PROFILE_PATH } from '../../profile/utils/welcome';
import { JoinFormSkeleton, JoinFrame } from './JoinFrame';
import { useSingleFlight } from '../../ui/hooks/useSingleFlight';

type SubmitModule = Awaited<ReturnType<typeof PROFILE_VALIDATION.load>>;

const STATUS_TONE_STYLES = {
  positive: 'bg-success-600/10 text-success-600',
  caution: 'bg-accent-50 text-accent-700',
  negative: 'bg-danger-50 text-danger-700',
} as const;

function BusinessStatusNote({ lookup }: { lookup: BusinessStatusLookup }) {
  // Kept mounted: a live region only announces changes to something already on the page.
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {lookup.kind === 'checking' ? (
        <p className="mt-2 text-sm text-gray-600">국세청 사업자 상태를 확인하고 있습니다…</p>
      ) : null}
      {lookup.kind === 'failed' ? (
        <p className="mt-2 text-sm text-gray-700">{lookup.message}</p>
      ) : null}
      {lookup.kind === 'found' ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-gray-800">
          <span
            className={`inline-flex h-7 items-center rounded-full px-2.5 text-[13px] font-bold ${STATUS_TONE_STYLES[lookup.view.tone]}`}
          >
            {lookup.view.label ?? '미등록'}
          </span>
          <span>{lookup.view.message}</span>
        </p>
      ) : null}
    </div>
  );
}

function ProfileTypeGroup({
  value,
  onChange,
  error,
}: {
  value: ProfileType | null;
  onChange: (type: ProfileType) => void;
  error?: string;
}) {
  const groupId = useId();
  return (
    <fieldset aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="text-[15px] font-semibold text-gray-900">
        회원 유형
        <span className="ml-0.5 text-danger-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="mt-3 grid grid-cols-1 gap-3 desktop:grid-cols-2">
        {PROFILE_TYPE_CHOICES.map((choice) => {
          const inputId = `${groupId}-${choice.type}`;
          const isChecked = value === choice.type;
          return (
            <label
              key={choice.type}
              htmlFor={inputId}
              className={`flex cursor-pointer items-start gap-3 rounded-2xl border px-4 py-4 transition-colors ${
                isChecked
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-gray-300 bg-white hover:border-gray-400'
              }`}
            >
              <input
                id={inputId}
                type="radio"
                name="profileType"
                value={choice.type}
                checked={isChecked}
                onChange={() => onChange(choice.type)}
                aria-labelledby={`${inputId}-label`}
                aria-describedby={`${inputId}-description`}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <span className="min-w-0">
                <span id={`${inputId}-label`} className="block text-base font-bold text-gray-900">
                  {choice.label}
                </span>
                <span id={`${inputId}-description`} className="mt-0.5 block text-sm text-gray-600">
                  {choice.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p
          id={`${groupId}-error`}
          role="alert"
          className="mt-2 text-sm font-medium text-danger-700"
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type JoinSteps = { agreements: JoinAgreements; account: JoinAccount; social: JoinSocial | null };

function readJoinSteps(joinData: readonly unknown[]): JoinSteps | null {
  const agreements = readJoinAgreements(joinData);
  const account = readJoinAccount(joinData);
  if (!agreements || !account) return null;
  return { agreements, account, social: readJoinSocial(joinData) };
}

function JoinProfileFields({
  steps,
  onFinishing,
}: {
  steps: JoinSteps;
  onFinishing: (isFinishing: boolean) => void;
}) {
  const flight = useSingleFlight();
  const { client, login, updateSession } = useSession();
  const router = useRouter();
  const showToast = useToast();
  useLazyModule(PROFILE_VALIDATION);
  const [type, setType] = useState<ProfileType | null>(null);
  const [fields, setFields] = useState<ProfileFields>(EMPTY_PROFILE_FIELDS);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const inputRefs = useRef<Partial<Record<ProfileField, HTMLInputElement | null>>>({});
  const errorId = useId();
  const isBusiness = isBusinessProfileType(type);
  const businessStatus = useBusinessStatus(isBusiness ? fields.businessNumber : '');

  function change(field: ProfileField, value: string) {
    setFields((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function requestSignUp(
    submitting: SubmitModule,
    profileType: ProfileType,
  ): Promise<{ accessToken: string; refreshToken: string } | GraphqlFailure> {
    const { agreements, account, social } = steps;
    const options = {
      requestId: account.requestId,
      isMarketingNoti: agreements.isMarketingNoti,
      isAllowGeolocation: agreements.isAllowGeolocation,
      isAllowThirdParty: agreements.isAllowThirdParty,
    };
    const profile = toSignUpProfile(profileType, fields);
    if (social) {
      return submitting.requestSocialSignUp(client, social.provider, {
        ...options,
        accessToken: social.accessToken,
        data: {
          name: account.name,
          nickname: account.nickname,
          phoneNumber: account.phoneNumber,
          profile,
        },
      });
    }
    return client.requestField(submitting.SignUpDocument, 'signUp', {
      ...options,
      data: {
        email: account.email ?? '',
        password: account.password ?? '',
        name: account.name,
        nickname: account.nickname,
        phoneNumber: account.phoneNumber,
        profile,
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    return flight(async () => {
      event.preventDefault();
      if (isSubmitting) return;
      const validation = await PROFILE_VALIDATION.load().catch(() => null);
      if (!validation) {
        setSubmitError(LAZY_LOAD_FAILED_MESSAGE);
        return;
      }
      const nextErrors = validation.validateProfileFields(type, fields);
      setErrors(nextErrors);
      setSubmitError(null);
      if (!type || Object.keys(nextErrors).length > 0) {
        const firstField = (['companyName', 'ownerName', 'businessNumber'] as const).find(
          (field) => nextErrors[field],
        );
        if (firstField) inputRefs.current[firstField]?.focus();
        return;
      }
      setIsSubmitting(true);
      const result = await requestSignUp(validation, type);
      if (isGraphqlFailure(result)) {
        setIsSubmitting(false);
        const action = validation.classifySignUpError(result, {
          isSocial: steps.social !== null,
        });
        if (action.kind === 'retry-phone') {
          router.replace('/auth/join2?reason=phone');
          return;
        }
        if (action.kind === 'retry-email') {
          router.replace('/auth/join2?reason=email');
          return;
        }
        setSubmitError(action.message);
        return;
      }
      // The account exists: the answers (with the password) leave the session before anything else.
      onFinishing(true);
      updateSession({ joinData: [] });
      const isLoaded = await login(
        { accessToken: result.accessToken, refreshToken: result.refreshToken },
        { isRemembered: false },
      );
      if (!isLoaded) {
        showToast('회원가입이 완료되었습니다. 새 계정으로 로그인해 주세요.');
        router.replace('/auth/login');
        return;
      }
      // The new account's profile, where a welcome lists what to fill in next (issue 13).
      router.replace(WELCOME_PROFILE_PATH);
      // Pages prefetched while logged out still hold the route guard's answer for a visitor.
      router.refresh();
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-7"
      aria-describedby={submitError ? errorId : undefined}
    >
      <ProfileTypeGroup
        value={type}
        onChange={(next) => {
          setType(next);
          setErrors({});
        }}
        error={errors.type}
      />
      {type === null ? null : isBusiness ? (
        <div className="space-y-6 rounded-2xl bg-gray-50 px-4 py-5 desktop:px-5">
          <TextField
            label="상호명"
            name="companyName"
            autoComplete="organization"
            placeholder="예: 공사건설"
            isRequired
            value={fields.companyName}
            onChange={(value) => change('companyName', value)}
            inputRef={(element) => {
              inputRefs.current.companyName = element;
            }}
            error={errors.companyName}
          />
          <TextField
            label="대표자명"
            name="ownerName"
            placeholder="예: 홍길동"
            isRequired
            value={fields.ownerName}
            onChange={(value) => change('ownerName', value)}
            inputRef={(element) => {
              inputRefs.current.ownerName = element;
            }}
            error={errors.ownerName}
          />
          <div>
            <TextField
              label="사업자등록번호"
              name="businessNumber"
              inputMode="numeric"
              placeholder="123-45-67890"
              isRequired
              value={fields.businessNumber}
              onChange={(value) => change('businessNumber', formatBusinessNumberInput(value))}
              inputRef={(element) => {
                inputRefs.current.businessNumber = element;
              }}
              hint="숫자 10자리를 입력하면 국세청 사업자 상태를 바로 확인합니다."
              error={errors.businessNumber}
            />
            <BusinessStatusNote lookup={businessStatus} />
          </div>
        </div>
      ) : (
        <p className="rounded-2xl bg-gray-50 px-4 py-4 text-[15px] text-gray-700">
          추가로 입력할 항목이 없습니다. 프로필의 자세한 정보는 가입 후 마이페이지에서 채울 수
          있습니다.
        </p>
      )}
      <p id={errorId} role="alert" className="min-h-0 text-[15px] font-medium text-danger-700">
        {submitError}
      </p>
      <div className="flex gap-3">
        <ButtonLink href="/auth/join2" variant="outline" size="lg" className="flex-1">
          이전
        </ButtonLink>
        <Button type="submit" size="lg" className="flex-[2]" disabled={isSubmitting}>
          {isSubmitting ? '가입하는 중…' : '가입 완료'}
        </Button>
      </div>
    </form>
  );
}

/** /auth/join3: the profile type and its basic facts, then signUp (or signUpKakao/Naver). */
export function JoinProfileForm() {
  const { state } = useSession();
  const [isFinishing, setIsFinishing] = useState(false);
  const isReady = useJoinGuard(3, isFinishing);
  const [steps, setSteps] = useState<JoinSteps | null>(null);
  // Read once: a finished sign-up clears the join data while this page is still on screen.
  const storedSteps = isReady && steps === null ? readJoinSteps(state.joinData) : null;
  if (storedSteps) setSteps(storedSteps);
  return (
    <JoinFrame
      step={3}
      title="프로필 선택"
      description="공사마켓에서 활동할 회원 유형을 선택해 주세요."
    >
      {isReady && steps ? (
        <JoinProfileFields steps={steps} onFinishing={setIsFinishing} />
      ) : (
        <JoinFormSkeleton />
      )}
    </JoinFrame>
  );
}
