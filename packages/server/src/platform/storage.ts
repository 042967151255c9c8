import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from './config';
import { loadS3 } from './lazy-modules';

export type { StorageConfig };

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live: a folder under DATA_DIR for one server, or an S3-compatible
 * bucket that several server processes share. Keys come from newFileKey; the bytes are
 * whatever was put, the content type is the one given at put.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** null when there is no file under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a key that holds nothing is fine. */
  delete(key: string): Promise<void>;
  close?(): Promise<void>;
}

export class BadFileKeyError extends Error {
  constructor(key: string) {
    super(`Bad file key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

// Segments of letters, digits, _ and - only: no dots (so no `..` and no clash with the disk
// driver's `.meta.json` sidecars), no leading or doubled slash, nothing a path could escape with.
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const AREA = /^[A-Za-z0-9_-]+$/;

export function isFileKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

function checkKey(key: string): void {
  if (!isFileKey(key)) throw new BadFileKeyError(key);
}

/** A new key for a company's file: `<companyId>/<area>/<uuid>`, so a key always names its company first. */
export function newFileKey(companyId: number, area: string): string {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`Bad company id for a file key: ${companyId}`);
  if (!AREA.test(area)) throw new Error(`Bad file area: ${JSON.stringify(area)}`);
  return `${companyId}/${area}/${randomUUID()}`;
}

export function createStorage(config: StorageConfig | undefined, dataDir: string): FileStorage {
  return config?.kind === 's3' ? s3Storage(config) : diskStorage(path.join(dataDir, 'files'));
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Files under `root/<key>`, each with its content type in `<file>.meta.json`. */
export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    checkKey(key);
    return path.join(root, ...key.split('/'));
  };
  // Written beside the target and renamed over it, so a reader sees the old file or the new one, never half.
  const writeWhole = async (file: string, content: Buffer | string) => {
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, content);
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  };

  return {
    kind: 'disk',
    async put(key, content, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeWhole(`${file}.meta.json`, JSON.stringify({ contentType }));
      await writeWhole(file, content);
    },
    async get(key) {
      const file = fileOf(key);
      // The open handle keeps reading this version even if the file is replaced or deleted meanwhile.
      const handle = await open(file, 'r').catch((err: unknown) => {
        if (isMissing(err)) return null;
        throw err;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        const meta = await readFile(`${file}.meta.json`, 'utf8').catch(() => '{}');
        const contentType = (JSON.parse(meta) as { contentType?: unknown }).contentType;
        return { stream: handle.createReadStream(), size, contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream' };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
    },
  };
}

/** Objects in one bucket of S3 or an S3-compatible service (MinIO, Ceph, R2...), under the same keys. */
export function s3Storage(config: Extract<StorageConfig, { kind: 's3' }>): FileStorage {
  // The SDK is imported and the client made on the first call (start-up, decision record 019).
  let made: Promise<{ client: S3Client; sdk: Awaited<ReturnType<typeof loadS3>> }> | null = null;
  const s3 = () =>
    (made ??= loadS3().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // The SDK's default extra checksums (CRC32 headers on every upload) are refused by several
        // S3-compatible services; send and check them only where S3 requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = config.bucket;

  return {
    kind: 's3',
    async put(key, content, contentType) {
      checkKey(key);
      const { client, sdk } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: content, ContentType: contentType, ContentLength: content.length }));
    },
    async get(key) {
      checkKey(key);
      const { client, sdk } = await s3();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        // In Node the body is an http.IncomingMessage (a Readable).
        return { stream: res.Body as Readable, size: res.ContentLength ?? 0, contentType: res.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
        // A missing bucket is a configuration error, not a missing file.
        if (e.name === 'NoSuchKey' || (e.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket')) return null;
        throw err;
      }
    },
    async delete(key) {
      checkKey(key);
      const { client, sdk } = await s3();
      // S3 answers 204 whether or not the object was there.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async close() {
      if (made) (await made).client.destroy();
    },
  };
}
