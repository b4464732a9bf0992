'use client';

import { formatCardExpiryInput } from '@gongsa/domain';
import { useId, useState, type FormEvent } from 'react';
import type { CreatePaymentMethodMutation } from '../../../graphql/generated/graphql';
import { CreatePaymentMethodDocument } from '../../../graphql/generated/operations/create-payment-method';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { useSingleFlight } from '../../ui/hooks/useSingleFlight';
import { LAZY_LOAD_FAILED_MESSAGE } from '../../ui/utils/lazy-module';
import {
  CARD_FORM_FIELDS,
  CARD_VALIDATION,
  EMPTY_CARD_FORM,
  formatCardNumberInput,
  keepDigits,
  type CardFormErrors,
  type CardFormField,
  type CardFormValues,
} from '../utils/card-form';
import { focusInView } from '../utils/focus-in-view';

export type RegisteredCard = CreatePaymentMethodMutation['createPaymentMethod'];

export type PaymentCardFormProps = {
  title: string;
  submitLabel: string;
  /** Called with the card once the gateway registered it (the form is then emptied). */
  onRegistered: (card: RegisteredCard) => void;
  onCancel: () => void;
};

/**
 * The billing card's form (createPaymentMethod). The card's data goes to our API once, which hands
 * it to the payment gateway; it is kept only in this component's state while typed, and never
 * logged or written to the browser's storage.
 */
export function PaymentCardForm({
  title,
  submitLabel,
  onRegistered,
  onCancel,
}: PaymentCardFormProps) {
  const headingId = useId();
  const noteId = useId();
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const fieldIdBase = useId();
  const fieldId = (field: CardFormField) => `${fieldIdBase}-${field}`;
  const validation = useLazyModule(CARD_VALIDATION);
  const flight = useSingleFlight();
  // The tab's queries are asked again by whoever shows the card next (onRegistered).
  const createPaymentMethod = useGraphqlMutation(
    CreatePaymentMethodDocument,
    'createPaymentMethod',
    { invalidates: ['MySubscription'] },
  );

  const change = (field: CardFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message stays until the next submit, except once the field is fixed.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    return flight(async () => {
      event.preventDefault();
      const loaded = validation ?? (await CARD_VALIDATION.load().catch(() => null));
      if (!loaded) {
        setSubmitError(LAZY_LOAD_FAILED_MESSAGE);
        return;
      }
      const found = loaded.validateCardForm(values);
      setErrors(found);
      setSubmitError(null);
      const firstInvalid = CARD_FORM_FIELDS.find((field) => found[field]);
      if (firstInvalid) {
        focusInView(document.getElementById(fieldId(firstInvalid)));
        return;
      }
      setIsSubmitting(true);
      const result = await createPaymentMethod({ input: values });
      setIsSubmitting(false);
      if (isGraphqlFailure(result)) {
        setSubmitError(result.message);
        return;
      }
      setValues(EMPTY_CARD_FORM);
      onRegistered(result);
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-gray-200 bg-white p-5 desktop:p-6"
    >
      <h3 id={headingId} className="text-base font-bold text-gray-900">
        {title}
      </h3>
      <p id={noteId} className="mt-1 text-sm text-gray-600">
        카드 정보는 결제 대행사에만 전달되고 저장하지 않아요.
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-describedby={noteId}
        aria-busy={isSubmitting}
      >
        <fieldset disabled={isSubmitting} className="mt-4 grid min-w-0 gap-4 desktop:grid-cols-2">
          <TextField
            className="desktop:col-span-2"
            density="compact"
            label="카드 번호"
            isRequired
            value={values.cardNumber}
            onChange={(value) => change('cardNumber', formatCardNumberInput(value))}
            id={fieldId('cardNumber')}
            error={errors.cardNumber}
            name="cc-number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000-0000-0000-0000"
            maxLength={19}
          />
          <TextField
            density="compact"
            label="유효기간 (MM/YY)"
            isRequired
            value={values.expiry}
            onChange={(value) => change('expiry', formatCardExpiryInput(value))}
            id={fieldId('expiry')}
            error={errors.expiry}
            name="cc-exp"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
          />
          <TextField
            density="compact"
            label="비밀번호 앞 2자리"
            isRequired
            type="password"
            value={values.cardPassword}
            onChange={(value) => change('cardPassword', keepDigits(value, 2))}
            id={fieldId('cardPassword')}
            error={errors.cardPassword}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
          />
          <TextField
            className="desktop:col-span-2"
            density="compact"
            label="생년월일 6자리 또는 사업자등록번호 10자리"
            isRequired
            hint="개인 카드는 생년월일(YYMMDD), 법인 카드는 사업자등록번호를 입력해 주세요."
            value={values.idNo}
            onChange={(value) => change('idNo', keepDigits(value, 10))}
            id={fieldId('idNo')}
            error={errors.idNo}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
          />
        </fieldset>
        {submitError ? (
          <p
            role="alert"
            className="mt-4 rounded-xl bg-danger-50 px-4 py-3 text-[15px] font-medium text-danger-700"
          >
            {submitError}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 desktop:flex-row desktop:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            취소
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? '카드를 확인하는 중…' : submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
