import { defineLazyModule } from '../../ui/utils/lazy-module';

/** The card form's fields as typed (the card number grouped for reading). */
export type CardFormValues = {
  cardNumber: string;
  expiry: string;
  idNo: string;
  cardPassword: string;
};
export type CardFormField = keyof CardFormValues;
export type CardFormErrors = Partial<Record<CardFormField, string>>;

export const EMPTY_CARD_FORM: CardFormValues = {
  cardNumber: '',
  expiry: '',
  idNo: '',
  cardPassword: '',
};

/** The fields in the form's order: the first one with an error gets the focus. */
export const CARD_FORM_FIELDS: readonly CardFormField[] = [
  'cardNumber',
  'expiry',
  'cardPassword',
  'idNo',
];

/** validateCardForm (the shared zod schema), fetched when the form is first used. */
export const CARD_VALIDATION = defineLazyModule(() => import('./card-validation'));

const CARD_NUMBER_MAX_DIGITS = 16;

/**
 * The card number as the member types it, grouped 4-4-4-4 for reading ('4111-1111-1111-1111'):
 * digits only, at most 16. The schema strips the hyphens again.
 */
export function formatCardNumberInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1-');
}

/** Digits only, at most `max` (생년월일/사업자등록번호, the password's two digits). */
export function keepDigits(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}
