import { describe, expect, it } from 'vitest';
import {
  buildCommunityHref,
  parseCommunitySearch,
  toCommunityPostsVariables,
} from './community-query';

describe('community query', () => {
  it('reads the board, a hashtag without # and the words from the address', () => {
    expect(parseCommunitySearch({ category: '2', hashtag: '#방수', q: ' 옥상 ' })).toEqual({
      category: '2',
      hashtag: '방수',
      q: '옥상',
    });
    expect(parseCommunitySearch({ category: 'abc', hashtag: '', q: ['a', 'b'] })).toEqual({
      category: null,
      hashtag: null,
      q: 'a',
    });
  });

  it('writes the address back and the variables the first view asks with', () => {
    expect(buildCommunityHref({ category: '2', q: '옥상 방수' })).toBe(
      '/community?category=2&q=%EC%98%A5%EC%83%81+%EB%B0%A9%EC%88%98',
    );
    expect(buildCommunityHref({})).toBe('/community');
    expect(toCommunityPostsVariables({ category: null, hashtag: '방수', q: null })).toEqual({
      filter: { hashtag: '방수' },
      paging: { first: 20 },
    });
  });
});
