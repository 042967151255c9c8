import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pgliteSnapshot } from '../../test/database';
import { tempFolders } from '../../test/helper';
import { ConfigError, loadConfig, REPO_ROOT } from './config';
import { DataDirLockedError, lockDataDir, openDatabase } from './db';

const tempDir = tempFolders('jobsite-startup-');

/**
 * A new data folder holding the run's migrated database (test/global-setup.ts's snapshot): the CLI
 * finds every migration applied instead of migrating an empty folder (4-5 s of a worker; the
 * browser journeys' demo folder starts from an empty one). An empty folder without the snapshot.
 */
async function migratedDataDir(): Promise<string> {
  const dir = tempDir();
  const snapshot = pgliteSnapshot();
  if (snapshot) await (await openDatabase({ dataDir: dir, snapshot })).close();
  return dir;
}

describe('configuration', () => {
  it('names every bad value in one clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (err) {
      const text = (err as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
      expect(text).toContain('LOG_LEVEL');
    }
  });

  it('uses defaults and treats empty values as unset', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', SMTP_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
  });

  it('generates a session secret once and keeps it in the data folder', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40) }).sessionSecret).toBe('x'.repeat(40));
  });

  it('refuses a short SESSION_SECRET', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });

  it('keeps files on disk unless S3_BUCKET is set', () => {
    const secret = { SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...secret, DATA_DIR: tempDir() }).storage).toEqual({ kind: 'disk' });
    const keys = { S3_BUCKET: 'jobsite-files', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'shh' };
    expect(loadConfig({ ...secret, ...keys }).storage).toEqual({ kind: 's3', endpoint: undefined, bucket: 'jobsite-files', region: 'us-east-1', accessKeyId: 'AKID', secretAccessKey: 'shh', forcePathStyle: false });
    // an endpoint (MinIO and the like) means path-style addressing unless told otherwise
    expect(loadConfig({ ...secret, ...keys, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-central-1' }).storage).toMatchObject({ endpoint: 'http://minio:9000', region: 'eu-central-1', forcePathStyle: true });
    expect(loadConfig({ ...secret, ...keys, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({ forcePathStyle: false });
  });

  it('reads the how-to videos from HOW_TO_VIDEOS and refuses a bad list, naming it', () => {
    const secret = { SESSION_SECRET: 'x'.repeat(32), DATA_DIR: tempDir() };
    expect(loadConfig(secret).howToVideos).toEqual([]);
    const videos = [{ title: 'Your first tool request', src: 'https://cdn.example.com/tool-request.mp4' }, { title: 'Scanning a bin', src: '/videos/scan-bin.mp4', description: '1 minute' }];
    expect(loadConfig({ ...secret, HOW_TO_VIDEOS: JSON.stringify(videos) }).howToVideos).toEqual(videos);
    expect(() => loadConfig({ ...secret, HOW_TO_VIDEOS: '[{"title":"x"' })).toThrow(/HOW_TO_VIDEOS: must be a JSON array/);
    expect(() => loadConfig({ ...secret, HOW_TO_VIDEOS: '[{"title":"x","src":"javascript:alert(1)"}]' })).toThrow(/HOW_TO_VIDEOS.*src must be an https address/);
  });

  it('refuses to start with half an S3 setup, naming what is missing', () => {
    const secret = { SESSION_SECRET: 'x'.repeat(32) };
    const message = (env: Record<string, string>) => {
      try {
        loadConfig({ ...secret, ...env });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('no ConfigError');
    };
    const bucketOnly = message({ S3_BUCKET: 'jobsite-files' });
    expect(bucketOnly).toContain('S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
    expect(bucketOnly).toContain('S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
    expect(message({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: '' })).not.toContain('S3_ACCESS_KEY_ID');
    expect(message({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'AKID' })).toContain('S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID are set');
    expect(message({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'yes' })).toMatch(/S3_ENDPOINT: must be an http\(s\) URL[\s\S]*S3_FORCE_PATH_STYLE: must be true or false/);
  });
});

describe('data folder lock', () => {
  it('refuses a second server on the same data folder', () => {
    const dataDir = tempDir();
    // A live process that is not us holds the lock.
    writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(/already using the data folder/);
  });

  it('takes over a lock left by a process that died, and releases it', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'server.lock'), '999999999');
    const unlock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});

// Each call starts a Node process with an embedded database: slow on a busy machine.
describe('management CLI', { timeout: 180_000 }, () => {
  const manage = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'packages/server/src/manage.ts'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 150_000,
    });

  it('creates a user and its company and prints the new account id', async () => {
    const dataDir = await migratedDataDir();
    const res = manage(
      ['create-user', '--email', 'Ops@Example.test', '--password', 'long-enough-pw', '--first-name', 'Olga', '--last-name', 'Ops', '--company', 'Ops Co', '--system-type', 'buyer', '--services', 'tool,prefab', '--staff'],
      dataDir,
    );
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout.trim()).toMatch(/^\d+$/);
    const again = manage(['create-user', '--email', 'ops@example.test', '--password', 'long-enough-pw', '--first-name', 'O', '--last-name', 'O', '--company', 'Ops Co', '--system-type', 'buyer'], dataDir);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('already exists');
  });

  it('refuses bad arguments with a clear message and a non-zero exit', () => {
    const dataDir = tempDir();
    const bad = manage(['create-user', '--email', 'x@y.test', '--password', 'long-enough-pw', '--first-name', 'A', '--last-name', 'B', '--company', 'C', '--system-type', 'wholesaler'], dataDir);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--system-type must be buyer or seller');
    const services = manage(['create-user', '--email', 'x@y.test', '--password', 'long-enough-pw', '--first-name', 'A', '--last-name', 'B', '--company', 'C', '--system-type', 'buyer', '--services', 'rockets'], dataDir);
    expect(services.stderr).toContain('unknown service(s): rockets');
    const unknown = manage(['explode'], dataDir);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown command "explode"');
  });
});
