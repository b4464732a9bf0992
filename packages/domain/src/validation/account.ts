import { z } from 'zod';
import { NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX } from '../constants';
import { getSeoulDateParts } from '../format/seoul-time';
import { PASSWORD_RULES } from './password-rules';

// Complete syllables only: a lone jamo such as 'ㅋㅋ' is an unfinished IME state, not a name.
const NICKNAME_PATTERN = /^[가-힣A-Za-z0-9]+$/;

export const nicknameSchema = z
  .string({ error: '닉네임을 입력해 주세요.' })
  .trim()
  .min(1, { error: '닉네임을 입력해 주세요.', abort: true })
  .min(NICKNAME_MIN, { error: `닉네임은 ${NICKNAME_MIN}자 이상 입력해 주세요.` })
  .max(NICKNAME_MAX, { error: `닉네임은 ${NICKNAME_MAX}자 이하로 입력해 주세요.` })
  .regex(NICKNAME_PATTERN, { error: '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.' });

// Mobile prefixes, Seoul (02) and the 0[3-9]x area codes; hyphens only at the separators.
const PHONE_PATTERN = /^(01[016789]|02|0[3-9]\d)-?(\d{3,4})-?(\d{4})$/;

/** Accepts the number with or without hyphens and outputs digits only, as stored. */
export const phoneSchema = z
  .string({ error: '전화번호를 입력해 주세요.' })
  .trim()
  .min(1, { error: '전화번호를 입력해 주세요.', abort: true })
  .regex(PHONE_PATTERN, { error: '올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)' })
  .transform((value) => value.replace(/-/g, ''));

/** Addresses are compared case-insensitively, so they are stored in lower case. */
export const emailSchema = z
  .string({ error: '이메일을 입력해 주세요.' })
  .trim()
  .toLowerCase()
  .min(1, { error: '이메일을 입력해 주세요.', abort: true })
  .pipe(
    z
      .email({ error: '올바른 이메일 주소를 입력해 주세요.' })
      .max(254, { error: '이메일 주소가 너무 깁니다.' }),
  );

/**
 * Besides the four SPEC rules, a password must be printable ASCII without spaces: Hangul in a
 * password is almost always the IME left on by mistake, and the user could not retype it on a
 * keyboard that is not set to Korean.
 */
export const passwordSchema = z
  .string({ error: '비밀번호를 입력해 주세요.' })
  .min(1, { error: '비밀번호를 입력해 주세요.', abort: true })
  .superRefine((password, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: rule.message });
    }
    if (password.length > PASSWORD_MAX) {
      ctx.addIssue({ code: 'custom', message: `비밀번호는 ${PASSWORD_MAX}자 이하여야 합니다.` });
    }
    if (!/^[\x21-\x7E]*$/.test(password)) {
      ctx.addIssue({
        code: 'custom',
        message: '비밀번호는 공백 없이 영문, 숫자, 특수문자만 사용할 수 있습니다.',
      });
    }
  });

const BIRTH_DATE_PATTERN = /^(\d{4})([-.]?)(\d{2})\2(\d{2})$/;

/**
 * Date of birth typed as YYYY-MM-DD, YYYY.MM.DD or YYYYMMDD (one separator style throughout)
 * and output as ISO 'YYYY-MM-DD'. "The future" is judged by today's date in Korea; `getNow`
 * exists so tests can pin the day.
 */
export function createBirthDateSchema(getNow: () => Date = () => new Date()) {
  return z
    .string({ error: '생년월일을 입력해 주세요.' })
    .trim()
    .min(1, { error: '생년월일을 입력해 주세요.', abort: true })
    .transform((value, ctx) => {
      const match = BIRTH_DATE_PATTERN.exec(value);
      if (!match) {
        ctx.addIssue({
          code: 'custom',
          message: '생년월일을 YYYY-MM-DD, YYYY.MM.DD 또는 YYYYMMDD 형식으로 입력해 주세요.',
        });
        return z.NEVER;
      }
      const [, yearText = '', , monthText = '', dayText = ''] = match;
      const year = Number(yearText);
      const month = Number(monthText);
      const day = Number(dayText);
      if (year < 1900 || year > 2099) {
        ctx.addIssue({ code: 'custom', message: '출생 연도는 1900년 이후로 입력해 주세요.' });
        return z.NEVER;
      }
      const calendarDate = new Date(Date.UTC(year, month - 1, day));
      if (
        month < 1 ||
        calendarDate.getUTCFullYear() !== year ||
        calendarDate.getUTCMonth() !== month - 1 ||
        calendarDate.getUTCDate() !== day
      ) {
        ctx.addIssue({ code: 'custom', message: '존재하지 않는 날짜입니다.' });
        return z.NEVER;
      }
      const today = getSeoulDateParts(getNow());
      const todayNumber = today.year * 10_000 + today.month * 100 + today.day;
      if (year * 10_000 + month * 100 + day > todayNumber) {
        ctx.addIssue({ code: 'custom', message: '생년월일은 오늘 이후 날짜일 수 없습니다.' });
        return z.NEVER;
      }
      return `${yearText}-${monthText}-${dayText}`;
    });
}

export const birthDateSchema = createBirthDateSchema();
