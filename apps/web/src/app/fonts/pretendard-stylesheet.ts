import { BREAKPOINT_PX } from '@gongsa/domain';
import { version } from 'pretendard/package.json';

/**
 * Pretendard's dynamic subsets, copied to public/ at build time (scripts/copy-pretendard.mjs), for
 * the text Gongsa UI has no glyph for. Desktop only (ADR 0015, 2026-11-27): on a phone the
 * stylesheet's media query does not match, so it neither blocks the first paint nor loads a font,
 * and that text is in the system's Korean font (globals.css).
 */
export const PRETENDARD_STYLESHEET = {
  href: `/fonts/pretendard-${version}/pretendardvariable-dynamic-subset.css`,
  media: `(min-width: ${BREAKPOINT_PX}px)`,
} as const;
