import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkJsBudgets,
  collectRenderedCodePoints,
  findBudget,
  measureRoutes,
  parseFontFaces,
  parseFontStack,
  selectFacesForText,
} from './bundle-budget.mjs';

// A miniature `.next` in the shapes Next 16 (Turbopack) writes: two routes sharing the root
// layout's chunk, one of them with a page chunk of its own, plus a nomodule polyfill.
const CHUNKS: Record<string, string> = {
  'static/chunks/runtime.js': 'r'.repeat(1000),
  'static/chunks/react-dom.js': 'function react(){return 1}\n'.repeat(200),
  'static/chunks/layout.js': 'l'.repeat(3000),
  'static/chunks/terms-page.js': 'const terms = "약관";\n'.repeat(100),
  'static/chunks/polyfill.js': 'p'.repeat(50_000),
};

function clientReferenceManifest(entry: string, entryJSFiles: Record<string, string[]>): string {
  const manifest = {
    moduleLoading: { prefix: '' },
    clientModules: {},
    entryCSSFiles: {
      '[project]/apps/web/src/app/layout': [{ path: 'static/chunks/app.css', inlined: false }],
    },
    entryJSFiles,
  };
  return [
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};',
    `globalThis.__RSC_MANIFEST[${JSON.stringify(entry)}] = ${JSON.stringify(manifest)};`,
  ].join('\n');
}

const FILES: Record<string, string> = {
  ...CHUNKS,
  'build-manifest.json': JSON.stringify({
    polyfillFiles: ['static/chunks/polyfill.js'],
    rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react-dom.js'],
  }),
  'app-path-routes-manifest.json': JSON.stringify({
    '/(shell)/page': '/',
    '/(shell)/terms/serviceTerms/page': '/terms/serviceTerms',
    '/api/graphql/route': '/api/graphql',
  }),
  'server/app/(shell)/page_client-reference-manifest.js': clientReferenceManifest('/(shell)/page', {
    '[project]/apps/web/src/app/layout': ['static/chunks/layout.js'],
    '[project]/apps/web/src/app/(shell)/page': ['static/chunks/layout.js'],
  }),
  'server/app/(shell)/terms/serviceTerms/page_client-reference-manifest.js':
    clientReferenceManifest('/(shell)/terms/serviceTerms/page', {
      '[project]/apps/web/src/app/layout': ['static/chunks/layout.js'],
      '[project]/apps/web/src/app/(shell)/terms/serviceTerms/page': [
        'static/chunks/layout.js',
        'static/chunks/terms-page.js',
      ],
    }),
};

const gzipped = (file: string) => gzipSync(CHUNKS[file] ?? '', { level: 9 }).length;
const raw = (file: string) => Buffer.byteLength(CHUNKS[file] ?? '');

let nextDir = '';

beforeAll(() => {
  nextDir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(nextDir, file)), { recursive: true });
    writeFileSync(join(nextDir, file), content);
  }
});

afterAll(() => rmSync(nextDir, { recursive: true, force: true }));

describe('first-load JS per route', () => {
  it('adds the root main files and every entry chunk once, without the nomodule polyfill', () => {
    const routes = measureRoutes(nextDir);
    expect(routes.map((route) => route.route)).toEqual(['/', '/terms/serviceTerms']);

    const [home, terms] = routes;
    expect(home?.files).toEqual([
      'static/chunks/runtime.js',
      'static/chunks/react-dom.js',
      'static/chunks/layout.js',
    ]);
    expect(home?.raw).toBe(
      raw('static/chunks/runtime.js') + raw('static/chunks/react-dom.js') + 3000,
    );
    expect(terms?.raw).toBe((home?.raw ?? 0) + raw('static/chunks/terms-page.js'));
    expect(terms?.gzip).toBe(
      gzipped('static/chunks/runtime.js') +
        gzipped('static/chunks/react-dom.js') +
        gzipped('static/chunks/layout.js') +
        gzipped('static/chunks/terms-page.js'),
    );
    expect(terms?.cssFiles).toEqual(['static/chunks/app.css']);
  });

  it('reports a route over its budget and passes one under it', () => {
    const routes = measureRoutes(nextDir);
    const [home, terms] = routes;
    // A budget between the two routes' figures: the page chunk of the terms route tips it over.
    const between = ((home?.gzip ?? 0) + (terms?.gzip ?? 0)) / 2 / 1024;
    expect(checkJsBudgets(routes, [{ route: '*', firstLoadJsKiB: between }])).toEqual([
      expect.stringMatching(/^\/terms\/serviceTerms: 첫 로드 JS [\d.]+ KiB > 예산 [\d.]+ KiB$/),
    ]);
    expect(checkJsBudgets(routes, [{ route: '/terms/*', firstLoadJsKiB: 10 }])).toEqual([]);
  });

  it('matches budgets exactly, by prefix, then by the catch-all', () => {
    const rules = [
      { route: '/', firstLoadJsKiB: 1 },
      { route: '/auth/*', firstLoadJsKiB: 2 },
      { route: '/bid/upload*', firstLoadJsKiB: 3 },
      { route: '*', firstLoadJsKiB: 4 },
    ];
    expect(findBudget('/', rules)?.firstLoadJsKiB).toBe(1);
    expect(findBudget('/auth/login', rules)?.firstLoadJsKiB).toBe(2);
    expect(findBudget('/authority', rules)?.firstLoadJsKiB).toBe(4);
    expect(findBudget('/bid/upload8', rules)?.firstLoadJsKiB).toBe(3);
    expect(findBudget('/bid', rules)?.firstLoadJsKiB).toBe(4);
    expect(findBudget('/myPage', rules)?.firstLoadJsKiB).toBe(4);
  });
});

