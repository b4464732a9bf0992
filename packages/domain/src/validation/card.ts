import { z } from 'zod';
import { getSeoulDateParts } from '../format/seoul-time';

/**
 * Formats the card-expiry field as the user types: digits only, at most four, shown as MM/YY.
 * A first digit above 1 can only be a single-digit month, so it becomes '0n'; a month above
 * 12 is capped at 12. The slash appears only once a year digit exists, so backspace never
 * gets stuck on it.
 */
export function formatCardExpiryInput(raw: string): string {
  let digits = raw.replace(/\D/g, '').slice(0, 4);
  const first = digits[0];
  if (first !== undefined && first > '1') digits = `0${digits}`.slice(0, 4);
  if (digits.length >= 2 && Number(digits.slice(0, 2)) > 12) digits = `12${digits.slice(2)}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Accepts 'MM/YY' or 'MMYY' and outputs 'MMYY' digits. A card whose expiry month has already
 * passed (in Korean time) is rejected: the payment gateway would refuse it anyway, later and
 * with a less helpful message.
 */
export function createCardExpirySchema(getNow: () => Date = () => new Date()) {
  return z
    .string({ error: '카드 유효기간을 입력해 주세요.' })
    .trim()
    .min(1, { error: '카드 유효기간을 입력해 주세요.', abort: true })
    .transform((value, ctx) => {
      const match = /^(\d{2})\/?(\d{2})$/.exec(value);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: '카드 유효기간을 MM/YY 형식으로 입력해 주세요.' });
        return z.NEVER;
      }
      const [, monthText = '', yearText = ''] = match;
      const month = Number(monthText);
      if (month < 1 || month > 12) {
        ctx.addIssue({ code: 'custom', message: '유효기간의 월은 01부터 12 사이여야 합니다.' });
        return z.NEVER;
      }
      const now = getSeoulDateParts(getNow());
      const expiry = (2000 + Number(yearText)) * 12 + month;
      if (expiry < now.year * 12 + now.month) {
        ctx.addIssue({ code: 'custom', message: '유효기간이 지난 카드입니다.' });
        return z.NEVER;
      }
      return `${monthText}${yearText}`;
    });
}

export const cardExpirySchema = createCardExpirySchema();

/** Digits of a card number, with the Luhn check every issued card number passes. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * createPaymentMethod's form (SPEC §5): the card number, its expiry (MM/YY), the holder's birth
 * date (YYMMDD) or the company's business number (10 digits, for a corporate card), and the first
 * two digits of the card password. It passes through the server once to the payment gateway and
 * is never stored.
 */
export function createPaymentMethodSchema(getNow: () => Date = () => new Date()) {
  return z.object({
    cardNumber: z
      .string({ error: '카드 번호를 입력해 주세요.' })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .min(1, { error: '카드 번호를 입력해 주세요.', abort: true })
          .regex(/^\d+$/, { error: '카드 번호는 숫자만 입력해 주세요.', abort: true })
          .min(14, { error: '카드 번호 14~16자리를 입력해 주세요.', abort: true })
          .max(16, { error: '카드 번호 14~16자리를 입력해 주세요.', abort: true })
          .refine(isLuhnValid, '카드 번호를 다시 확인해 주세요.'),
      ),
    expiry: createCardExpirySchema(getNow),
    idNo: z
      .string({ error: '생년월일 6자리 또는 사업자등록번호 10자리를 입력해 주세요.' })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .regex(/^(\d{6}|\d{10})$/, '생년월일 6자리 또는 사업자등록번호 10자리를 입력해 주세요.'),
      ),
    cardPassword: z
      .string({ error: '카드 비밀번호 앞 2자리를 입력해 주세요.' })
      .regex(/^\d{2}$/, '카드 비밀번호 앞 2자리를 입력해 주세요.'),
  });
}

export const paymentMethodSchema = createPaymentMethodSchema();
export type PaymentMethodInput = z.input<typeof paymentMethodSchema>;
