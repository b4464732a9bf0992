import { z } from 'zod';
import { POSTING_DAYS } from '../enums/announcement';

/**
 * Posting days arrive as a number from the API and as a string from a form's select;
 * SPEC §5 converts them to a number before sending.
 */
export const postingDaySchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
    error: '게시 기간을 선택해 주세요.',
  })
  .pipe(z.literal(POSTING_DAYS, { error: '게시 기간은 1~7일 또는 30일 중에서 선택해 주세요.' }));
