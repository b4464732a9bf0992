import { describe, expect, it } from 'vitest';
import {
  birthDateSchema,
  createBirthDateSchema,
  emailSchema,
  nicknameSchema,
  passwordSchema,
  phoneSchema,
} from './account';
import { checkPasswordRules } from './password-rules';
import { firstZodMessage } from './zod-error';

function messageOf(schema: { safeParse(input: unknown): { error?: unknown } }, input: unknown) {
  const { error } = schema.safeParse(input);
  return error === undefined ? undefined : firstZodMessage(error);
}

describe('nicknameSchema', () => {
  it.each(['홍길동', 'ab', 'Kim2024', '공사마켓123', '가나다라마바사아', 'A1'])(
    'accepts %s',
    (nickname) => {
      expect(nicknameSchema.parse(nickname)).toBe(nickname);
    },
  );

  it('trims surrounding spaces before checking', () => {
    expect(nicknameSchema.parse('  홍길동 ')).toBe('홍길동');
  });

  it.each([
    ['', '닉네임을 입력해 주세요.'],
    ['   ', '닉네임을 입력해 주세요.'],
    [undefined, '닉네임을 입력해 주세요.'],
    ['가', '닉네임은 2자 이상 입력해 주세요.'],
    ['가나다라마바사아자', '닉네임은 8자 이하로 입력해 주세요.'],
    ['abcdefghi', '닉네임은 8자 이하로 입력해 주세요.'],
    ['홍 길동', '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.'],
    ['hong_gd', '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.'],
    ['ㅋㅋㅋ', '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.'],
    ['길동!', '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.'],
    ['😀😀', '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(messageOf(nicknameSchema, input)).toBe(message);
  });
});

describe('phoneSchema', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    ['01012345678', '01012345678'],
    ['011-123-4567', '0111234567'],
    ['016-1234-5678', '01612345678'],
    ['017-123-4567', '0171234567'],
    ['018-1234-5678', '01812345678'],
    ['019-123-4567', '0191234567'],
    ['02-123-4567', '021234567'],
    ['02-1234-5678', '0212345678'],
    ['031-123-4567', '0311234567'],
    ['064-1234-5678', '06412345678'],
    ['070-1234-5678', '07012345678'],
    [' 0311234567 ', '0311234567'],
    ['010-12345678', '01012345678'],
  ])('accepts %s and stores %s', (input, digits) => {
    expect(phoneSchema.parse(input)).toBe(digits);
  });

  it.each([
    '012-1234-5678',
    '015-1234-5678',
    '01-1234-5678',
    '001-123-4567',
    '010-12-5678',
    '010-12345-6789',
    '010-1234-567',
    '010-1234-56789',
    '010--1234-5678',
    '010 1234 5678',
    '010-abcd-5678',
    '1588-1234',
    '+82-10-1234-5678',
  ])('rejects %s', (input) => {
    expect(messageOf(phoneSchema, input)).toBe(
      '올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)',
    );
  });

  it('asks for a number when empty', () => {
    expect(messageOf(phoneSchema, '')).toBe('전화번호를 입력해 주세요.');
    expect(messageOf(phoneSchema, null)).toBe('전화번호를 입력해 주세요.');
  });
});

describe('emailSchema', () => {
  it.each([
    ['user@example.com', 'user@example.com'],
    ['User.Name@Example.CO.KR', 'user.name@example.co.kr'],
    ['  first+tag@naver.com ', 'first+tag@naver.com'],
    ['a_b-c@sub.domain.kr', 'a_b-c@sub.domain.kr'],
  ])('accepts %s as %s (case-insensitive, stored in lower case)', (input, stored) => {
    expect(emailSchema.parse(input)).toBe(stored);
  });

  it('treats addresses differing only in case as the same', () => {
    expect(emailSchema.parse('HONG@GONGSA.KR')).toBe(emailSchema.parse('hong@gongsa.kr'));
  });

  it.each([
    'plainaddress',
    '@example.com',
    'user@',
    'user@example',
    'user@@example.com',
    'user name@example.com',
    'user@example.c',
    '.user@example.com',
    'user..name@example.com',
    '홍길동@example.com',
  ])('rejects %s', (input) => {
    expect(messageOf(emailSchema, input)).toBe('올바른 이메일 주소를 입력해 주세요.');
  });

  it('rejects addresses longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.com`;
    expect(messageOf(emailSchema, `${local}@${domain}`)).toBe('이메일 주소가 너무 깁니다.');
  });

  it('asks for an address when empty', () => {
    expect(messageOf(emailSchema, ' ')).toBe('이메일을 입력해 주세요.');
  });
});

