'use client';

import { SOCIAL_TYPE_LABELS } from '@gongsa/domain';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { Button } from '../../ui/components/Button';
import { ChevronDownIcon } from '../../ui/components/icons';
import {
  AGREEMENT_ITEMS,
  fromJoinAgreements,
  getAllAgreementState,
  hasRequiredAgreements,
  setAllAgreements,
  toJoinAgreements,
  type AgreementChecks,
  type AgreementItem,
  type AgreementTermsKey,
} from '../utils/agreements';
import { readJoinAgreements, readJoinSocial, withJoinEntry } from '../utils/join-data';

function AgreementRow({
  item,
  isChecked,
  onChange,
  terms,
}: {
  item: AgreementItem;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  terms: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const checkboxId = useId();
  const panelId = useId();
  return (
    <li className="border-b border-gray-100 last:border-b-0">
      <div className="flex min-h-12 items-center gap-1 py-0.5">
        {/* The whole row up to 보기 is the checkbox's label: a 44 px target on a phone. */}
        <label
          htmlFor={checkboxId}
          className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3 py-1 text-[15px] text-gray-900"
        >
          <input
            id={checkboxId}
            type="checkbox"
            checked={isChecked}
            onChange={(event) => onChange(event.target.checked)}
            className="size-5 shrink-0 rounded accent-brand-600"
          />
          <span className="min-w-0">
            <span
              className={`mr-1.5 font-semibold ${item.isRequired ? 'text-brand-700' : 'text-gray-600'}`}
            >
              [{item.isRequired ? '필수' : '선택'}]
            </span>{' '}
            {item.label} 동의
          </span>
        </label>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((previous) => !previous)}
          className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-0.5 rounded-lg px-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
        >
          보기
          <span className="sr-only"> {item.label}</span>
          <ChevronDownIcon
            className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </div>
      <div
        id={panelId}
        hidden={!isOpen}
        role="region"
        aria-label={`${item.label} 전문`}
        // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
        tabIndex={0}
        className="mb-3 max-h-60 overflow-y-auto rounded-xl bg-gray-50 px-4 py-4 text-sm [&_h2]:text-base [&_h3]:text-[15px] [&_p]:text-sm"
      >
        {terms}
      </div>
    </li>
  );
}

/** /auth/join1: the two required agreements and three optional ones, with '전체 동의'. */
export function JoinAgreementsForm({ terms }: { terms: Record<AgreementTermsKey, ReactNode> }) {
  const { state, isHydrated, updateSession } = useSession();
  const router = useRouter();
  const [checks, setChecks] = useState<AgreementChecks>(() => setAllAgreements(false));
  const [hasRestored, setHasRestored] = useState(false);
  const allCheckboxRef = useRef<HTMLInputElement>(null);
  const allId = useId();
  const social = readJoinSocial(state.joinData);

  // Coming back from step 2 shows the agreements given before.
  if (isHydrated && !hasRestored) {
    setHasRestored(true);
    setChecks(fromJoinAgreements(readJoinAgreements(state.joinData)));
  }

  const allState = getAllAgreementState(checks);
  const canContinue = hasRequiredAgreements(checks);

  useEffect(() => {
    if (allCheckboxRef.current) allCheckboxRef.current.indeterminate = allState === 'some';
  }, [allState]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const agreements = toJoinAgreements(checks);
    if (!agreements) return;
    updateSession({ joinData: withJoinEntry(state.joinData, agreements) });
    router.push('/auth/join2');
  }

  return (
    <form noValidate onSubmit={submit}>
      {social ? (
        <p className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-[15px] text-brand-900">
          {SOCIAL_TYPE_LABELS[social.provider]} 계정으로 가입을 진행합니다.
        </p>
      ) : null}
      <div className="flex min-h-14 items-center gap-3 rounded-2xl bg-gray-50 px-4 ring-1 ring-gray-200">
        <input
          ref={allCheckboxRef}
          id={allId}
          type="checkbox"
          checked={allState === 'all'}
          onChange={(event) => setChecks(setAllAgreements(event.target.checked))}
          className="size-5 shrink-0 rounded accent-brand-600"
        />
        <label htmlFor={allId} className="flex-1 py-3 text-base font-bold text-gray-900">
          전체 동의
          <span className="mt-0.5 block text-sm font-normal text-gray-600">
            선택 항목을 포함한 모든 약관에 동의합니다.
          </span>
        </label>
      </div>
      <fieldset className="mt-3">
        <legend className="sr-only">개별 약관 동의</legend>
        <ul className="px-1">
          {AGREEMENT_ITEMS.map((item) => (
            <AgreementRow
              key={item.key}
              item={item}
              isChecked={checks[item.key]}
              onChange={(isChecked) =>
                setChecks((previous) => ({ ...previous, [item.key]: isChecked }))
              }
              terms={terms[item.termsKey]}
            />
          ))}
        </ul>
      </fieldset>
      <p className="mt-4 text-sm text-gray-600">선택 항목에 동의하지 않아도 가입할 수 있습니다.</p>
      <Button
        type="submit"
        size="lg"
        className="mt-6 w-full"
        disabled={!canContinue}
        aria-describedby={canContinue ? undefined : `${allId}-required`}
      >
        다음
      </Button>
      {canContinue ? null : (
        <p id={`${allId}-required`} className="mt-2 text-center text-sm text-gray-600">
          필수 약관에 모두 동의해야 다음 단계로 갈 수 있습니다.
        </p>
      )}
    </form>
  );
}
