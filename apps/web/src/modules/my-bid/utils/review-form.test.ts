import { REVIEW_CONTEXT_MAX, REVIEW_CONTEXT_MIN } from '@gongsa/domain';
import { describe, expect, it } from 'vitest';
import { countReviewCharacters } from './review-form';
import { validateReviewForm } from './review-validation';

describe('validateReviewForm', () => {
  it('asks for a score and a long enough text', () => {
    expect(validateReviewForm({ score: null, context: '' })).toEqual({
      score: '별점을 선택해 주세요.',
      context: '리뷰 내용을 입력해 주세요.',
    });
    expect(validateReviewForm({ score: 5, context: '좋아요' }).context).toBe(
      `리뷰는 ${REVIEW_CONTEXT_MIN}자 이상 입력해 주세요.`,
    );
  });

  it('does not count padding towards the minimum and caps the length', () => {
    expect(validateReviewForm({ score: 4, context: `   짧은 리뷰    ` }).context).toBeDefined();
    expect(
      validateReviewForm({ score: 4, context: '가'.repeat(REVIEW_CONTEXT_MAX + 1) }).context,
    ).toBe(`리뷰는 ${REVIEW_CONTEXT_MAX}자 이하로 입력해 주세요.`);
  });

  it('accepts a score from 1 to 5 with a valid text', () => {
    expect(validateReviewForm({ score: 1, context: '꼼꼼하게 시공해 주셔서 만족합니다.' })).toEqual(
      {},
    );
    expect(
      validateReviewForm({ score: 6, context: '꼼꼼하게 시공해 주셔서 만족합니다.' }).score,
    ).toBe('별점은 1~5점 중에서 선택해 주세요.');
  });

  it('counts characters without surrounding spaces', () => {
    expect(countReviewCharacters('  좋아요 \n')).toBe(3);
  });
});
