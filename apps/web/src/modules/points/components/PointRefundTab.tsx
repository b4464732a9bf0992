'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import type { PointRefundFormQuery } from '../../../graphql/generated/graphql';
import { MyPointRefundsDocument } from '../../../graphql/generated/operations/my-point-refunds';
import { PointRefundFormDocument } from '../../../graphql/generated/operations/point-refund-form';
import { RequestPointRefundDocument } from '../../../graphql/generated/operations/request-point-refund';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { ListError, PagedRowList } from '../../my-companies/components/ListStates';
import { toMyListPaging } from '../../my-companies/utils/my-list';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { Skeleton } from '../../ui/components/Skeleton';
import { FieldFrame, TextField } from '../../ui/components/TextField';
import { useDialog } from '../../ui/hooks/useDialog';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { useSingleFlight } from '../../ui/hooks/useSingleFlight';
import { useToast } from '../../ui/hooks/useToast';
import { LAZY_LOAD_FAILED_MESSAGE } from '../../ui/utils/lazy-module';
import {
  describeRefundConfirmation,
  describeRefundRule,
  describeRefundSummary,
  describeWithdrawal,
  REFUND_FORM_FIELDS,
  REFUND_TERMS_HREF,
  REFUND_VALIDATION,
  type RefundFormErrors,
  type RefundFormField,
  type RefundFormValues,
  type WithdrawalTone,
} from '../utils/point-refund';
import { focusInView } from '../utils/focus-in-view';
import { buildPointHref } from '../utils/point-tabs';

type RefundInfo = PointRefundFormQuery['myPointRefundInfo'];
type BankCode = PointRefundFormQuery['bankCodes'][number];

/** A request changes the quote, the wallet's figures, the ledger and this list. */
const REFUND_OPERATIONS = [
  'PointRefundForm',
  'MyPointRefunds',
  'MyPointSummary',
  'MyPointHistory',
] as const;

const EMPTY_REFUND_FORM: RefundFormValues = { bankCode: '', accountNumber: '', accountHolder: '' };

const TONE_STYLES: Record<WithdrawalTone, string> = {
  pending: 'bg-brand-50 text-brand-800',
  done: 'bg-gray-100 text-gray-800',
  failed: 'bg-danger-50 text-danger-700',
  muted: 'bg-gray-100 text-gray-700',
};

