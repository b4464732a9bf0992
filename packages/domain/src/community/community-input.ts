import { josa } from 'es-hangul';
import { z } from 'zod';
import {
  COMMUNITY_ADDRESS_MAX,
  COMMUNITY_CONTENT_MAX,
  COMMUNITY_HASHTAG_MAX,
  COMMUNITY_HASHTAGS_MAX,
  COMMUNITY_IMAGES_MAX,
  COMMUNITY_REPLY_MAX,
  COMMUNITY_REPORT_DETAIL_MAX,
  COMMUNITY_REPORT_REASONS,
  COMMUNITY_TITLE_MAX,
  COMMUNITY_USERTAGS_MAX,
  normalizeHashtag,
  parseHashtags,
} from './community-limits';
import { clientIdSchema, optionalTextSchema } from '../validation/form-text';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${josa(label, '을/를')} 입력해 주세요.` })
    .trim()
    .min(1, { error: `${josa(label, '을/를')} 입력해 주세요.`, abort: true })
    .max(max, { error: `${josa(label, '은/는')} ${max}자 이하로 입력해 주세요.` });

/**
 * A community post as the form and createCommunityPost / updateCommunityPost send it (saved
 * whole). Hashtags are the ones given plus the #tags in the text, each once; usertags are members'
 * nicknames. The API checks what zod cannot: a live category, the member's own images, the
 * nicknames of live members.
 */
export const communityPostInputSchema = z
  .object({
    categoryId: clientIdSchema('게시판을 선택해 주세요.'),
    title: requiredText('제목', COMMUNITY_TITLE_MAX),
    content: requiredText('내용', COMMUNITY_CONTENT_MAX),
    addressName: optionalTextSchema('현장 주소', COMMUNITY_ADDRESS_MAX),
    addressDetail: optionalTextSchema('상세 주소', COMMUNITY_ADDRESS_MAX),
    imageIds: z
      .array(clientIdSchema('사진을 다시 올려 주세요.'), { error: '사진을 다시 올려 주세요.' })
      .max(COMMUNITY_IMAGES_MAX, {
        error: `사진은 ${COMMUNITY_IMAGES_MAX}장까지 올릴 수 있습니다.`,
      })
      .nullish()
      .transform((ids) => [...new Set(ids ?? [])]),
    hashtags: z
      .array(
        z
          .string()
          .max(COMMUNITY_HASHTAG_MAX + 1, { error: '해시태그는 20자 이하로 입력해 주세요.' }),
      )
      .nullish()
      .transform((tags) => tags ?? []),
    usertags: z
      .array(z.string().trim().min(1).max(30))
      .max(COMMUNITY_USERTAGS_MAX, {
        error: `회원은 ${COMMUNITY_USERTAGS_MAX}명까지 태그할 수 있습니다.`,
      })
      .nullish()
      .transform((names) => [...new Set(names ?? [])]),
    isVisible: z
      .boolean()
      .nullish()
      .transform((value) => value ?? true),
  })
  .transform((input, ctx) => {
    const hashtags = [
      ...new Set(
        [...input.hashtags, ...parseHashtags(input.content)]
          .map(normalizeHashtag)
          .filter((tag): tag is string => tag !== null),
      ),
    ];
    if (hashtags.length > COMMUNITY_HASHTAGS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['hashtags'],
        message: `해시태그는 ${COMMUNITY_HASHTAGS_MAX}개까지 달 수 있습니다.`,
      });
      return z.NEVER;
    }
    return { ...input, hashtags };
  });

export type CommunityPostInput = z.input<typeof communityPostInputSchema>;
export type CommunityPostData = z.output<typeof communityPostInputSchema>;

export const communityReplyContentSchema = requiredText('댓글', COMMUNITY_REPLY_MAX);

export const communityReportInputSchema = z
  .object({
    reason: z.enum(COMMUNITY_REPORT_REASONS, { error: '신고 사유를 선택해 주세요.' }),
    detail: optionalTextSchema('신고 내용', COMMUNITY_REPORT_DETAIL_MAX),
  })
  .superRefine((input, ctx) => {
    if (input.reason === 'OTHER' && !input.detail) {
      ctx.addIssue({
        code: 'custom',
        path: ['detail'],
        message: '기타 사유를 입력해 주세요.',
      });
    }
  });
