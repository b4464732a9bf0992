import { z } from 'zod';
import { hasServicePriceAmount } from '../enums/price';
import { SIDOS } from '../sidos';
import { announcementDateSchema, servicePriceSchema } from '../announcement/announcement-input';
import { servicePriceTypeSchema } from '../validation/enum-schemas';
import { clientIdSchema, optionalTextSchema } from '../validation/form-text';
import {
  checkMainPhoto,
  mainPhotoIdSchema,
  photoIdsSchema,
  pickMainPhotoId,
} from '../validation/photo-set';
import {
  PORTFOLIO_CATEGORIES_MAX,
  PORTFOLIO_CONSTRUCTION_TYPE_MAX,
  PORTFOLIO_DESCRIPTION_MAX,
  PORTFOLIO_IMAGES_MAX,
  PORTFOLIO_PROJECT_SIZE_MAX,
  PORTFOLIO_TITLE_MAX,
} from './portfolio-limits';

const SIDO_NAMES = new Set(SIDOS.map((sido) => sido.name));

/**
 * A portfolio as the form and createPortfolio / updatePortfolio send it (saved whole, no drafts).
 * The API checks what zod cannot: the categories are live leaf trades, the 시/군/구 belongs to the
 * 시/도 in the regions list and the images are the member's own uploads.
 */
export const portfolioInputSchema = z
  .object({
    title: z
      .string({ error: '제목을 입력해 주세요.' })
      .trim()
      .min(1, { error: '제목을 입력해 주세요.', abort: true })
      .max(PORTFOLIO_TITLE_MAX, { error: `제목은 ${PORTFOLIO_TITLE_MAX}자 이하로 입력해 주세요.` }),
    constructionType: optionalTextSchema('공사 유형', PORTFOLIO_CONSTRUCTION_TYPE_MAX),
    categoryIds: z
      .array(clientIdSchema('업종을 다시 선택해 주세요.'), { error: '업종을 선택해 주세요.' })
      .min(1, { error: '업종을 하나 이상 선택해 주세요.' })
      .max(PORTFOLIO_CATEGORIES_MAX, {
        error: `업종은 ${PORTFOLIO_CATEGORIES_MAX}개까지 선택할 수 있습니다.`,
      })
      .transform((ids) => [...new Set(ids)]),
    locationSi: z
      .string({ error: '시/도를 선택해 주세요.' })
      .trim()
      .refine((value) => SIDO_NAMES.has(value), { error: '시/도를 선택해 주세요.' }),
    locationDo: z
      .string({ error: '시/군/구를 선택해 주세요.' })
      .trim()
      .min(1, { error: '시/군/구를 선택해 주세요.' }),
    projectSize: optionalTextSchema('공사 규모', PORTFOLIO_PROJECT_SIZE_MAX),
    servicePriceType: servicePriceTypeSchema,
    servicePrice: servicePriceSchema.nullish(),
    serviceTermStart: announcementDateSchema,
    serviceTermEnd: announcementDateSchema,
    description: optionalTextSchema('설명', PORTFOLIO_DESCRIPTION_MAX),
    imageIds: photoIdsSchema(PORTFOLIO_IMAGES_MAX),
    mainImageId: mainPhotoIdSchema,
  })
  .superRefine((input, ctx) => {
    if (hasServicePriceAmount(input.servicePriceType) && input.servicePrice == null) {
      ctx.addIssue({ code: 'custom', path: ['servicePrice'], message: '금액을 입력해 주세요.' });
    }
    if (input.serviceTermStart > input.serviceTermEnd) {
      ctx.addIssue({
        code: 'custom',
        path: ['serviceTermEnd'],
        message: '공사 종료일은 시작일과 같거나 이후로 선택해 주세요.',
      });
    }
    checkMainPhoto(input, ctx);
  })
  .transform((input) => ({
    ...input,
    servicePrice: hasServicePriceAmount(input.servicePriceType)
      ? (input.servicePrice ?? null)
      : null,
    mainImageId: pickMainPhotoId(input),
  }));

export type PortfolioInput = z.input<typeof portfolioInputSchema>;
export type PortfolioData = z.output<typeof portfolioInputSchema>;
