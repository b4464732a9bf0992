import { describe, expect, it } from 'vitest';
import { truncateFilename } from './filename';

function length(text: string): number {
  return Array.from(text).length;
}

describe('truncateFilename', () => {
  it('keeps names of up to 15 characters unchanged', () => {
    expect(truncateFilename('견적서.pdf')).toBe('견적서.pdf');
    expect(truncateFilename('abcdefghijk.pdf')).toBe('abcdefghijk.pdf');
    expect(truncateFilename('')).toBe('');
  });

  it('cuts the base so the whole result, ellipsis and extension included, is 15 characters', () => {
    const shown = truncateFilename('아주긴파일이름입니다정말로요진짜.pdf');
    expect(shown).toBe('아주긴파일이름입니다….pdf');
    expect(length(shown)).toBe(15);
    expect(truncateFilename('abcdefghijkl.pdf')).toBe('abcdefghij….pdf');
  });

  it('keeps only the last extension', () => {
    expect(truncateFilename('project-backup-2024.tar.gz')).toBe('project-bac….gz');
    expect(length(truncateFilename('project-backup-2024.tar.gz'))).toBe(15);
  });

  it('cuts a name without an extension like plain text', () => {
    expect(truncateFilename('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijklmn…');
    expect(truncateFilename('.environment-settings')).toBe('.environment-s…');
  });

  it('falls back to plain cutting when the extension leaves no room for the base', () => {
    expect(truncateFilename('a.verylongextension123')).toBe('a.verylongexte…');
  });

  it('counts emoji and Hangul as one character each and never splits them', () => {
    const shown = truncateFilename('😀😀😀😀😀😀😀😀😀😀😀😀😀.png');
    expect(shown).toBe('😀😀😀😀😀😀😀😀😀😀….png');
    expect(length(shown)).toBe(15);
  });

  it('accepts another limit', () => {
    expect(truncateFilename('abcdefghij.pdf', 10)).toBe('abcde….pdf');
  });

  it('returns an empty string for a missing name', () => {
    expect(truncateFilename(null)).toBe('');
    expect(truncateFilename(undefined)).toBe('');
  });
});
