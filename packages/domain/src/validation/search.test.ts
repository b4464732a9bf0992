import { describe, expect, it } from 'vitest';
import { addRecentSearch, removeRecentSearch, searchKeywordSchema } from './search';
import { firstZodMessage } from './zod-error';

describe('searchKeywordSchema', () => {
  it('trims the keyword', () => {
    expect(searchKeywordSchema.parse('  철근 콘크리트  ')).toBe('철근 콘크리트');
  });

  it.each(['', '   ', '\t\n', undefined, null])('treats %j as no search', (input) => {
    const result = searchKeywordSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(firstZodMessage(result.error)).toBe('검색어를 입력해 주세요.');
  });
});

describe('addRecentSearch', () => {
  it('puts the newest first', () => {
    expect(addRecentSearch(['도장'], '방수')).toEqual(['방수', '도장']);
  });

  it('keeps entries unique by moving a repeated keyword to the front', () => {
    expect(addRecentSearch(['도장', '방수', '철근'], '철근')).toEqual(['철근', '도장', '방수']);
  });

  it('keeps at most five, dropping the oldest', () => {
    const recent = ['5', '4', '3', '2', '1'];
    expect(addRecentSearch(recent, '6')).toEqual(['6', '5', '4', '3', '2']);
  });

  it('stores the trimmed keyword and ignores empty ones', () => {
    expect(addRecentSearch(['도장'], '  방수 ')).toEqual(['방수', '도장']);
    expect(addRecentSearch(['도장'], '   ')).toEqual(['도장']);
  });

  it('does not modify the list it was given', () => {
    const recent = ['도장'];
    addRecentSearch(recent, '방수');
    expect(recent).toEqual(['도장']);
  });
});

describe('removeRecentSearch', () => {
  it('removes only the given keyword', () => {
    expect(removeRecentSearch(['방수', '도장', '철근'], '도장')).toEqual(['방수', '철근']);
    expect(removeRecentSearch(['방수'], '없음')).toEqual(['방수']);
  });
});
