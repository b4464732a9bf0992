import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An uploaded file as it arrived, written to a temporary file while it streamed in (issue 12,
 * item 7): the API never holds a whole upload in memory. Type checks read `head`; images are
 * resized from `path`; storage copies from `path`.
 */
export type SpooledFile = {
  path: string;
  size: number;
  md5: string;
  /** The first HEAD_BYTES bytes, for telling the file's type. */
  head: Buffer;
};

/** Enough for every signature file-type.ts looks for (an Office package names its parts early). */
export const HEAD_BYTES = 256 * 1024;

/** A directory of its own for one request's uploads; remove it when the request ends. */
export function createSpoolDirectory(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'gongsa-upload-'));
}

export async function removeSpoolDirectory(directory: string): Promise<void> {
  await fs.rm(directory, { recursive: true, force: true });
}

/** Streams one part to `<directory>/<index>`, counting, hashing and keeping the head on the way. */
export async function spoolToFile(
  source: Readable,
  directory: string,
  index: number,
): Promise<SpooledFile> {
  const target = path.join(directory, String(index));
  const md5 = createHash('md5');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      md5.update(chunk);
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        headChunks.push(part);
        headLength += part.length;
      }
      callback(null, chunk);
    },
  });
  await pipeline(source, measure, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  return { path: target, size, md5: md5.digest('hex'), head: Buffer.concat(headChunks) };
}
