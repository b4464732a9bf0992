'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { RequestAuthNumberDocument } from '../../../graphql/generated/operations/request-auth-number';
import { ValidateAuthNumberDocument } from '../../../graphql/generated/operations/validate-auth-number';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import {
  AUTH_CODE_TTL_MS,
  describeCountdown,
  formatCountdownClock,
  getRemainingSeconds,
} from '../utils/countdown';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { LAZY_LOAD_FAILED_MESSAGE } from '../../ui/utils/lazy-module';
import { formatPhoneInput, normalizeAuthCodeInput, PHONE_VALIDATION } from '../utils/phone-input';
import { useSingleFlight } from '../../ui/hooks/useSingleFlight';

export type PhoneVerificationFieldProps = {
  /** The phone number as shown in the field (hyphenated while typing). */
  value: string;
  onChange: (value: string) => void;
  /** The code was confirmed: `requestId` is good once, for 30 minutes, with `phoneNumber` (digits only). */
  onVerified: (requestId: string, phoneNumber: string) => void;
  /** A confirmed number was edited: the earlier requestId no longer belongs to the field's number. */
  onReset?: () => void;
  disabled?: boolean;
  /** An error about the phone from the surrounding form (e.g. '휴대폰 인증을 완료해 주세요.'). */
  error?: string | null;
  /** The number in `value` was verified earlier (e.g. coming back to a form step): start confirmed. */
  isInitiallyVerified?: boolean;
};

type Phase = 'idle' | 'sent' | 'verified';

const EXPIRED_MESSAGE = '인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.';
const INPUT_CLASS =
  'block h-12 w-full min-w-0 rounded-xl border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-gray-100 disabled:text-gray-600 aria-invalid:border-danger-600';

/**
 * Phone number + SMS code (requestAuthNumber → validateAuthNumber). Shared by sign-up, find
 * email/password and the phone change on My Page; the caller keeps the requestId it reports.
 */
