import { describe, expect, it } from 'vitest';
import { buildContentDisposition, sanitizeFilename } from './filename';

describe('sanitizeFilename', () => {
  it('keeps ordinary Korean names intact', () => {
    expect(sanitizeFilename('2026 현장 견적서 (최종).pdf')).toBe('2026 현장 견적서 (최종).pdf');
  });

  it('composes decomposed Hangul sent by macOS', () => {
    const decomposed = '견적서.pdf'.normalize('NFD');
    expect(sanitizeFilename(decomposed)).toBe('견적서.pdf');
  });

  it('drops directories, control characters, quotes and reserved characters', () => {
    expect(sanitizeFilename('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFilename('C:\\Users\\kim\\도면.dwg')).toBe('도면.dwg');
    expect(sanitizeFilename('a\u0000b\r\nc"d\'e`f.txt')).toBe('abcdef.txt');
    expect(sanitizeFilename('what?<is>|this*:.pdf')).toBe('what__is__this__.pdf');
    expect(sanitizeFilename('evil\u202Efdp.exe')).toBe('evilfdp.exe');
  });

  it('falls back to a name when nothing is left', () => {
    expect(sanitizeFilename('../')).toBe('download');
    expect(sanitizeFilename('...')).toBe('download');
    expect(sanitizeFilename('"\u0007"')).toBe('download');
  });

  it('shortens very long names and keeps the extension', () => {
    const name = sanitizeFilename(`${'가'.repeat(300)}.xlsx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.xlsx')).toBe(true);
  });
});

describe('buildContentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(buildContentDisposition('attachment', '견적서 v2.pdf')).toBe(
      `attachment; filename="___ v2.pdf"; filename*=UTF-8''%EA%B2%AC%EC%A0%81%EC%84%9C%20v2.pdf`,
    );
  });

  it('never lets a name break out of the header', () => {
    const header = buildContentDisposition('inline', 'a"; filename=evil.exe\r\nX-Injected: 1.png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `inline; filename="a; filename=evil.exeX-Injected_ 1.png"; filename*=UTF-8''a%3B%20filename%3Devil.exeX-Injected_%201.png`,
    );
  });
});