describe('passwordSchema', () => {
  it.each(['abcd123!', 'Password1@', 'a1$aaaaa', 'ZZ99##zz', 'longpassword2024&', 'x1?yyyyy'])(
    'accepts %s',
    (password) => {
      expect(passwordSchema.parse(password)).toBe(password);
    },
  );

  it.each([
    ['', '비밀번호를 입력해 주세요.'],
    ['ab1!', '비밀번호는 8자 이상이어야 합니다.'],
    ['a1!a1!a', '비밀번호는 8자 이상이어야 합니다.'],
    ['12345678!', '비밀번호에 영문자를 1자 이상 포함해 주세요.'],
    ['abcdefgh!', '비밀번호에 숫자를 1자 이상 포함해 주세요.'],
    ['abcd1234', '비밀번호에 특수문자(@$!%*#?&)를 1자 이상 포함해 주세요.'],
    ['abcd1234^', '비밀번호에 특수문자(@$!%*#?&)를 1자 이상 포함해 주세요.'],
    ['abcd 1234!', '비밀번호는 공백 없이 영문, 숫자, 특수문자만 사용할 수 있습니다.'],
    ['비밀abcd12!', '비밀번호는 공백 없이 영문, 숫자, 특수문자만 사용할 수 있습니다.'],
    [`a1!${'x'.repeat(62)}`, '비밀번호는 64자 이하여야 합니다.'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(messageOf(passwordSchema, input)).toBe(message);
  });

  it('accepts exactly 64 characters', () => {
    expect(passwordSchema.safeParse(`a1!${'x'.repeat(61)}`).success).toBe(true);
  });

  it('reports every unmet rule, in the order the user should fix them', () => {
    const messages = passwordSchema.safeParse('abc').error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      '비밀번호는 8자 이상이어야 합니다.',
      '비밀번호에 숫자를 1자 이상 포함해 주세요.',
      '비밀번호에 특수문자(@$!%*#?&)를 1자 이상 포함해 주세요.',
    ]);
  });

  it('gives the live checklist of met and unmet rules', () => {
    expect(checkPasswordRules('abc1')).toEqual([
      { key: 'length', label: '8자 이상', isMet: false },
      { key: 'letter', label: '영문 포함', isMet: true },
      { key: 'digit', label: '숫자 포함', isMet: true },
      { key: 'special', label: '특수문자(@$!%*#?&) 포함', isMet: false },
    ]);
    expect(checkPasswordRules('abcd123!').every((rule) => rule.isMet)).toBe(true);
  });
});

describe('birthDateSchema', () => {
  // 2025-06-15 00:30 in Seoul is still 2025-06-14 in UTC: "today" must be the Korean date.
  const schema = createBirthDateSchema(() => new Date('2025-06-14T15:30:00Z'));

  it.each([
    ['1990-01-31', '1990-01-31'],
    ['1990.01.31', '1990-01-31'],
    ['19900131', '1990-01-31'],
    ['2000-02-29', '2000-02-29'],
    ['1992.02.29', '1992-02-29'],
    ['1900-01-01', '1900-01-01'],
    ['2025-06-15', '2025-06-15'],
    [' 1985-12-25 ', '1985-12-25'],
  ])('accepts %s as %s', (input, iso) => {
    expect(schema.parse(input)).toBe(iso);
  });

  it.each([
    ['', '생년월일을 입력해 주세요.'],
    ['1990/01/31', '생년월일을 YYYY-MM-DD, YYYY.MM.DD 또는 YYYYMMDD 형식으로 입력해 주세요.'],
    ['1990-1-31', '생년월일을 YYYY-MM-DD, YYYY.MM.DD 또는 YYYYMMDD 형식으로 입력해 주세요.'],
    ['1990-01.31', '생년월일을 YYYY-MM-DD, YYYY.MM.DD 또는 YYYYMMDD 형식으로 입력해 주세요.'],
    ['90-01-31', '생년월일을 YYYY-MM-DD, YYYY.MM.DD 또는 YYYYMMDD 형식으로 입력해 주세요.'],
    ['1990년1월31일', '생년월일을 YYYY-MM-DD, YYYY.MM.DD 또는 YYYYMMDD 형식으로 입력해 주세요.'],
    ['1899-12-31', '출생 연도는 1900년 이후로 입력해 주세요.'],
    ['2100-01-01', '출생 연도는 1900년 이후로 입력해 주세요.'],
    ['1990-02-30', '존재하지 않는 날짜입니다.'],
    ['1900-02-29', '존재하지 않는 날짜입니다.'],
    ['1991-02-29', '존재하지 않는 날짜입니다.'],
    ['1990-13-01', '존재하지 않는 날짜입니다.'],
    ['1990-00-10', '존재하지 않는 날짜입니다.'],
    ['1990-04-31', '존재하지 않는 날짜입니다.'],
    ['1990-01-00', '존재하지 않는 날짜입니다.'],
    ['2025-06-16', '생년월일은 오늘 이후 날짜일 수 없습니다.'],
    ['2030-01-01', '생년월일은 오늘 이후 날짜일 수 없습니다.'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it('uses the real clock by default', () => {
    expect(birthDateSchema.safeParse('1990-01-01').success).toBe(true);
    expect(birthDateSchema.safeParse(`${new Date().getFullYear() + 1}-01-01`).success).toBe(false);
  });
});
