import { josa } from 'es-hangul';
import { z } from 'zod';

/** An id the form sends (a positive integer as text); anything else is `message`. */
export const clientIdSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[1-9]\d{0,15}$/, { error: message });

/** An optional line of text: blank is null; longer than `max` says so with the label. */
export const optionalTextSchema = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${josa(label, '은/는')} ${max}자 이하로 입력해 주세요.` })
    .nullish()
    .transform((value) => (value ? value : null));
