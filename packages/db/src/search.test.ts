import { describe, expect, it } from 'vitest';
import {
  escapeLike,
  toBigramQuery,
  toChoseong,
  toNameSearchBigrams,
  toSearchBigrams,
} from './search';

function tokensOf(text: string): string[] {
  return toSearchBigrams(text).split(' ');
}

describe('toSearchBigrams', () => {
  it('emits every overlapping 2-character gram and the whole word', () => {
    expect(toSearchBigrams('대한철근콘크리트')).toBe(
      '대한철근콘크리트 대한 한철 철근 근콘 콘크 크리 리트',
    );
  });

  it('keeps a two-syllable trade name as a token, which pg_trgm cannot index', () => {
    expect(tokensOf('철근')).toEqual(['철근']);
  });

  it('takes grams across spaces so spaced and unspaced spellings meet', () => {
    const tokens = tokensOf('대한 철근');
    expect(tokens).toEqual(expect.arrayContaining(['대한', '철근', '한철']));
  });

  it('drops punctuation, lower-cases Latin letters and composes Hangul (NFC)', () => {
    const decomposed = '철근'.normalize('NFD');
    expect(tokensOf(`(주)${decomposed}·ABC`)).toEqual(
      expect.arrayContaining(['주', '철근', 'abc', '주철', '근a', 'ab', 'bc']),
    );
    expect(toSearchBigrams('(주)')).toBe('주');
  });

  it('does not repeat tokens', () => {
    expect(tokensOf('도장 도장')).toEqual(['도장', '장도']);
  });

  it('returns an empty string for text without letters or digits', () => {
    expect(toSearchBigrams(' ·-() ')).toBe('');
  });
});

describe('toBigramQuery', () => {
  it('ANDs the bigrams of the term', () => {
    expect(toBigramQuery('철근')).toBe("'철근'");
    expect(toBigramQuery(' 철근 콘크리트 ')).toBe("'철근' & '근콘' & '콘크' & '크리' & '리트'");
  });

  it('returns null for a one-character term, which only ILIKE can serve', () => {
    expect(toBigramQuery('철')).toBeNull();
    expect(toBigramQuery(' (철) ')).toBeNull();
    expect(toBigramQuery('')).toBeNull();
  });

  it('cannot be broken out of with quotes or tsquery operators', () => {
    expect(toBigramQuery("철근' | !도장")).toBe("'철근' & '근도' & '도장'");
  });
});

describe('toChoseong', () => {
  it('keeps the initials without spaces so a 초성 query may span words', () => {
    expect(toChoseong('대한 철근')).toBe('ㄷㅎㅊㄱ');
    expect(toChoseong('3M코리아')).toBe('3Mㅋㄹㅇ');
  });

  it('is null for a missing or blank name', () => {
    expect(toChoseong(null)).toBeNull();
    expect(toChoseong('  ')).toBeNull();
  });
});

describe('toNameSearchBigrams', () => {
  it('adds the bigrams of the 초성 to those of the name', () => {
    const tokens = toNameSearchBigrams('철근공사').split(' ');
    expect(tokens).toEqual(expect.arrayContaining(['철근', '근공', 'ㅊㄱ', 'ㄱㄱ', 'ㄱㅅ']));
  });

  it('matches the query side of a two-jamo query', () => {
    expect(toBigramQuery('ㅊㄱ')).toBe("'ㅊㄱ'");
  });
});

describe('escapeLike', () => {
  it('makes a typed %, _ and backslash match themselves', () => {
    expect(escapeLike('100%_철근\\')).toBe('100\\%\\_철근\\\\');
    expect(escapeLike('철근')).toBe('철근');
  });
});
