import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import { createTestDatabase } from '@gongsa/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { insertUserForTest } from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { startTestServer, type TestServer } from '../../testing/test-server';

type UploadedFile = {
  id: string;
  filename: string;
  mimetype: string;
  md5: string;
  size: number;
  priority: number;
  url: string;
  thumbnailURL: string | null;
  lowQualityURL: string | null;
  highQualityURL: string | null;
};

const MAX_BYTES = 512 * 1024;

describe('files over HTTP', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  /** A signed-in member's headers: uploading needs a login. */
  let uploader: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      db: database.db,
      env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) },
    });
    uploader = await createAuthHeadersForTest(
      (await insertUserForTest(database.db, 'uploader')).id,
    );
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function upload(
    files: Array<{ name: string; content: Buffer; type?: string }>,
    headers: Record<string, string> = uploader,
  ) {
    const form = new FormData();
    for (const file of files) {
      form.append(
        'file',
        new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
    }
    const response = await fetch(`${server.url}/files/upload`, {
      method: 'POST',
      body: form,
      headers,
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        files?: UploadedFile[];
        error?: { code: string; message: string };
      },
    };
  }

  async function makePng(width: number, height: number): Promise<Buffer> {
    return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .png()
      .toBuffer();
  }

  it('stores a PNG with WebP variants that file(fileId) returns and the URLs serve', async () => {
    const png = await makePng(2400, 1200);
    const { status, body } = await upload([
      { name: '현장 사진.png', content: png, type: 'image/png' },
    ]);
    expect(status).toBe(201);
    const [uploaded] = body.files ?? [];
    expect(uploaded).toMatchObject({
      filename: '현장 사진.png',
      mimetype: 'image/png',
      size: png.length,
      priority: 0,
    });
    expect(uploaded?.md5).toMatch(/^[0-9a-f]{32}$/);

    const { body: query } = await server.graphql<{ file: UploadedFile }>(
      'query File($fileId: ID!) { file(fileId: $fileId) { id filename mimetype md5 size priority url thumbnailURL lowQualityURL highQualityURL } }',
      { variables: { fileId: uploaded?.id }, headers: uploader },
    );
    expect(query.errors).toBeUndefined();
    expect(query.data?.file).toEqual(uploaded);

    const expectedWidths = { thumbnailURL: 320, lowQualityURL: 640, highQualityURL: 1920 } as const;
    for (const [field, width] of Object.entries(expectedWidths)) {
      const url = query.data?.file[field as keyof typeof expectedWidths];
      expect(url).toMatch(new RegExp(`^${server.url}/files/`));
      const response = await fetch(url as string);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
    }

    const original = await fetch(query.data!.file.url);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('content-disposition')).toBe(
      `inline; filename="__ __.png"; filename*=UTF-8''%ED%98%84%EC%9E%A5%20%EC%82%AC%EC%A7%84.png`,
    );
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    const cached = await fetch(query.data!.file.url, {
      headers: { 'if-none-match': original.headers.get('etag') ?? '' },
    });
    expect(cached.status).toBe(304);
  });

  it('streams uploads through temporary files it removes, accepted or refused (issue 12, item 7)', async () => {
    const spoolDirectories = async () =>
      (await readdir(os.tmpdir())).filter((name) => name.startsWith('gongsa-upload-'));
    const before = await spoolDirectories();
    // The largest file allowed, and a batch refused for its second file.
    const largest = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_BYTES - 9, 32)]);
    const accepted = await upload([{ name: '도면.pdf', content: largest }]);
    expect(accepted.status).toBe(201);
    expect(accepted.body.files?.[0]).toMatchObject({
      size: MAX_BYTES,
      md5: createHash('md5').update(largest).digest('hex'),
    });
    const stored = await fetch(accepted.body.files![0]!.url);
    expect(Buffer.from(await stored.arrayBuffer()).equals(largest)).toBe(true);
    const refused = await upload([
      { name: 'ok.pdf', content: Buffer.from('%PDF-1.7\n%%EOF\n') },
      { name: 'too-big.pdf', content: Buffer.alloc(MAX_BYTES + 1, 1) },
    ]);
    expect(refused.status).toBe(413);
    expect(await spoolDirectories()).toEqual(before);
  });

  it('keeps request order as priority when several files are sent', async () => {
    const { status, body } = await upload([
      { name: '1.png', content: await makePng(10, 10) },
      { name: '견적서.pdf', content: Buffer.from('%PDF-1.7\n%%EOF\n') },
    ]);
    expect(status).toBe(201);
    expect(
      body.files?.map((file) => [file.filename, file.priority, file.thumbnailURL === null]),
    ).toEqual([
      ['1.png', 0, false],
      ['견적서.pdf', 1, true],
    ]);
    const pdf = await fetch(body.files![1]!.url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('refuses an executable renamed to .png', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const { status, body } = await upload([{ name: 'photo.png', content: exe, type: 'image/png' }]);
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: '허용되지 않는 파일 형식입니다.',
    });
  });

  it('refuses a whole batch when one file is not allowed, storing nothing', async () => {
    const { status, body } = await upload([
      { name: 'ok.png', content: await makePng(10, 10) },
      { name: 'script.js', content: Buffer.from('alert(1)') },
    ]);
    expect(status).toBe(400);
    expect(body.error?.message).toBe('허용되지 않는 파일 형식입니다.');
  });

  it('answers 413 with a Korean message for a file over the limit', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_BYTES + 1, 0x20)]);
    const { status, body } = await upload([{ name: '큰 파일.pdf', content: big }]);
    expect(status).toBe(413);
    expect(body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: '파일 크기는 512KB 이하여야 합니다.',
    });
  });

  it('asks for a file when none is sent, and for multipart when the body is not', async () => {
    const empty = await fetch(`${server.url}/files/upload`, {
      method: 'POST',
      body: new FormData(),
      headers: uploader,
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: { code: 'BAD_USER_INPUT', message: '업로드할 파일을 선택해 주세요.' },
    });

    const json = await fetch(`${server.url}/files/upload`, {
      method: 'POST',
      body: '{}',
      headers: { ...uploader, 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    expect((await json.json()).error.message).toBe(
      '파일은 multipart/form-data 형식으로 보내 주세요.',
    );
  });

  it('sanitises a hostile filename for storage and for the download header', async () => {
    const boundary = '----gongsa-test-boundary';
    // RFC 5987 form lets a client put anything in the name: directories, a quote, a BEL, an RTL override.
    const hostileName = encodeURIComponent('../../etc/견적"\u0007\u202e서.txt');
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${hostileName}\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from('공사 일정 메모\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(`${server.url}/files/upload`, {
      method: 'POST',
      body,
      headers: { ...uploader, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(201);
    const [file] = ((await response.json()) as { files: UploadedFile[] }).files;
    expect(file?.filename).toBe('견적서.txt');

    const link = new URL(file!.url);
    link.searchParams.set('download', '');
    const download = await fetch(link);
    expect(download.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="___.txt"; filename*=UTF-8''%EA%B2%AC%EC%A0%81%EC%84%9C.txt`,
    );
    expect(await download.text()).toBe('공사 일정 메모\n');
  });

  it('answers NOT_FOUND for unknown files, in GraphQL and over HTTP', async () => {
    const { body } = await server.graphql('{ file(fileId: "999999") { id } }');
    expect(body.errors?.[0]).toMatchObject({
      message: '파일을 찾을 수 없습니다.',
      extensions: { code: 'NOT_FOUND' },
    });

    for (const path of [
      '/files/00000000-0000-4000-8000-000000000000',
      '/files/not-a-key',
      '/files/00000000-0000-4000-8000-000000000000/huge',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: '파일을 찾을 수 없습니다.' },
      });
    }
  });

  it('needs a login to upload, and says so in Korean', async () => {
    const { status, body } = await upload([{ name: 'a.txt', content: Buffer.from('x') }], {});
    expect(status).toBe(401);
    expect(body.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: '로그인한 뒤 파일을 올릴 수 있습니다.',
    });
  });

  it('turns away the still-valid token of an account that left, saying why', async () => {
    const { id } = await insertUserForTest(database.db, 'left-uploader', { state: 'LEFT' });
    const { status, body } = await upload(
      [{ name: 'a.txt', content: Buffer.from('x') }],
      await createAuthHeadersForTest(id),
    );
    expect(status).toBe(401);
    expect(body.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: '계정을 찾을 수 없습니다. 다시 로그인해 주세요.',
    });
  });

  it('asks a client with a stale token to refresh before uploading', async () => {
    const { status, body } = await upload([{ name: 'a.txt', content: Buffer.from('x') }], {
      authorization: 'Bearer garbage',
    });
    expect(status).toBe(403);
    expect(body.error).toEqual({
      code: 'FORBIDDEN',
      message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
    });
  });
});

describe('the daily upload quota of an account', () => {
  const app = setUpTestServer(() => createTestDatabase(), {
    env: { UPLOAD_DAILY_MAX_FILES: '3', UPLOAD_DAILY_MAX_BYTES: '1000' },
  });

  function uploadText(headers: Record<string, string>, ...contents: string[]) {
    const form = new FormData();
    contents.forEach((content, index) =>
      form.append('file', new Blob([content], { type: 'text/plain' }), `메모${index}.txt`),
    );
    return fetch(`${app.server.url}/files/upload`, { method: 'POST', body: form, headers });
  }

  const QUOTA = '하루에 올릴 수 있는 파일(3개, 0MB)을 모두 썼습니다. 내일 다시 시도해 주세요.';

  it('counts files per 24 hours, refusing a batch that would pass it whole', async () => {
    const member = await createAuthHeadersForTest(
      (await insertUserForTest(app.handle.db, 'quota-files')).id,
    );
    expect((await uploadText(member, 'a', 'b')).status).toBe(201);
    const over = await uploadText(member, 'c', 'd');
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: QUOTA } });
    expect((await uploadText(member, 'c')).status).toBe(201);
    expect((await uploadText(member, 'e')).status).toBe(429);
    // Another account has its own quota.
    const other = await createAuthHeadersForTest(
      (await insertUserForTest(app.handle.db, 'quota-other')).id,
    );
    expect((await uploadText(other, 'x')).status).toBe(201);
  });

  it('counts bytes too, and holds when parallel uploads race for the last room', async () => {
    const member = await createAuthHeadersForTest(
      (await insertUserForTest(app.handle.db, 'quota-bytes')).id,
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => uploadText(member, 'x'.repeat(400))),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([
      201, 201, 429, 429, 429, 429,
    ]);
  });
});
