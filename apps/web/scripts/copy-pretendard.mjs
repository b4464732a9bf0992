// Copies Pretendard's dynamic-subset stylesheet and its 92 woff2 files from the pretendard package
// into public/fonts/pretendard-<version>/ (not committed: .gitignore), where the root layout's
// desktop-only stylesheet link finds them (ADR 0015, 2026-11-27). The folder carries the version,
// so the files can be cached for good (next.config.ts: /fonts/*). Runs before `next build` and
// `next dev`; copying again is harmless.
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const packageJson = require.resolve('pretendard/package.json');
const { version } = JSON.parse(readFileSync(packageJson, 'utf8'));
const source = join(dirname(packageJson), 'dist/web/variable');
const target = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'public/fonts',
  `pretendard-${version}`,
);

if (!existsSync(join(target, 'pretendardvariable-dynamic-subset.css'))) {
  mkdirSync(target, { recursive: true });
  cpSync(join(source, 'woff2-dynamic-subset'), join(target, 'woff2-dynamic-subset'), {
    recursive: true,
  });
  // Last, so a copy cut short is done again next time.
  cpSync(
    join(source, 'pretendardvariable-dynamic-subset.css'),
    join(target, 'pretendardvariable-dynamic-subset.css'),
  );
}
