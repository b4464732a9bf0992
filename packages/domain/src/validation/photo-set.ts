import { z } from 'zod';
import { clientIdSchema } from './form-text';

/*
 * The ordered photos a form saves with what they show (a portfolio, an innovation product): ids
 * of the member's uploads, at most `max`, and the main one among them — the first unless chosen.
 */

export function photoIdsSchema(max: number) {
  return z
    .array(clientIdSchema('사진을 다시 올려 주세요.'), { error: '사진을 다시 올려 주세요.' })
    .max(max, { error: `사진은 ${max}장까지 올릴 수 있습니다.` })
    .transform((ids) => [...new Set(ids)]);
}

export const mainPhotoIdSchema = clientIdSchema('대표 사진을 다시 선택해 주세요.').nullish();

type PhotoSet = { imageIds: string[]; mainImageId?: string | null | undefined };

/** For a superRefine: the chosen main photo must be one of the photos. */
export function checkMainPhoto(input: PhotoSet, ctx: z.RefinementCtx): void {
  if (input.mainImageId && !input.imageIds.includes(input.mainImageId)) {
    ctx.addIssue({
      code: 'custom',
      path: ['mainImageId'],
      message: '대표 사진은 올린 사진 중에서 선택해 주세요.',
    });
  }
}

/** The main photo: the chosen one, else the first, else none. */
export function pickMainPhotoId(input: PhotoSet): string | null {
  return input.mainImageId ?? input.imageIds[0] ?? null;
}
