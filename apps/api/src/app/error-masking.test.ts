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

  /*
   * graphql-jit's errors (ADR 0016): `locations` without AST nodes, and a null in a non-null
   * field as a GraphQLError of its own instead of graphql-js's plain Error.
   */
  function jitError(message: string, originalError?: Error): GraphQLError {
    const error = new GraphQLError(message, {
      path: ['announcements', 'nodes', 0, 'title'],
      originalError,
    });
    return Object.assign(error, {
      locations: [
        { line: 3, column: 7 },
        { line: 9, column: 5 },
      ],
    });
  }

  /** What Yoga does before it writes a response: rebuild each error from nodes or source positions. */
  function rebuildAsYogaDoes(error: Error): GraphQLError {
    const { source, positions, path, extensions } = error as GraphQLError;
    return new GraphQLError(error.message, { source, positions, path, extensions });
  }

  it("keeps the locations of a graphql-jit error through Yoga's rebuild", () => {
    const own = rebuildAsYogaDoes(
      maskInProduction(
        jitError('공고를 찾을 수 없습니다.', new NotFoundError('공고를 찾을 수 없습니다.')),
        '',
      ),
    );
    expect(JSON.parse(JSON.stringify(own))).toEqual({
      message: '공고를 찾을 수 없습니다.',
      locations: [
        { line: 3, column: 7 },
        { line: 9, column: 5 },
      ],
      path: ['announcements', 'nodes', 0, 'title'],
      extensions: { code: 'NOT_FOUND' },
    });
    const masked = rebuildAsYogaDoes(maskInProduction(jitError('boom', new Error('boom')), ''));
    expect(JSON.parse(JSON.stringify(masked))).toMatchObject({
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
      locations: [
        { line: 3, column: 7 },
        { line: 9, column: 5 },
      ],
    });
  });

  it('masks and logs a null in a non-null field as graphql-js does', () => {
    const failure = jitError('Cannot return null for non-nullable field Announcement.title.');
    expect(toJson(maskInProduction(failure, ''))).toMatchObject({
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(isUnexpectedError(failure)).toBe(true);
  });

  it('masks and logs a value a scalar cannot serialize, but not a bad variable', () => {
    // Serializing a field's value: jit reports it with the field's path and nothing else.
    const serialization = jitError(
      'Int cannot represent non 32-bit signed integer value: 3000000000',
    );
    expect(toJson(maskInProduction(serialization, ''))).toMatchObject({
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(isUnexpectedError(serialization)).toBe(true);
    // Coercing a variable happens before any field runs: no path, the caller's mistake.
    const coercion = new GraphQLError(
      'Variable "$first" got invalid value "a"; Int cannot represent non-integer value: "a"',
    );
    expect(toJson(maskInProduction(coercion, '')).message).toBe(
      'Variable "$first" got invalid value "a"; Int cannot represent non-integer value: "a"',
    );
    expect(isUnexpectedError(coercion)).toBe(false);
  });
});
