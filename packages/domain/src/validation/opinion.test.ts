import { describe, expect, it } from 'vitest';
import { firstZodMessage } from './zod-error';
import { feedbackInputSchema, opinionInputSchema } from './opinion';
import { findOpinionContextProblem } from './opinion-limits';

function messageOf(result: { success: boolean; error?: unknown }): string | null {
  return result.success ? null : firstZodMessage(result.error);
}

describe('opinion and feedback input', () => {
  it('counts an opinion after trimming and names the limits in Korean', () => {
    const parse = (opinionContext: string, opinionType = 'BUG') =>
      opinionInputSchema.safeParse({ opinionType, opinionContext });
    expect(messageOf(parse('    '))).toBe('의견 내용을 입력해 주세요.');
    expect(messageOf(parse('  네 자요  '))).toBe('의견은 5자 이상 입력해 주세요.');
    expect(messageOf(parse('가'.repeat(2001)))).toBe('의견은 2,000자 이하로 입력해 주세요.');
    expect(messageOf(parse('다섯 글자요', 'PRAISE'))).toBe('의견 유형을 선택해 주세요.');
    // The form's zod-free check says the same words.
    for (const words of ['    ', '  네 자요  ', '가'.repeat(2001), '사진이 안 올라가요']) {
      expect(findOpinionContextProblem(words)).toBe(messageOf(parse(words)));
    }
    expect(parse('  사진이 안 올라가요  ').data).toEqual({
      opinionType: 'BUG',
      opinionContext: '사진이 안 올라가요',
    });
  });

  it('takes feedback with an optional 1–5 score and a site path', () => {
    expect(feedbackInputSchema.safeParse({ content: '좋아요' }).success).toBe(true);
    expect(messageOf(feedbackInputSchema.safeParse({ content: '좋아요', score: 0 }))).toBe(
      '만족도는 1~5점 중에서 선택해 주세요.',
    );
    expect(
      messageOf(feedbackInputSchema.safeParse({ content: '좋아요', pageUrl: '//evil.test' })),
    ).toBe('페이지 주소는 /로 시작하는 사이트 안의 경로여야 합니다.');
    expect(
      feedbackInputSchema.safeParse({ content: '좋아요', pageUrl: '/bid/3?tab=1' }).success,
    ).toBe(true);
  });
});
