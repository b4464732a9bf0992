import { z } from 'zod';
import { announcementDateSchema } from '../announcement/announcement-input';
import {
  checkMainPhoto,
  mainPhotoIdSchema,
  photoIdsSchema,
  pickMainPhotoId,
} from '../validation/photo-set';
import {
  INNOVATION_PRODUCT_CATEGORIES,
  INNOVATION_PRODUCT_DESCRIPTION_MAX,
  INNOVATION_PRODUCT_DESIGNATION_NUMBER_MAX,
  INNOVATION_PRODUCT_IMAGES_MAX,
  INNOVATION_PRODUCT_NAME_MAX,
  INNOVATION_PRODUCT_REJECT_REASON_MAX,
  INNOVATION_PRODUCT_SUMMARY_MAX,
  INNOVATION_PRODUCT_URL_MAX,
} from './innovation-product-rules';

const requiredText = (label: string, emptyMessage: string, max: number) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, { error: emptyMessage, abort: true })
    .max(max, { error: `${label} ${max}자 이하로 입력해 주세요.` });

const dateSchema = (label: string) =>
  z
    .string({ error: `${label} 선택해 주세요.` })
    .trim()
    .min(1, { error: `${label} 선택해 주세요.`, abort: true })
    .pipe(announcementDateSchema);

/** Only http(s): a javascript: or data: address must never become the 구매하러 가기 link. */
export const purchaseUrlSchema = z
  .string({ error: '구매 페이지 주소를 입력해 주세요.' })
  .trim()
  .min(1, { error: '구매 페이지 주소를 입력해 주세요.', abort: true })
  .max(INNOVATION_PRODUCT_URL_MAX, { error: '구매 페이지 주소가 너무 깁니다.', abort: true })
  .refine(
    (value) => {
      if (!/^https?:\/\//i.test(value)) return false;
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
        );
      } catch {
        return false;
      }
    },
    { error: '구매 페이지 주소는 http:// 또는 https://로 시작하는 웹 주소로 입력해 주세요.' },
  );

/**
 * A product as the form and createInnovationProduct / updateInnovationProduct send it (saved
 * whole). The API checks what zod cannot: the images are the member's own uploads.
 */
export const innovationProductInputSchema = z
  .object({
    name: requiredText('제품명은', '제품명을 입력해 주세요.', INNOVATION_PRODUCT_NAME_MAX),
    category: z.enum(INNOVATION_PRODUCT_CATEGORIES, { error: '분류를 선택해 주세요.' }),
    designationNumber: requiredText(
      '혁신제품 지정번호는',
      '혁신제품 지정번호를 입력해 주세요.',
      INNOVATION_PRODUCT_DESIGNATION_NUMBER_MAX,
    ),
    designationStartDate: dateSchema('지정 시작일을'),
    designationEndDate: dateSchema('지정 종료일을'),
    price: z
      .number({ error: '가격은 숫자로 입력해 주세요.' })
      .int({ error: '가격은 원 단위 정수로 입력해 주세요.' })
      .min(0, { error: '가격은 0원 이상으로 입력해 주세요.' })
      .max(Number.MAX_SAFE_INTEGER, { error: '가격이 너무 큽니다.' })
      .nullish()
      .transform((value) => value ?? null),
    summary: requiredText(
      '한 줄 소개는',
      '한 줄 소개를 입력해 주세요.',
      INNOVATION_PRODUCT_SUMMARY_MAX,
    ),
    description: z
      .string()
      .trim()
      .max(INNOVATION_PRODUCT_DESCRIPTION_MAX, {
        error: `상세 설명은 ${INNOVATION_PRODUCT_DESCRIPTION_MAX}자 이하로 입력해 주세요.`,
      })
      .nullish()
      .transform((value) => (value ? value : null)),
    purchaseUrl: purchaseUrlSchema,
    imageIds: photoIdsSchema(INNOVATION_PRODUCT_IMAGES_MAX),
    mainImageId: mainPhotoIdSchema,
  })
  .superRefine((input, ctx) => {
    if (input.designationStartDate > input.designationEndDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['designationEndDate'],
        message: '지정 종료일은 시작일과 같거나 이후로 선택해 주세요.',
      });
    }
    checkMainPhoto(input, ctx);
  })
  .transform((input) => ({ ...input, mainImageId: pickMainPhotoId(input) }));

export type InnovationProductInput = z.input<typeof innovationProductInputSchema>;
export type InnovationProductData = z.output<typeof innovationProductInputSchema>;

/** Why an operator refused a product: the owner reads it on their list. */
export const rejectReasonSchema = requiredText(
  '반려 사유는',
  '반려 사유를 입력해 주세요.',
  INNOVATION_PRODUCT_REJECT_REASON_MAX,
);
