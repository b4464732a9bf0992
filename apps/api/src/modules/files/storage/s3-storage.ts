import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { createReadStream } from 'node:fs';
import {
  assertStorageKey,
  type FileStorage,
  type StorageBody,
  type StoredObject,
} from './file-storage';

export type S3StorageOptions = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL of a public bucket or CDN in front of it; objects are then loaded directly. */
  publicUrl?: string | undefined;
};

/**
 * Any S3-compatible object store (AWS S3, MinIO, R2, NCP Object Storage) with path-style URLs:
 * `${endpoint}/${bucket}/${key}`, signed with SigV4.
 */
export class S3Storage implements FileStorage {
  readonly driver = 's3' as const;
  private readonly client: AwsClient;
  /** For bodies streamed from a file: a stream cannot be sent twice, so no automatic retries. */
  private readonly streamingClient: AwsClient;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
    this.streamingClient = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      retries: 0,
    });
  }

  private objectUrl(key: string): string {
    assertStorageKey(key);
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    return `${this.options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(this.options.bucket)}/${encodedKey}`;
  }

  async put(key: string, body: StorageBody, contentType: string): Promise<void> {
    // A file on disk streams up with its length (S3 refuses a chunked PUT); the payload is not
    // hashed into the signature (UNSIGNED-PAYLOAD, aws4fetch's default for S3).
    const isBuffer = Buffer.isBuffer(body);
    const client = isBuffer ? this.client : this.streamingClient;
    const response = await client.fetch(this.objectUrl(key), {
      method: 'PUT',
      body: isBuffer ? new Uint8Array(body) : Readable.toWeb(createReadStream(body.path)),
      headers: {
        'content-type': contentType,
        'content-length': String(isBuffer ? body.byteLength : body.size),
      },
      ...(isBuffer ? {} : { duplex: 'half' }),
    } as RequestInit);
    await response.body?.cancel();
    if (!response.ok) throw new Error(`S3 PUT ${key} failed with HTTP ${response.status}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.client.fetch(this.objectUrl(key), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`S3 GET ${key} failed with HTTP ${response.status}`);
    }
    const length = response.headers.get('content-length');
    return {
      stream: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
      size: length === null ? null : Number(length),
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.objectUrl(key), { method: 'DELETE' });
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 DELETE ${key} failed with HTTP ${response.status}`);
    }
  }

  getPublicUrl(key: string): string | null {
    if (!this.options.publicUrl) return null;
    assertStorageKey(key);
    return `${this.options.publicUrl.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }
}