describe('fonts on first paint', () => {
  const css = [
    "@font-face{font-family:'Pretendard Variable';font-display:swap;",
    'src:url(../media/latin.woff2)format("woff2-variations");unicode-range:U+0020-007E,U+00A0}',
    '@font-face{font-family:Pretendard Variable;src:url(../media/hangul-a.woff2);',
    'unicode-range:U+AC00-AC0F,U+C57D}',
    '@font-face{font-family:Pretendard Variable;src:url(../media/hangul-b.woff2);',
    'unicode-range:U+B000-B0FF}',
    '@font-face{font-family:Pretendard Variable;src:url(../media/wild.woff2);unicode-range:U+4E??}',
    '.a{color:red}',
  ].join('');

  it('reads each face with its unicode ranges', () => {
    const faces = parseFontFaces(css);
    expect(faces.map((face: { url: string }) => face.url)).toEqual([
      '../media/latin.woff2',
      '../media/hangul-a.woff2',
      '../media/hangul-b.woff2',
      '../media/wild.woff2',
    ]);
    expect(faces[0]).toMatchObject({
      family: 'Pretendard Variable',
      ranges: [
        [0x20, 0x7e],
        [0xa0, 0xa0],
      ],
    });
    expect(faces[3]?.ranges).toEqual([[0x4e00, 0x4eff]]);
  });

  it('needs only the faces covering text a browser lays out, not scripts or markup', () => {
    const html = [
      '<!DOCTYPE html><html><head><title>낙타</title></head><body>',
      '<main class="b">가 약&amp;</main><input placeholder="각"/>',
      '<script>self.__next_f.push([1,"낙"])</script></body></html>',
    ].join('');
    const points = collectRenderedCodePoints(html);
    expect([...points].sort((a, b) => a - b)).toEqual([0x26, 0xac00, 0xac01, 0xc57d]);
    const used = selectFacesForText(parseFontFaces(css), points);
    expect(used.map((face: { url: string }) => face.url)).toEqual([
      '../media/latin.woff2',
      '../media/hangul-a.woff2',
    ]);
  });

  it('fetches a later family of the stack only for characters the earlier ones leave out', () => {
    const stackCss = [
      ":root{--font-sans:'Gongsa UI','Pretendard Variable',system-ui,sans-serif}",
      "@font-face{font-family:'Gongsa UI';src:url(../media/ui.woff2);unicode-range:U+0020-007E,U+AC00}",
      css,
    ].join('');
    const order = parseFontStack(stackCss);
    expect(order).toEqual(['Gongsa UI', 'Pretendard Variable', 'system-ui', 'sans-serif']);
    const used = (text: string) =>
      selectFacesForText(parseFontFaces(stackCss), collectRenderedCodePoints(text), order).map(
        (face: { url: string }) => face.url,
      );
    // 가 and the letters are in the UI font; 약 is not, so its Pretendard subset is fetched too.
    expect(used('<body>가 a</body>')).toEqual(['../media/ui.woff2']);
    expect(used('<body>가 약</body>')).toEqual(['../media/ui.woff2', '../media/hangul-a.woff2']);
  });
});
