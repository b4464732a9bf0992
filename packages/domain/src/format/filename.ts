import { FILENAME_DISPLAY_MAX } from '../constants';

const ELLIPSIS = '…';

/**
 * Shortens a filename for display so that the WHOLE result, ellipsis and extension included,
 * is at most `max` characters (code points, so Hangul and emoji count as one):
 *   '아주긴파일이름입니다정말로요진짜.pdf' → '아주긴파일이름입니다….pdf' (10 + 1 + 4 = 15).
 * Names that already fit are unchanged. The extension is the part after the last dot unless
 * the dot is the first character ('.env' has none). When the extension is so long that no
 * character of the base would remain, the name is cut from the end like plain text instead.
 */
export function truncateFilename(
  name: string | null | undefined,
  max: number = FILENAME_DISPLAY_MAX,
): string {
  if (name === null || name === undefined) return '';
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  if (max <= 1) return ELLIPSIS.slice(0, max);
  const dotIndex = characters.lastIndexOf('.');
  const extension = dotIndex > 0 ? characters.slice(dotIndex) : [];
  const baseRoom = max - ELLIPSIS.length - extension.length;
  if (extension.length === 0 || baseRoom < 1) {
    return `${characters.slice(0, max - ELLIPSIS.length).join('')}${ELLIPSIS}`;
  }
  return `${characters.slice(0, baseRoom).join('')}${ELLIPSIS}${extension.join('')}`;
}
