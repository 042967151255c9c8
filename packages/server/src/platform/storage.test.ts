import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/helper';
import { loadConfig, type StorageConfig } from './config';
import { BadFileKeyError, createStorage, type FileStorage, isFileKey, newFileKey, type StoredFile } from './storage';

// s3rver (an S3-protocol server on the local disk) ships no types: the little of it used here.
interface S3rver {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rver;

const tempDir = tempFolders('jobsite-storage-');
const BUCKET = 'jobsite-files';

let s3rver: S3rver;
let s3Env: Record<string, string>;

beforeAll(async () => {
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir(), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3rver.run();
  // s3rver's fixed credentials.
  s3Env = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
});
afterAll(() => s3rver?.close());

async function bytesOf(file: StoredFile | null): Promise<Buffer> {
  if (!file) throw new Error('no file');
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Every byte value, then enough random bytes to take several stream chunks. */
const binary = () => Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(300_000)]);

// Both drivers are configured the way the server is: from the environment.
const drivers: { kind: 'disk' | 's3'; storageConfig: () => StorageConfig | undefined }[] = [
  { kind: 'disk', storageConfig: () => loadConfig({ SESSION_SECRET: 'x'.repeat(32) }).storage },
  { kind: 's3', storageConfig: () => loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...s3Env }).storage },
];

describe.each(drivers)('file storage on $kind', ({ kind, storageConfig }) => {
  let dataDir: string;
  let storage: FileStorage;
  /** A second server process: its own storage instance on the same folder or bucket. */
  let other: FileStorage;

  beforeAll(() => {
    dataDir = tempDir();
    storage = createStorage(storageConfig(), dataDir);
    other = createStorage(storageConfig(), dataDir);
  });
  afterAll(async () => {
    await storage.close?.();
    await other.close?.();
  });

  it('is the driver the configuration names', () => {
    expect(storage.kind).toBe(kind);
  });

  it('gives back the bytes, size and content type that were put, then forgets them on delete', async () => {
    const key = newFileKey(7, 'shipping');
    const content = binary();
    await storage.put(key, content, 'image/png');
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: content.length, contentType: 'image/png' });
    expect((await bytesOf(file)).equals(content)).toBe(true);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('replaces a file put again under the same key', async () => {
    const key = newFileKey(7, 'shipping');
    await storage.put(key, Buffer.from('%PDF-1.7 first version, longer than the second'), 'application/pdf');
    await storage.put(key, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg');
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: 4, contentType: 'image/jpeg' });
    expect([...(await bytesOf(file))]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    await storage.delete(key);
  });

  it('keeps an empty file', async () => {
    const key = newFileKey(7, 'shipping');
    await storage.put(key, Buffer.alloc(0), 'image/gif');
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: 0, contentType: 'image/gif' });
    expect((await bytesOf(file)).length).toBe(0);
    await storage.delete(key);
  });

  it('answers null for a key that holds nothing, and deletes it without complaint', async () => {
    const key = newFileKey(7, 'shipping');
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could leave their folder or are not ours', async () => {
    const bad = ['../secret', '7/../../etc/passwd', '/etc/passwd', '7//x', '7/x/', '', '7/x.meta.json', '7/a b', '7\\x', '7/é', 'C:/x', '7/x\u0000'];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(BadFileKeyError);
      await expect(storage.get(key), key).rejects.toThrow(BadFileKeyError);
      await expect(storage.delete(key), key).rejects.toThrow(BadFileKeyError);
    }
    expect(existsSync(path.join(dataDir, 'secret'))).toBe(false);
  });

  it('shares its files with another instance on the same storage, as a second server process would', async () => {
    const key = newFileKey(8, 'shipping');
    const content = binary();
    await storage.put(key, content, 'image/webp');
    const seen = await other.get(key);
    expect(seen).toMatchObject({ size: content.length, contentType: 'image/webp' });
    expect((await bytesOf(seen)).equals(content)).toBe(true);
    await other.delete(key);
    expect(await storage.get(key)).toBeNull();
  });
});

describe('disk driver', () => {
  it('keeps files under DATA_DIR/files/<key> with no temporary files left behind', async () => {
    const dataDir = tempDir();
    const storage = createStorage({ kind: 'disk' }, dataDir);
    const key = newFileKey(3, 'shipping');
    await storage.put(key, Buffer.from('GIF89a'), 'image/gif');
    await storage.put(key, Buffer.from('GIF87a'), 'image/gif');
    const folder = path.join(dataDir, 'files', '3', 'shipping');
    expect(readdirSync(folder).sort()).toEqual([key.split('/')[2], `${key.split('/')[2]}.meta.json`]);
  });
});

describe('S3 driver', () => {
  it('treats a missing bucket as an error, not as a missing file', async () => {
    const storage = createStorage(loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...s3Env, S3_BUCKET: 'no-such-bucket' }).storage, tempDir());
    await expect(storage.get(newFileKey(1, 'shipping'))).rejects.toThrow();
    await storage.close?.();
  });
});

describe('file keys', () => {
  it('start with the company id, then the area, then a random id', () => {
    const key = newFileKey(42, 'shipping');
    expect(key).toMatch(/^42\/shipping\/[0-9a-f-]{36}$/);
    expect(isFileKey(key)).toBe(true);
    expect(newFileKey(42, 'shipping')).not.toBe(key);
  });

  it('refuse a company id or area that would make a bad key', () => {
    for (const companyId of [0, -1, 1.5, Number.NaN]) expect(() => newFileKey(companyId, 'shipping')).toThrow();
    for (const area of ['', '../x', 'a/b', 'a.b']) expect(() => newFileKey(1, area)).toThrow();
  });
});
