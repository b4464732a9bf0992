import { z } from 'zod';
import { phoneSchema } from '../validation/account';
import {
  ESTIMATE_FILES_MAX,
  APPLY_MANAGER_NAME_MIN,
  APPLY_MANAGER_NAME_MAX,
  ESTIMATED_AMOUNT_MAX,
} from './apply-rules';

const AMOUNT_REQUIRED = '견적 금액을 입력해 주세요.';

/**
 * The API receives a number; a form field holds digits with thousands separators
 * ('12,000,000'), so both are accepted and the amount is always a number of 원 afterwards.
 */
export const estimatedAmountSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d[\d,]*$/)
        .transform((value) => Number(value.replace(/,/g, ''))),
    ],
    { error: AMOUNT_REQUIRED },
  )
  .pipe(
    z
      .number({ error: AMOUNT_REQUIRED })
      .int({ error: '견적 금액은 원 단위 정수로 입력해 주세요.' })
      .min(1, { error: '견적 금액은 1원 이상이어야 합니다.' })
      .max(ESTIMATED_AMOUNT_MAX, { error: '견적 금액이 너무 큽니다.' }),
  );

export const applyManagerNameSchema = z
  .string({ error: '담당자 이름을 입력해 주세요.' })
  .trim()
  .min(1, { error: '담당자 이름을 입력해 주세요.', abort: true })
  .min(APPLY_MANAGER_NAME_MIN, {
    error: `담당자 이름은 ${APPLY_MANAGER_NAME_MIN}자 이상 입력해 주세요.`,
  })
  .max(APPLY_MANAGER_NAME_MAX, {
    error: `담당자 이름은 ${APPLY_MANAGER_NAME_MAX}자 이하로 입력해 주세요.`,
  });

export const estimateFileIdsSchema = z
  .array(z.string({ error: '견적 파일을 확인해 주세요.' }).trim().min(1), {
    error: '견적 파일을 확인해 주세요.',
  })
  .max(ESTIMATE_FILES_MAX, {
    error: `견적 파일은 최대 ${ESTIMATE_FILES_MAX}개까지 첨부할 수 있습니다.`,
  })
  .refine((ids) => new Set(ids).size === ids.length, {
    error: '같은 견적 파일이 두 번 첨부되었습니다.',
  });

/**
 * AnnouncementApplyInput (SPEC §3 apply). The phone number follows the sign-up rule and is
 * stored as digits; missing file ids mean "no files".
 */
export const announcementApplyInputSchema = z.object({
  managerName: applyManagerNameSchema,
  phoneNumber: phoneSchema,
  estimatedAmount: estimatedAmountSchema,
  estimateFiles__ids: z.preprocess(
    (value) => (value === null || value === undefined ? [] : value),
    estimateFileIdsSchema,
  ),
});

export type AnnouncementApplyInput = z.input<typeof announcementApplyInputSchema>;
export type AnnouncementApplyData = z.output<typeof announcementApplyInputSchema>;
