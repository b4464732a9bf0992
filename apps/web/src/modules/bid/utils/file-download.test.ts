import { describe, expect, it } from 'vitest';
import { sanitizeFilename } from './file-download';

describe('sanitizeFilename', () => {
  it('keeps an ordinary Korean name as it is', () => {
    expect(sanitizeFilename('현장 사진 1.jpg')).toBe('현장 사진 1.jpg');
    expect(sanitizeFilename('아주긴파일이름입니다정말로요진짜.pdf')).toBe(
      '아주긴파일이름입니다정말로요진짜.pdf',
    );
  });

  it('replaces path separators and reserved characters', () => {
    expect(sanitizeFilename('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(sanitizeFilename('견적:최종?.pdf')).toBe('견적_최종_.pdf');
    expect(sanitizeFilename('a\u0000b\nc.txt')).toBe('a_b_c.txt');
  });

  it('drops leading and trailing dots and spaces', () => {
    expect(sanitizeFilename('  .hidden.pdf. ')).toBe('hidden.pdf');
  });

  it('falls back to 첨부파일 for an empty or meaningless name', () => {
    expect(sanitizeFilename('')).toBe('첨부파일');
    expect(sanitizeFilename(null)).toBe('첨부파일');
    expect(sanitizeFilename('///')).toBe('첨부파일');
  });

  it('caps very long names but keeps the extension', () => {
    const result = sanitizeFilename(`${'가'.repeat(300)}.pdf`);
    expect(Array.from(result)).toHaveLength(200);
    expect(result.endsWith('.pdf')).toBe(true);
  });
});
