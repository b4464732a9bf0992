#!/usr/bin/env node
// First-load JavaScript and first-paint font budgets of the web app, read from a production build
// (`npm run build`, apps/web/.next). Usage:
//
//   npm run budget                          # table + exit 1 when a route is over its budget
//   node scripts/bundle-budget.mjs --json   # the figures as JSON (for bench/RESULTS.md)
//   node scripts/bundle-budget.mjs --no-fonts
//
// How first-load JS is derived. Next 16 with Turbopack prints no sizes, so this reads what the
// server itself uses to write a page's <script> tags:
//   - build-manifest.json `rootMainFiles`: the runtime, react-dom and the router, on every page
//     (`polyfillFiles` are `nomodule` and never run in the browsers we support, so they are left
//     out, as Next's own size column used to do);
//   - server/app/<entry>_client-reference-manifest.js `entryJSFiles`: for the root layout, every
//     nested layout, the page and the not-found/global-error boundaries of that route, the chunks
//     holding the client components that entry can render. The server renders them as
//     `<script async>` tags for each segment of the tree, and the React Flight client preloads the
//     chunks of every client reference in the payload, boundaries included, so their union is what
//     the browser fetches before the page is interactive. Chunks loaded later (next/dynamic,
//     import()) are in no entry's list and are not counted.
// Checked against the HTML `next start` serves for /, /terms/serviceTerms, /auth/login, /company
// and /bid: the same set of <script src> minus the nomodule polyfill.
//
// Sizes are gzip level 9 (what Next's own "First Load JS" column used) and raw bytes, in KiB (1024).
//
// Fonts on first paint: the @font-face rules in the CSS the route links are matched against the
// characters of the route's server-rendered HTML (the text the browser lays out before any script
// runs, plus placeholders). A face is downloaded when a character it covers (unicode-range) is
// rendered, so the sum of those woff2 files is what the first paint of that HTML needs. Text inside
// elements hidden by CSS is counted too, so the figure errs on the high side. The HTML comes from
// `next start` on a free port (no API needed: data that fails to load is left out, so pages with
// data need at least this much). Woff2 is already compressed, so raw bytes count.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KIB = 1024;

/** Reads the JSON a `*_client-reference-manifest.js` assigns to `globalThis.__RSC_MANIFEST`. */
export function parseClientReferenceManifest(source) {
  const sandbox = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(source, sandbox, { timeout: 1000 });
  const manifests = sandbox.__RSC_MANIFEST ?? {};
  const [first] = Object.values(manifests);
  if (!first) throw new Error('client reference manifest without an entry');
  return { entryJSFiles: first.entryJSFiles ?? {}, entryCSSFiles: first.entryCSSFiles ?? {} };
}

/** The files a route loads first: root main files, then each entry's chunks, once each, in order. */
export function collectFirstLoadFiles(rootMainFiles, entryJSFiles) {
  const files = new Set(rootMainFiles);
  for (const chunks of Object.values(entryJSFiles)) chunks.forEach((file) => files.add(file));
  return [...files];
}

export function collectCssFiles(entryCSSFiles) {
  const files = new Set();
  for (const sheets of Object.values(entryCSSFiles)) {
    for (const sheet of sheets) files.add(typeof sheet === 'string' ? sheet : sheet.path);
  }
  return [...files];
}

/** Adds up raw and gzipped bytes; `readFile` is injected so the test needs no build. */
export function sumSizes(files, readFile, cache = new Map()) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    let size = cache.get(file);
    if (!size) {
      const content = readFile(file);
      size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
      cache.set(file, size);
    }
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

function parseUnicodeRange(value) {
  return value.split(',').map((part) => {
    const [start, end] = part.trim().replace(/^U\+/i, '').split('-');
    if (start.includes('?')) {
      return [parseInt(start.replace(/\?/g, '0'), 16), parseInt(start.replace(/\?/g, 'F'), 16)];
    }
    return [parseInt(start, 16), parseInt(end ?? start, 16)];
  });
}

