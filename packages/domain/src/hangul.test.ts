import { describe, expect, it } from 'vitest';
import { getChoseong, isChoseongQuery, matchesKoreanQuery } from './hangul';

describe('getChoseong', () => {
  it('extracts initial consonants, keeping other characters in place', () => {
    expect(getChoseong('철근콘크리트')).toBe('ㅊㄱㅋㅋㄹㅌ');
    expect(getChoseong('3M코리아 철근')).toBe('3Mㅋㄹㅇ ㅊㄱ');
    expect(getChoseong('까치')).toBe('ㄲㅊ');
    expect(getChoseong('')).toBe('');
  });
});

describe('isChoseongQuery', () => {
  it.each(['ㅊㄱ', 'ㄲ', 'ㅊㄱ ㅋㅋㄹㅌ'])('is true for %s', (query) => {
    expect(isChoseongQuery(query)).toBe(true);
  });

  it.each(['', '  ', '철근', '철ㄱ', 'ㅊㄱ1', 'abc', 'ㅏ'])('is false for %j', (query) => {
    expect(isChoseongQuery(query)).toBe(false);
  });
});

describe('matchesKoreanQuery', () => {
  it('matches a substring, ignoring spaces and case', () => {
    expect(matchesKoreanQuery('철근콘크리트공사', '콘크리트')).toBe(true);
    expect(matchesKoreanQuery('철근콘크리트공사', '철근 콘크리트')).toBe(true);
    expect(matchesKoreanQuery('실내 건축 공사', '실내건축')).toBe(true);
    expect(matchesKoreanQuery('LG전자', 'lg')).toBe(true);
  });

  it('matches a 초성 query against the initials of the target', () => {
    expect(matchesKoreanQuery('철근콘크리트공사', 'ㅊㄱ')).toBe(true);
    expect(matchesKoreanQuery('철근콘크리트공사', 'ㅋㅋㄹㅌ')).toBe(true);
    expect(matchesKoreanQuery('서울특별시 강남구', 'ㄱㄴㄱ')).toBe(true);
  });

  it('does not match across a non-Hangul character', () => {
    expect(matchesKoreanQuery('가A나', 'ㄱㄴ')).toBe(false);
  });

  it('rejects what is neither', () => {
    expect(matchesKoreanQuery('철근콘크리트공사', '도장')).toBe(false);
    expect(matchesKoreanQuery('철근콘크리트공사', 'ㄷㅈ')).toBe(false);
    expect(matchesKoreanQuery('철근콘크리트공사', '철ㄱ')).toBe(false);
  });

  it('matches nothing for an empty query', () => {
    expect(matchesKoreanQuery('철근', '')).toBe(false);
    expect(matchesKoreanQuery('철근', '   ')).toBe(false);
  });
});
