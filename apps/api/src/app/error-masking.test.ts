import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors';
import { GraphQLError } from '../graphql/graphql-js';
import { createMaskError, isUnexpectedError } from './error-masking';

function wrap(original: Error): GraphQLError {
  return new GraphQLError(original.message, { path: ['field'], originalError: original });
}

function toJson(error: Error) {
  return JSON.parse(JSON.stringify(error)) as {
    message: string;
    extensions: Record<string, unknown>;
  };
}

describe('createMaskError', () => {
  const maskInProduction = createMaskError(false);

  it('turns a zod failure into BAD_USER_INPUT with its first Korean message', () => {
    const schema = z.object({
      nickname: z.string().min(2, '닉네임은 2자 이상이어야 합니다.'),
      phone: z.string().min(10, '휴대폰 번호를 확인해 주세요.'),
    });
    const result = schema.safeParse({ nickname: 'a', phone: '1' });
    const masked = toJson(maskInProduction(wrap(result.error!), ''));
    expect(masked).toMatchObject({
      message: '닉네임은 2자 이상이어야 합니다.',
      extensions: { code: 'BAD_USER_INPUT', field: 'nickname' },
    });
    expect(isUnexpectedError(wrap(result.error!))).toBe(false);
  });

  it('passes our own errors through unchanged', () => {
    const masked = toJson(
      maskInProduction(wrap(new NotFoundError('공고를 찾을 수 없습니다.')), ''),
    );
    expect(masked).toMatchObject({
      message: '공고를 찾을 수 없습니다.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('hides anything else behind a Korean message, with no internals outside development', () => {
    const failure = wrap(new Error('relation "users" does not exist'));
    const production = toJson(maskInProduction(failure, ''));
    expect(production).toMatchObject({
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(production)).not.toContain('relation');
    expect(isUnexpectedError(failure)).toBe(true);

    const development = toJson(createMaskError(true)(failure, ''));
    expect(development.extensions.originalError).toMatchObject({
      message: 'relation "users" does not exist',
    });
  });
});