/** @font-face rules of a stylesheet: family, the first url() and the unicode ranges. */
export function parseFontFaces(css) {
  const faces = [];
  for (const match of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const body = match[1];
    const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(body)?.[1];
    if (!url) continue;
    const family = /font-family\s*:\s*([^;]+)/
      .exec(body)?.[1]
      .trim()
      .replace(/^["']|["']$/g, '');
    const range = /unicode-range\s*:\s*([^;]+)/.exec(body)?.[1];
    faces.push({ family, url, ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]] });
  }
  return faces;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Code points a browser lays out from server HTML: body text and placeholders, no scripts. */
export function collectRenderedCodePoints(html) {
  const body = html
    .replace(/^[\s\S]*?<body[^>]*>/i, '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, '');
  const placeholders = [...body.matchAll(/\splaceholder="([^"]*)"/gi)].map((m) => m[1]);
  const text = decodeEntities([body.replace(/<[^>]*>/g, ''), ...placeholders].join(''));
  const points = new Set();
  for (const char of text) {
    const point = char.codePointAt(0);
    if (!/\s/.test(char)) points.add(point);
  }
  return points;
}

/** The families of the app's sans-serif stack, in order (its `--font-sans` custom property). */
export function parseFontStack(css) {
  const value = /--font-sans\s*:\s*([^;}]+)/.exec(css)?.[1];
  if (!value) return [];
  return value.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''));
}

/**
 * The faces a browser fetches to lay out these characters. A character is drawn by the first
 * family of the stack that has a face covering it (unicode-range), so a later family's faces
 * are fetched only for the characters the earlier ones leave out. Without a stack every face
 * that covers a character counts.
 */
export function selectFacesForText(faces, codePoints, familyOrder = []) {
  const rank = (face) => {
    const index = familyOrder.indexOf(face.family);
    return index === -1 ? familyOrder.length : index;
  };
  const used = new Set();
  for (const point of codePoints) {
    const covering = faces.filter((face) =>
      face.ranges.some(([start, end]) => point >= start && point <= end),
    );
    if (covering.length === 0) continue;
    const first = Math.min(...covering.map(rank));
    covering.filter((face) => rank(face) === first).forEach((face) => used.add(face));
  }
  return faces.filter((face) => used.has(face));
}

/** The first rule whose route matches: exact, or a prefix ending in `*` ('/auth/*', '*'). */
export function findBudget(route, rules) {
  return rules.find(({ route: pattern }) =>
    pattern.endsWith('*') ? route.startsWith(pattern.slice(0, -1)) : pattern === route,
  );
}

export function checkJsBudgets(routes, rules) {
  return routes.flatMap((route) => {
    const rule = findBudget(route.route, rules);
    route.budgetKiB = rule?.firstLoadJsKiB;
    if (!rule || route.gzip <= rule.firstLoadJsKiB * KIB) return [];
    return [`${route.route}: 첫 로드 JS ${kib(route.gzip)} KiB > 예산 ${rule.firstLoadJsKiB} KiB`];
  });
}

/** Reads every app route's first-load JS and its stylesheets from a build directory. */
export function measureRoutes(nextDir) {
  const buildManifest = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'));
  const routeNames = JSON.parse(
    readFileSync(join(nextDir, 'app-path-routes-manifest.json'), 'utf8'),
  );
  const cache = new Map();
  const readStatic = (file) => readFileSync(join(nextDir, file));
  const routes = [];
  for (const [entry, route] of Object.entries(routeNames)) {
    if (!entry.endsWith('/page')) continue;
    const manifestPath = join(nextDir, 'server/app', `${entry}_client-reference-manifest.js`);
    if (!existsSync(manifestPath)) continue;
    const manifest = parseClientReferenceManifest(readFileSync(manifestPath, 'utf8'));
    const files = collectFirstLoadFiles(buildManifest.rootMainFiles, manifest.entryJSFiles);
    routes.push({
      route,
      files,
      cssFiles: collectCssFiles(manifest.entryCSSFiles),
      ...sumSizes(files, readStatic, cache),
    });
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}

function kib(bytes) {
  return (bytes / KIB).toFixed(1);
}

async function findFreePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForServer(url, child) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error(`next start did not answer at ${url}`);
}