function RefundSummary({ info }: { info: RefundInfo }) {
  return (
    <section
      aria-labelledby="refund-summary-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5 desktop:p-6"
    >
      <h2 id="refund-summary-heading" className="text-lg font-bold text-gray-900">
        환불 가능 금액
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 desktop:grid-cols-4">
        {describeRefundSummary(info).map(([term, value], index) => (
          <div
            key={term}
            className={index === 3 ? 'rounded-xl bg-brand-50 p-4' : 'rounded-xl bg-gray-50 p-4'}
          >
            <dt className="text-sm font-medium text-gray-700">{term}</dt>
            <dd
              className={`mt-1 text-lg font-extrabold ${index === 3 ? 'text-brand-800' : 'text-gray-900'}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 space-y-1 text-[15px] leading-relaxed text-gray-700">
        {describeRefundRule(info).map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
      <Link
        href={REFUND_TERMS_HREF}
        className="mt-2 inline-flex min-h-11 items-center text-[15px] font-semibold text-brand-700 underline underline-offset-4"
      >
        환불 약관 보기
      </Link>
    </section>
  );
}

function RefundForm({ info, banks }: { info: RefundInfo; banks: readonly BankCode[] }) {
  const { refetchAccount } = useAuth();
  const dialog = useDialog();
  const showToast = useToast();
  const flight = useSingleFlight();
  const fieldIdBase = useId();
  const fieldId = (field: RefundFormField) => `${fieldIdBase}-${field}`;
  const validation = useLazyModule(REFUND_VALIDATION);
  const request = useGraphqlMutation(RequestPointRefundDocument, 'reqPointRefund', {
    invalidates: REFUND_OPERATIONS,
  });
  const [values, setValues] = useState<RefundFormValues>(EMPTY_REFUND_FORM);
  const [errors, setErrors] = useState<RefundFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const submitErrorId = useId();

  const change = (field: RefundFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    return flight(async () => {
      event.preventDefault();
      const loaded = validation ?? (await REFUND_VALIDATION.load().catch(() => null));
      if (!loaded) {
        setSubmitError(LAZY_LOAD_FAILED_MESSAGE);
        return;
      }
      const found = loaded.validateRefundForm(values);
      setErrors(found);
      setSubmitError(null);
      const firstInvalid = REFUND_FORM_FIELDS.find((field) => found[field]);
      if (firstInvalid) {
        focusInView(document.getElementById(fieldId(firstInvalid)));
        return;
      }
      const confirmation = describeRefundConfirmation(info);
      const isConfirmed = await dialog.confirm({
        title: confirmation.title,
        message: confirmation.message,
        confirmLabel: '환불 신청',
      });
      if (!isConfirmed) return;
      setIsSubmitting(true);
      const result = await request({ input: values });
      setIsSubmitting(false);
      if (isGraphqlFailure(result)) {
        setSubmitError(result.message);
        return;
      }
      setValues(EMPTY_REFUND_FORM);
      // The header's point badge and menu read the balance through the session.
      void refetchAccount();
      showToast('환불 신청을 접수했어요. 처리되면 입력한 계좌로 입금돼요.', 'success');
      // The form goes away with the points it asked for: the history's heading takes focus.
      focusInView(document.getElementById('refund-history-heading'));
    });
  }

  return (
    <section
      aria-labelledby="refund-form-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5 desktop:p-6"
    >
      <h2 id="refund-form-heading" className="text-lg font-bold text-gray-900">
        환불받을 계좌
      </h2>
      <p className="mt-1 text-[15px] text-gray-600">
        신청하면 환불 가능 포인트 전부가 환불 처리 중으로 옮겨지고, 운영팀이 확인한 뒤 입금해요.
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={isSubmitting}
        aria-describedby={submitError ? submitErrorId : undefined}
      >
        <fieldset disabled={isSubmitting} className="mt-4 grid min-w-0 gap-4 desktop:grid-cols-3">
          <FieldFrame
            id={fieldId('bankCode')}
            label="은행"
            isRequired
            density="compact"
            error={errors.bankCode}
          >
            {(control) => (
              <select
                {...control}
                name="bankCode"
                value={values.bankCode}
                onChange={(event) => change('bankCode', event.target.value)}
              >
                <option value="">은행 선택</option>
                {banks.map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <TextField
            density="compact"
            label="계좌번호"
            isRequired
            value={values.accountNumber}
            onChange={(value) => change('accountNumber', value)}
            id={fieldId('accountNumber')}
            error={errors.accountNumber}
            name="accountNumber"
            inputMode="numeric"
            autoComplete="off"
            placeholder="숫자만 입력"
            maxLength={20}
          />
          <TextField
            density="compact"
            label="예금주"
            isRequired
            value={values.accountHolder}
            onChange={(value) => change('accountHolder', value)}
            id={fieldId('accountHolder')}
            error={errors.accountHolder}
            name="accountHolder"
            autoComplete="name"
            maxLength={30}
          />
        </fieldset>
        {submitError ? (
          <p
            id={submitErrorId}
            role="alert"
            className="mt-4 rounded-xl bg-danger-50 px-4 py-3 text-[15px] font-medium text-danger-700"
          >
            {submitError}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="mt-5 w-full desktop:w-auto"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? '신청하는 중…' : '환불 신청'}
        </Button>
      </form>
    </section>
  );
}

function RefundHistory() {
  const paged = useGraphqlInfinite(
    MyPointRefundsDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.myPointRefunds },
  );
  return (
    <section aria-labelledby="refund-history-heading">
      <h2
        id="refund-history-heading"
        tabIndex={-1}
        className="text-lg font-bold text-gray-900 focus:outline-none"
      >
        환불 신청 내역
      </h2>
      <div className="mt-3">
        <PagedRowList
          paged={paged}
          loadingLabel="환불 신청 내역을 불러오는 중입니다"
          skeletonCount={2}
          empty={{
            title: '환불 신청 내역이 없어요',
            description: '충전한 포인트의 환불을 신청하면 처리 상태가 여기에 표시돼요.',
            action: { href: buildPointHref('1'), label: '포인트 내역 보기' },
          }}
          listClassName="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white"
          renderRow={(row) => {
            const view = describeWithdrawal(row);
            return (
              <li key={row.id} className="px-4 py-4 desktop:px-5" data-testid="refund-row">
                <div className="flex items-start justify-between gap-4">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span
                        className={`rounded-md px-2 py-0.5 text-xs font-bold ${TONE_STYLES[view.tone]}`}
                      >
                        {view.stateLabel}
                      </span>
                      <span className="text-[15px] font-medium text-gray-900">
                        {view.pointText} 환불 신청
                      </span>
                    </p>
                    <p className="mt-1 text-[13px] text-gray-600">
                      신청일 <time dateTime={row.requestingDate}>{view.requestedText}</time>
                      {view.processedText ? ` · ${view.processedText}` : null}
                    </p>
                    {view.accountText ? (
                      <p className="mt-0.5 text-[13px] break-all text-gray-600">
                        {view.accountText}
                      </p>
                    ) : null}
                  </div>
                  <div className="shrink-0 text-right">
                    <p className="text-base font-bold text-gray-900">입금액 {view.amountText}</p>
                    <p className="mt-0.5 text-[13px] text-gray-600">수수료 {view.feeText}</p>
                  </div>
                </div>
                {view.failReason ? (
                  <p className="mt-2 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700">
                    실패 사유: {view.failReason}
                  </p>
                ) : null}
              </li>
            );
          }}
        />
      </div>
    </section>
  );
}

function RefundSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-2xl border border-gray-200 bg-white p-6"
    >
      <span className="sr-only">환불 정보를 불러오는 중입니다</span>
      <Skeleton className="h-6 w-32" />
      <div className="mt-4 grid grid-cols-2 gap-3 desktop:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/**
 * /myPage/point?tab=4 (환불 신청, ADR 0029): the API's quote of a request made now and its rule,
 * the account form (all unused paid points at once), and the requests so far.
 */
export function PointRefundTab() {
  const { state, retry } = useGraphqlQuery(PointRefundFormDocument, {}, { isMemberOnly: true });

  let top;
  if (state.status === 'loading') {
    top = <RefundSkeleton />;
  } else if (state.status === 'failed') {
    top = <ListError message={state.failure.message} onRetry={retry} />;
  } else {
    const info = state.data.myPointRefundInfo;
    top = (
      <>
        <RefundSummary info={info} />
        {info.isRequestable ? (
          <RefundForm info={info} banks={state.data.bankCodes} />
        ) : (
          <p
            className="rounded-2xl border border-gray-200 bg-gray-50 px-5 py-4 text-[15px] text-gray-800"
            data-testid="refund-unavailable"
          >
            {info.message ?? '지금은 환불을 신청할 수 없어요.'}
          </p>
        )}
      </>
    );
  }
  return (
    <div className="mt-6 grid gap-6">
      {top}
      <RefundHistory />
    </div>
  );
}
