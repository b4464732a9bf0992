import { readFileSync } from 'node:fs';
import { BREAKPOINT_PX } from '@gongsa/domain';
import { describe, expect, it } from 'vitest';

describe('desktop breakpoint', () => {
  it('is the shared 820px constant in the Tailwind theme', () => {
    const css = readFileSync(new URL('../../../app/globals.css', import.meta.url), 'utf8');
    expect(css).toContain(`--breakpoint-desktop: ${BREAKPOINT_PX}px;`);
  });
});
