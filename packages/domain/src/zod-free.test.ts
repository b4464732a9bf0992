import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/**
 * The web's shared first-load chunk reads these modules (formatters, constants, enums, URL state,
 * limits, the password checklist…). zod costs ~30 KiB gzipped in the browser, so it must stay in
 * the schema modules that only forms import; `npm run budget` measures the result.
 */
const ZOD_FREE_MODULES = [
  'format/index.ts',
  'constants.ts',
  'sidos.ts',
  'enums/index.ts',
  'hangul.ts',
  'profile-progress.ts',
  'point-refund.ts',
  'rewards.ts',
  'search/url-query.ts',
  'company/company-filter.ts',
  'company/company-filter-labels.ts',
  'validation/empty.ts',
  'validation/business-checks.ts',
  'validation/password-rules.ts',
  'validation/opinion-limits.ts',
  'announcement/announcement-limits.ts',
  'announcement/announcement-payload.ts',
  'announcement/announcement-state.ts',
  'announcement/announcement-title.ts',
  'announcement/apply-rules.ts',
  'announcement/bid-filter.ts',
  'announcement/deadline.ts',
  'announcement/estimate-summary.ts',
  'announcement/review-limits.ts',
  'portfolio/portfolio-limits.ts',
  'community/community-limits.ts',
  'mall/innovation-product-rules.ts',
  'advertisement/event-action.ts',
];

/** The chain of relative imports from `start` to a module importing `target`, or null. */
function findImportChain(start: string, target: string): string[] | null {
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const source = readFileSync(join(SRC, file), 'utf8');
    // Runtime imports and re-exports only: `import type` is erased and costs nothing.
    const specifiers = [
      ...source.matchAll(/^(?:import|export)\s+(?!type\s)[^'";]*?from\s+'([^']+)'/gm),
    ].map((match) => match[1] ?? '');
    for (const specifier of specifiers) {
      if (specifier === target) return [...chain, file];
      if (!specifier.startsWith('.')) continue;
      const base = resolve(dirname(join(SRC, file)), specifier).slice(SRC.length + 1);
      const next = [`${base}.ts`, `${base}/index.ts`].find((candidate) => {
        try {
          readFileSync(join(SRC, candidate));
          return true;
        } catch {
          return false;
        }
      });
      const found = next ? visit(next, [...chain, file]) : null;
      if (found) return found;
    }
    return null;
  };
  return visit(start, []);
}

describe('modules the browser loads first import no zod', () => {
  it.each(ZOD_FREE_MODULES)('%s', (file) => {
    expect(findImportChain(file, 'zod')).toBeNull();
  });

  it('finds zod where it is, through re-exports and nested imports', () => {
    expect(findImportChain('announcement/announcement-input.ts', 'zod')).toEqual([
      'announcement/announcement-input.ts',
    ]);
    expect(findImportChain('index.ts', 'zod')).toEqual([
      'index.ts',
      'validation/index.ts',
      'validation/account.ts',
    ]);
  });
});
