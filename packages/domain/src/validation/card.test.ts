import { describe, expect, it } from 'vitest';
import {
  cardExpirySchema,
  createCardExpirySchema,
  createPaymentMethodSchema,
  formatCardExpiryInput,
} from './card';
import { firstZodMessage } from './zod-error';

describe('formatCardExpiryInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['1', '1'],
    ['08', '08'],
    ['082', '08/2'],
    ['0827', '08/27'],
    ['08/27', '08/27'],
    ['082799', '08/27'],
    ['4', '04'],
    ['427', '04/27'],
    ['9', '09'],
    ['13', '12'],
    ['1999', '12/99'],
    ['12', '12'],
    ['10', '10'],
    ['ab0c8-2x7', '08/27'],
    ['00', '00'],
  ])('turns %j into %j', (raw, shown) => {
    expect(formatCardExpiryInput(raw)).toBe(shown);
  });

  it('keeps at most four digits', () => {
    expect(formatCardExpiryInput('123456').replace('/', '')).toHaveLength(4);
  });
});

describe('cardExpirySchema', () => {
  // 2025-07-31 23:30 UTC is already August 1st in Seoul.
  const schema = createCardExpirySchema(() => new Date('2025-07-31T23:30:00Z'));

  it.each([
    ['08/25', '0825'],
    ['0825', '0825'],
    ['12/30', '1230'],
    ['01/99', '0199'],
  ])('accepts %s as %s', (input, stored) => {
    expect(schema.parse(input)).toBe(stored);
  });

  it.each([
    ['', '카드 유효기간을 입력해 주세요.'],
    ['8/25', '카드 유효기간을 MM/YY 형식으로 입력해 주세요.'],
    ['08-25', '카드 유효기간을 MM/YY 형식으로 입력해 주세요.'],
    ['082025', '카드 유효기간을 MM/YY 형식으로 입력해 주세요.'],
    ['ab/cd', '카드 유효기간을 MM/YY 형식으로 입력해 주세요.'],
    ['13/30', '유효기간의 월은 01부터 12 사이여야 합니다.'],
    ['00/30', '유효기간의 월은 01부터 12 사이여야 합니다.'],
    ['07/25', '유효기간이 지난 카드입니다.'],
    ['12/24', '유효기간이 지난 카드입니다.'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(firstZodMessage(schema.safeParse(input).error)).toBe(message);
  });

  it('accepts what formatCardExpiryInput produced from valid typing', () => {
    expect(cardExpirySchema.parse(formatCardExpiryInput('1299'))).toBe('1299');
  });
});

describe('paymentMethodSchema', () => {
  const now = () => new Date('2026-11-27T00:00:00+09:00');
  const schema = createPaymentMethodSchema(now);
  const valid = {
    cardNumber: '4111-1111-1111-1111',
    expiry: '12/28',
    idNo: '900101',
    cardPassword: '12',
  };

  it('accepts a valid card and hands on digits only', () => {
    expect(schema.parse(valid)).toEqual({
      cardNumber: '4111111111111111',
      expiry: '1228',
      idNo: '900101',
      cardPassword: '12',
    });
    expect(schema.parse({ ...valid, idNo: '123-45-67890' }).idNo).toBe('1234567890');
  });

  it('refuses each bad field in Korean', () => {
    const messageOf = (input: Record<string, string>) =>
      schema.safeParse(input).error?.issues[0]?.message;
    expect(messageOf({ ...valid, cardNumber: '' })).toBe('카드 번호를 입력해 주세요.');
    expect(messageOf({ ...valid, cardNumber: '4111 1111' })).toBe(
      '카드 번호 14~16자리를 입력해 주세요.',
    );
    expect(messageOf({ ...valid, cardNumber: '4111111111111112' })).toBe(
      '카드 번호를 다시 확인해 주세요.',
    );
    expect(messageOf({ ...valid, expiry: '10/26' })).toBe('유효기간이 지난 카드입니다.');
    expect(messageOf({ ...valid, idNo: '1234567' })).toBe(
      '생년월일 6자리 또는 사업자등록번호 10자리를 입력해 주세요.',
    );
    expect(messageOf({ ...valid, cardPassword: '1' })).toBe(
      '카드 비밀번호 앞 2자리를 입력해 주세요.',
    );
  });
});
