import { describe, expect, it } from 'vitest';
import { parseTermsText } from './parse-terms-text';

describe('terms text', () => {
  it('recognises chapters, articles, numbered items and paragraphs', () => {
    const text = [
      '제1장 총칙',
      '',
      '제1조 (목적)',
      '이 약관은 서비스 이용 조건을 규정합니다.',
      '',
      '제2조 (정의)',
      '용어의 정의는 다음과 같습니다.',
      '1. "서비스"란 회사가 제공하는 서비스를 말합니다.',
      '① 회사는 약관을 게시합니다.',
      '',
      '부칙',
      '이 약관은 2026년 1월 1일부터 시행합니다.',
    ].join('\r\n');
    expect(parseTermsText(text)).toEqual([
      { kind: 'chapter', text: '제1장 총칙' },
      { kind: 'article', text: '제1조 (목적)' },
      { kind: 'paragraph', text: '이 약관은 서비스 이용 조건을 규정합니다.' },
      { kind: 'article', text: '제2조 (정의)' },
      { kind: 'paragraph', text: '용어의 정의는 다음과 같습니다.' },
      { kind: 'item', text: '1. "서비스"란 회사가 제공하는 서비스를 말합니다.' },
      { kind: 'item', text: '① 회사는 약관을 게시합니다.' },
      { kind: 'chapter', text: '부칙' },
      { kind: 'paragraph', text: '이 약관은 2026년 1월 1일부터 시행합니다.' },
    ]);
  });

  it('does not mistake a sentence mentioning an article for a heading', () => {
    expect(parseTermsText('제3조에 따라 회원은 탈퇴할 수 있습니다.')).toEqual([
      { kind: 'paragraph', text: '제3조에 따라 회원은 탈퇴할 수 있습니다.' },
    ]);
  });

  it('keeps markup as text', () => {
    expect(parseTermsText('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('returns nothing for empty texts', () => {
    expect(parseTermsText(null)).toEqual([]);
    expect(parseTermsText('  \n ')).toEqual([]);
  });
});
