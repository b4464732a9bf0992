import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage';

type RecordedRequest = {
  method: string;
  url: string;
  authorization: string;
  contentType: string | undefined;
  contentLength: string | undefined;
  transferEncoding: string | undefined;
};

/** A tiny S3 stand-in: path-style PUT/GET/DELETE of objects, kept in memory. */
function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = decodeURI(req.url ?? '');
      requests.push({
        method: req.method ?? '',
        url,
        authorization: req.headers.authorization ?? '',
        contentType: req.headers['content-type'],
        contentLength: req.headers['content-length'],
        transferEncoding: req.headers['transfer-encoding'],
      });
      if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=AKIATEST/')) {
        res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(url, {
          body: Buffer.concat(chunks),
          contentType: req.headers['content-type'] ?? '',
        });
        res.writeHead(200, { etag: '"x"' }).end();
        return;
      }
      const object = objects.get(url);
      if (req.method === 'DELETE') {
        objects.delete(url);
        res.writeHead(204).end();
        return;
      }
      if (!object) {
        res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      res
        .writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
        })
        .end(object.body);
    });
  });
  return { server, objects, requests };
}

describe('S3Storage', () => {
  const fake = startFakeS3();
  let storage: S3Storage;
  let endpoint: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    storage = new S3Storage({
      endpoint,
      bucket: 'gongsa-uploads',
      region: 'ap-northeast-2',
      accessKeyId: 'AKIATEST',
      secretAccessKey: 'test-secret',
      publicUrl: 'https://cdn.gongsa.kr/uploads/',
    });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  it('stores an object with a SigV4 signature, path-style, and reads it back', async () => {
    await storage.put('3f2c.thumbnail.webp', Buffer.from('webp-bytes'), 'image/webp');
    const put = fake.requests.at(-1);
    expect(put).toMatchObject({
      method: 'PUT',
      url: '/gongsa-uploads/3f2c.thumbnail.webp',
      contentType: 'image/webp',
    });
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/ap-northeast-2\/s3\/aws4_request/,
    );

    const object = await storage.get('3f2c.thumbnail.webp');
    expect(object?.size).toBe(10);
    expect(await text(object!.stream)).toBe('webp-bytes');
  });

  it('streams an upload from its temporary file with its length (S3 refuses chunked PUTs)', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 's3-put-'));
    const file = path.join(directory, 'upload');
    const bytes = Buffer.alloc(300_000, 7);
    await writeFile(file, bytes);
    try {
      await storage.put('d41d.pdf', { path: file, size: bytes.length }, 'application/pdf');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PUT',
      contentLength: '300000',
      transferEncoding: undefined,
    });
    expect(fake.objects.get('/gongsa-uploads/d41d.pdf')?.body.equals(bytes)).toBe(true);
  });

  it('answers null for a missing object and deletes objects', async () => {
    expect(await storage.get('missing')).toBeNull();
    await storage.put('to-delete', Buffer.from('x'), 'text/plain');
    await storage.delete('to-delete');
    expect(fake.objects.has('/gongsa-uploads/to-delete')).toBe(false);
    expect(await storage.get('to-delete')).toBeNull();
  });

  it('fails loudly when the store refuses', async () => {
    const wrongKey = new S3Storage({
      endpoint: `${endpoint}/`,
      bucket: 'other',
      region: 'ap-northeast-2',
      accessKeyId: 'AKIAWRONG',
      secretAccessKey: 'nope',
    });
    await expect(wrongKey.put('a', Buffer.from('x'), 'text/plain')).rejects.toThrow(/HTTP 403/);
  });

  it('builds public URLs only when a public base is configured', () => {
    expect(storage.getPublicUrl('3f2c.low.webp')).toBe(
      'https://cdn.gongsa.kr/uploads/3f2c.low.webp',
    );
    const privateStorage = new S3Storage({
      endpoint,
      bucket: 'b',
      region: 'r',
      accessKeyId: 'a',
      secretAccessKey: 's',
    });
    expect(privateStorage.getPublicUrl('3f2c.low.webp')).toBeNull();
  });

  it('refuses keys that could escape the bucket prefix', async () => {
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
  });
});
