import { describe, expect, it } from 'vitest';
import { firstZodMessage } from '../validation/zod-error';
import { reviewAnswerSchema, reviewInputSchema } from './review-input';
import {
  findReviewAnswerProblem,
  REVIEW_ANSWER_MAX,
  REVIEW_ANSWER_MIN,
  REVIEW_CONTEXT_MAX,
  REVIEW_CONTEXT_MIN,
} from './review-limits';

const validContext = '꼼꼼하게 시공해 주셨습니다.';

describe('reviewInputSchema', () => {
  it.each([1, 2, 3, 4, 5])('accepts score %i', (score) => {
    expect(reviewInputSchema.parse({ score, context: validContext }).score).toBe(score);
  });

  it.each([0, 6, -1, 2.5])('rejects score %j', (score) => {
    expect(
      firstZodMessage(reviewInputSchema.safeParse({ score, context: validContext }).error),
    ).toBe('별점은 1~5점 중에서 선택해 주세요.');
  });

  it('asks for a score when none is given', () => {
    expect(firstZodMessage(reviewInputSchema.safeParse({ context: validContext }).error)).toBe(
      '별점을 선택해 주세요.',
    );
  });

  it('trims the context and counts the trimmed length', () => {
    expect(reviewInputSchema.parse({ score: 5, context: `  ${validContext}  ` }).context).toBe(
      validContext,
    );
    expect(
      firstZodMessage(
        reviewInputSchema.safeParse({ score: 5, context: `   ${'가'.repeat(9)}   ` }).error,
      ),
    ).toBe(`리뷰는 ${REVIEW_CONTEXT_MIN}자 이상 입력해 주세요.`);
  });

  it('accepts the length bounds and rejects beyond them', () => {
    expect(reviewInputSchema.safeParse({ score: 3, context: '가'.repeat(10) }).success).toBe(true);
    expect(reviewInputSchema.safeParse({ score: 3, context: '가'.repeat(1000) }).success).toBe(
      true,
    );
    expect(
      firstZodMessage(reviewInputSchema.safeParse({ score: 3, context: '가'.repeat(1001) }).error),
    ).toBe(`리뷰는 ${REVIEW_CONTEXT_MAX}자 이하로 입력해 주세요.`);
  });

  it('asks for a context when it is blank', () => {
    expect(firstZodMessage(reviewInputSchema.safeParse({ score: 3, context: '   ' }).error)).toBe(
      '리뷰 내용을 입력해 주세요.',
    );
  });
});

describe('reviewAnswerSchema', () => {
  it('trims the answer and keeps it within its bounds', () => {
    expect(reviewAnswerSchema.parse('  감사합니다!  ')).toBe('감사합니다!');
    expect(reviewAnswerSchema.safeParse('가'.repeat(REVIEW_ANSWER_MAX)).success).toBe(true);
    expect(firstZodMessage(reviewAnswerSchema.safeParse('   ').error)).toBe(
      '답변 내용을 입력해 주세요.',
    );
    expect(
      firstZodMessage(reviewAnswerSchema.safeParse('가'.repeat(REVIEW_ANSWER_MIN - 1)).error),
    ).toBe(`답변은 ${REVIEW_ANSWER_MIN}자 이상 입력해 주세요.`);
    expect(
      firstZodMessage(reviewAnswerSchema.safeParse('가'.repeat(REVIEW_ANSWER_MAX + 1)).error),
    ).toBe(`답변은 ${REVIEW_ANSWER_MAX}자 이하로 입력해 주세요.`);
  });

  it('says the same as the form’s check without zod', () => {
    for (const text of [
      '',
      '   ',
      '감사',
      '감사합니다',
      ` ${'가'.repeat(REVIEW_ANSWER_MAX + 1)} `,
    ]) {
      const parsed = reviewAnswerSchema.safeParse(text);
      expect(findReviewAnswerProblem(text), JSON.stringify(text)).toBe(
        parsed.success ? null : firstZodMessage(parsed.error),
      );
    }
  });
});
