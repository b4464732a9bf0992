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
