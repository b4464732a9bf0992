import { communityPostInputSchema } from '@gongsa/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_COMMUNITY_FORM, splitTags, toCommunityPostInput } from './community-form';

describe('community form', () => {
  it('splits typed tags on spaces and commas, without their marks', () => {
    expect(splitTags('#방수, 옥상  #우기', '#')).toEqual(['방수', '옥상', '우기']);
    expect(splitTags('@전기박사,@방수달인', '@')).toEqual(['전기박사', '방수달인']);
    expect(splitTags('  ', '#')).toEqual([]);
  });

  it('sends what the API checks with the same schema: #tags in the text are merged', () => {
    const input = toCommunityPostInput(
      {
        ...EMPTY_COMMUNITY_FORM,
        categoryId: '1',
        title: '옥상 방수',
        content: '장마 전에 끝냈습니다 #방수',
        hashtags: '#옥상 방수',
      },
      [{ id: '7', filename: 'a.png', url: '/a.png', thumbnailURL: null }],
    );
    const parsed = communityPostInputSchema.parse(input);
    expect(parsed.hashtags).toEqual(['옥상', '방수']);
    expect(parsed.imageIds).toEqual(['7']);
    expect(
      communityPostInputSchema.safeParse({ ...input, title: ' ' }).error?.issues[0]?.message,
    ).toBe('제목을 입력해 주세요.');
  });
});