export function PhoneVerificationField({
  value,
  onChange,
  onVerified,
  onReset,
  disabled = false,
  error = null,
  isInitiallyVerified = false,
}: PhoneVerificationFieldProps) {
  const flight = useSingleFlight();
  const { client } = useAuth();
  // Fetched right after hydration, so the first 인증번호 받기 rarely waits for it.
  useLazyModule(PHONE_VALIDATION);
  const [phase, setPhase] = useState<Phase>(isInitiallyVerified ? 'verified' : 'idle');
  const [code, setCode] = useState('');
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  const codeInputRef = useRef<HTMLInputElement>(null);
  // A reply for a number the user has since edited must not be applied to the new number.
  const attempt = useRef(0);
  const phoneId = useId();
  const phoneMessageId = useId();
  const codeId = useId();
  const codeMessageId = useId();
  const timerId = useId();

  const remainingSeconds = expiresAt === null ? 0 : getRemainingSeconds(expiresAt, now);
  const isExpired = phase === 'sent' && expiresAt !== null && remainingSeconds === 0;
  const shownPhoneError = phoneError ?? error;

  useEffect(() => {
    if (phase !== 'sent' || expiresAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= expiresAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [phase, expiresAt]);

  function changePhone(raw: string) {
    const next = formatPhoneInput(raw);
    if (next === value) return;
    onChange(next);
    setPhoneError(null);
    if (phase === 'idle') return;
    attempt.current += 1;
    const wasVerified = phase === 'verified';
    setPhase('idle');
    setCode('');
    setExpiresAt(null);
    setCodeError(null);
    setNotice(null);
    if (wasVerified) onReset?.();
  }

  function sendCode() {
    return flight(async () => {
      if (isSending || disabled) return;
      const validation = await PHONE_VALIDATION.load().catch(() => null);
      if (!validation) {
        setPhoneError(LAZY_LOAD_FAILED_MESSAGE);
        return;
      }
      const parsed = validation.parsePhoneNumber(value);
      if (!parsed.isValid) {
        setPhoneError(parsed.message);
        return;
      }
      const currentAttempt = ++attempt.current;
      setIsSending(true);
      setPhoneError(null);
      setCodeError(null);
      const result = await client.requestField(RequestAuthNumberDocument, 'requestAuthNumber', {
        phoneNumber: parsed.phoneNumber,
      });
      setIsSending(false);
      if (currentAttempt !== attempt.current) return;
      if (isGraphqlFailure(result)) {
        setPhoneError(result.message);
        return;
      }
      const sentAt = Date.now();
      setPhase('sent');
      setCode('');
      setNow(sentAt);
      setExpiresAt(sentAt + AUTH_CODE_TTL_MS);
      setNotice('인증번호를 보냈습니다. 3분 안에 입력해 주세요.');
      codeInputRef.current?.focus();
    });
  }

  function confirmCode() {
    return flight(async () => {
      if (isChecking || disabled || phase !== 'sent') return;
      if (isExpired) {
        setCodeError(EXPIRED_MESSAGE);
        return;
      }
      if (code.length !== 6) {
        setCodeError('인증번호 6자리를 입력해 주세요.');
        return;
      }
      const validation = await PHONE_VALIDATION.load().catch(() => null);
      if (!validation) {
        setCodeError(LAZY_LOAD_FAILED_MESSAGE);
        return;
      }
      const parsed = validation.parsePhoneNumber(value);
      if (!parsed.isValid) return;
      const currentAttempt = attempt.current;
      setIsChecking(true);
      setCodeError(null);
      const result = await client.requestField(ValidateAuthNumberDocument, 'validateAuthNumber', {
        phoneNumber: parsed.phoneNumber,
        authNumber: code,
      });
      setIsChecking(false);
      if (currentAttempt !== attempt.current) return;
      if (isGraphqlFailure(result)) {
        setCodeError(result.message);
        return;
      }
      setPhase('verified');
      setExpiresAt(null);
      setNotice(null);
      onVerified(result, parsed.phoneNumber);
    });
  }

  const codeMessage = codeError ?? (isExpired ? EXPIRED_MESSAGE : null);

  return (
    <div>
      <label htmlFor={phoneId} className="text-[15px] font-semibold text-gray-900">
        휴대폰 번호
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={phoneId}
          type="tel"
          name="phoneNumber"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          onChange={(event) => changePhone(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void sendCode();
            }
          }}
          placeholder="010-1234-5678"
          disabled={disabled}
          aria-invalid={shownPhoneError ? true : undefined}
          aria-describedby={phoneMessageId}
          className={INPUT_CLASS}
        />
        <Button
          variant={phase === 'idle' ? 'primary' : 'outline'}
          className="h-12 shrink-0 px-3 desktop:px-4"
          onClick={() => void sendCode()}
          // Once confirmed there is nothing to resend; editing the number starts over.
          disabled={disabled || isSending || phase === 'verified' || value.trim() === ''}
        >
          {isSending
            ? '보내는 중…'
            : phase === 'idle'
              ? '인증번호 받기'
              : phase === 'verified'
                ? '인증 완료'
                : '재전송'}
        </Button>
      </div>
      <div id={phoneMessageId}>
        {shownPhoneError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
            {shownPhoneError}
          </p>
        ) : null}
        {/* Kept mounted so the change to '인증되었습니다.' is announced. */}
        <p role="status" className="text-sm font-semibold text-success-600">
          {phase === 'verified' ? (
            <span className="mt-2 flex items-center gap-1.5">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2.5}
                className="size-4"
              >
                <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              인증되었습니다.
            </span>
          ) : null}
        </p>
      </div>

      {phase === 'sent' ? (
        <div className="mt-4">
          <label htmlFor={codeId} className="text-[15px] font-semibold text-gray-900">
            인증번호
          </label>
          <div className="mt-2 flex gap-2">
            <div className="relative min-w-0 flex-1">
              <input
                ref={codeInputRef}
                id={codeId}
                type="text"
                name="authNumber"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => {
                  setCode(normalizeAuthCodeInput(event.target.value));
                  setCodeError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void confirmCode();
                  }
                }}
                placeholder="6자리 숫자"
                disabled={disabled}
                aria-invalid={codeMessage ? true : undefined}
                aria-describedby={`${timerId} ${codeMessageId}`}
                className={`${INPUT_CLASS} pr-16`}
              />
              <span
                aria-hidden="true"
                className={`pointer-events-none absolute inset-y-0 right-4 flex items-center text-[15px] font-semibold tabular-nums ${
                  isExpired ? 'text-gray-600' : 'text-danger-700'
                }`}
              >
                {formatCountdownClock(remainingSeconds)}
              </span>
            </div>
            <Button
              variant="primary"
              className="h-12 shrink-0 px-5"
              onClick={() => void confirmCode()}
              disabled={disabled || isChecking || isExpired || code.length === 0}
            >
              {isChecking ? '확인 중…' : '확인'}
            </Button>
          </div>
          {/* Read on focus, not announced every second. */}
          <p id={timerId} className="sr-only">
            {isExpired
              ? '입력 시간이 지났습니다.'
              : `남은 시간 ${describeCountdown(remainingSeconds)}`}
          </p>
          <div id={codeMessageId}>
            {codeMessage ? (
              <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
                {codeMessage}
              </p>
            ) : notice ? (
              <p role="status" className="mt-2 text-sm text-gray-700">
                {notice}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
