import { describe, expect, it } from 'vitest';
import { cardExpirySchema, createCardExpirySchema, formatCardExpiryInput } from './card';
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