/** Starts `next start` on the build, fetches each page and matches its text against the fonts. */
async function measureFonts(webDir, nextDir, pages, routes) {
  const port = await findFreePort();
  const nextBin = join(ROOT, 'node_modules/next/dist/bin/next');
  const child = spawn(process.execPath, [nextBin, 'start', webDir, '-p', String(port)], {
    // No API runs here: point the server at a closed port so data calls fail at once.
    env: { ...process.env, API_URL: 'http://127.0.0.1:9', PORT: String(port) },
    // Its log is the pages' expected NETWORK_ERROR lines; a crash shows as a failed wait or a non-200.
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(base, child);
    const results = [];
    for (const page of pages) {
      const response = await fetch(base + page, { redirect: 'manual' });
      const html = await response.text();
      const route = routes.find((r) => r.route === page);
      const sheets = (route?.cssFiles ?? []).map((css) => ({
        css,
        text: readFileSync(join(nextDir, css), 'utf8'),
      }));
      const faces = sheets.flatMap(({ css, text }) =>
        parseFontFaces(text).map((face) => ({
          ...face,
          // An absolute url is a file of public/ (the UI font); a relative one sits beside the CSS.
          file: face.url.startsWith('/')
            ? join(webDir, 'public', face.url)
            : join(nextDir, dirname(css), face.url),
        })),
      );
      const familyOrder =
        sheets.map(({ text }) => parseFontStack(text)).find((s) => s.length) ?? [];
      const used = selectFacesForText(faces, collectRenderedCodePoints(html), familyOrder);
      const bytes = used.reduce((sum, face) => sum + statSync(face.file).size, 0);
      results.push({ page, status: response.status, files: used.length, bytes });
    }
    return results;
  } finally {
    child.kill('SIGTERM');
  }
}

function printTable(rows, columns) {
  const widths = columns.map(([title, get]) =>
    Math.max(title.length, ...rows.map((row) => String(get(row)).length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.info(line(columns.map(([title]) => title)));
  console.info(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  rows.forEach((row) => console.info(line(columns.map(([, get]) => get(row)))));
}

async function main(argv) {
  const webDir = join(ROOT, 'apps/web');
  const nextDir = join(webDir, '.next');
  const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8'));
  if (!existsSync(join(nextDir, 'build-manifest.json'))) {
    console.error('apps/web/.next가 없습니다: 먼저 npm run build를 실행하세요.');
    return 2;
  }
  const routes = measureRoutes(nextDir);
  const problems = checkJsBudgets(routes, budgets.firstLoadJs);
  const fonts = argv.includes('--no-fonts')
    ? []
    : await measureFonts(webDir, nextDir, budgets.fonts.pages, routes);
  for (const font of fonts) {
    if (font.status !== 200) problems.push(`${font.page}: HTTP ${font.status}`);
    if (font.bytes > budgets.fonts.firstPaintKiB * KIB) {
      problems.push(
        `${font.page}: 첫 화면 글꼴 ${kib(font.bytes)} KiB > 예산 ${budgets.fonts.firstPaintKiB} KiB`,
      );
    }
  }
  if (argv.includes('--json')) {
    const strip = ({ route, raw, gzip, budgetKiB }) => ({ route, raw, gzip, budgetKiB });
    console.info(JSON.stringify({ routes: routes.map(strip), fonts }, null, 2));
  } else {
    printTable(routes, [
      ['route', (r) => r.route],
      ['first-load JS gzip KiB', (r) => kib(r.gzip)],
      ['raw KiB', (r) => kib(r.raw)],
      ['budget KiB', (r) => r.budgetKiB ?? '-'],
      ['files', (r) => r.files.length],
    ]);
    if (fonts.length > 0) {
      console.info('');
      printTable(fonts, [
        ['page (fonts on first paint)', (f) => f.page],
        ['woff2 KiB', (f) => kib(f.bytes)],
        ['files', (f) => f.files],
        ['budget KiB', () => budgets.fonts.firstPaintKiB],
      ]);
    }
  }
  if (problems.length > 0) {
    console.error(`\n예산 초과 ${problems.length}건:\n${problems.join('\n')}`);
    return 1;
  }
  console.info('\n모든 경로가 예산 안에 있습니다.');
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(2);
    },
  );
}
