import { readFileSync } from 'node:fs';

/**
 * The V8 flags `npm start` and `npm run worker` give the API (apps/api/package.json, e.g.
 * --max-semi-space-size), so a bench measures the process as it is deployed. Another checkout's
 * manifest gives that checkout's flags.
 */
export function readApiNodeFlags(
  manifestPath: string | URL = new URL('../../apps/api/package.json', import.meta.url),
): string[] {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    scripts: Record<string, string>;
  };
  const start = manifest.scripts.start ?? '';
  return start
    .split(/\s+/)
    .filter((token) => /^--(max|min)-semi-space-size=\d+$|^--max-old-space-size=\d+$/.test(token));
}
