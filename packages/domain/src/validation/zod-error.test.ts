import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstZodMessage } from './zod-error';

describe('firstZodMessage', () => {
  it('returns the first issue message', () => {
    const schema = z.object({
      name: z.string().min(1, { error: '이름을 입력해 주세요.' }),
      age: z.number({ error: '나이를 입력해 주세요.' }),
    });
    expect(firstZodMessage(schema.safeParse({ name: '' }).error)).toBe('이름을 입력해 주세요.');
  });

  it('falls back to a generic Korean message', () => {
    expect(firstZodMessage(undefined)).toBe('입력값을 확인해 주세요.');
    expect(firstZodMessage(new Error('boom'))).toBe('입력값을 확인해 주세요.');
    expect(firstZodMessage({ issues: [] })).toBe('입력값을 확인해 주세요.');
    expect(firstZodMessage({ issues: [{ message: '' }] }, '다시 시도해 주세요.')).toBe(
      '다시 시도해 주세요.',
    );
  });

  it('works with an error-shaped object from another copy of zod', () => {
    expect(firstZodMessage({ issues: [{ message: '첫 번째' }, { message: '두 번째' }] })).toBe(
      '첫 번째',
    );
  });
});
