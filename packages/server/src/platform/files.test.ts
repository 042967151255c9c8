import { describe, expect, it } from 'vitest';
import { SHIPPING_ATTACHMENT_TYPES } from '@jobsite/core';
import { type AllowedFileType, readFileLink, signFileLink, sniffContentType, verifyFileLink } from './files';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** The first bytes of real files of each allowed type, as cameras, phones and PDF writers make them. */
const samples: Record<AllowedFileType, Buffer[]> = {
  'image/jpeg': [bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]), bytes([0xff, 0xd8, 0xff, 0xe1, 0x2f, 0xfe], 'Exif', [0, 0])],
  'image/png': [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], u32(13), 'IHDR', u32(1), u32(1), [8, 6, 0, 0, 0])],
  'image/gif': [bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]), bytes('GIF87a', [1, 0, 1, 0, 0, 0, 0])],
  'image/webp': [bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [0x18, 0, 0, 0])],
  'image/heic': [bytes(u32(24), 'ftyp', 'heic', u32(0), 'mif1', 'heic'), bytes(u32(28), 'ftyp', 'mif1', u32(0), 'mif1', 'heic', 'miaf')],
  'application/pdf': [bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n')],
};

describe('sniffContentType', () => {
  it('knows exactly the types core allows for attachments', () => {
    expect(Object.keys(samples).sort()).toEqual([...SHIPPING_ATTACHMENT_TYPES].sort());
  });

  it.each(Object.entries(samples))('recognises %s by its magic bytes', (type, files) => {
    for (const file of files) expect(sniffContentType(file)).toBe(type);
  });

  it.each([
    ['HTML', bytes('<!DOCTYPE html><html><script>alert(1)</script>')],
    ['HTML named like a picture (leading whitespace)', bytes('  <html><body>')],
    ['SVG', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a Windows program (PE)', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode')],
    ['a zip archive', bytes('PK', [3, 4, 20, 0, 0, 0, 8, 0])],
    ['a shell script', bytes('#!/bin/sh\nrm -rf /\n')],
    ['an empty file', Buffer.alloc(0)],
    ['an AVIF image (another ftyp brand)', bytes(u32(28), 'ftyp', 'avif', u32(0), 'avif', 'mif1', 'miaf')],
    ['an MP4 video', bytes(u32(24), 'ftyp', 'isom', u32(512), 'isom', 'iso2')],
    ['a WAV sound (RIFF but not WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a cut-off JPEG marker', bytes([0xff, 0xd8])],
    ['a cut-off PNG signature', bytes([0x89], 'PNG', [0x0d, 0x0a])],
    ['an unknown GIF version', bytes('GIF88a')],
    ['a PDF signature not at the start', bytes(' %PDF-1.4')],
  ])('refuses %s', (_name, content) => {
    expect(sniffContentType(content)).toBeNull();
  });
});

describe('signed file links', () => {
  const secret = 'link-secret-link-secret-link-secret-0000';
  const file = { key: '12/shipping/0b6f1c9e-5a41-4c38-9d6e-1f2a3b4c5d6e', companyId: 12, name: 'Delivery note (1).pdf', contentType: 'application/pdf' };
  const now = Date.UTC(2025, 0, 2, 3, 4, 5);
  const tokenOf = (link: string) => link.split('/')[4];

  it('is a path with the token and the encoded file name, and verifies back to what was signed', () => {
    const link = signFileLink(secret, file, 900, now);
    expect(link).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\/Delivery%20note%20\(1\)\.pdf$/);
    expect(verifyFileLink(secret, tokenOf(link), now)).toEqual({ key: file.key, companyId: 12, contentType: 'application/pdf', expiresAt: now + 900_000 });
  });

  it('encodes any file name into one path segment', () => {
    const link = signFileLink(secret, { ...file, name: 'ä/../b?c#d e.png' }, 900, now);
    expect(link.split('/')).toHaveLength(6);
    expect(decodeURIComponent(link.split('/')[5])).toBe('ä/../b?c#d e.png');
  });

  it('expires after its time to live', () => {
    const token = tokenOf(signFileLink(secret, file, 900, now));
    expect(verifyFileLink(secret, token, now + 899_000)).not.toBeNull();
    expect(verifyFileLink(secret, token, now + 900_000)).toBeNull();
    // still recognisably ours, so the route can say it expired rather than that it never existed
    expect(readFileLink(secret, token)).toMatchObject({ key: file.key, expiresAt: now + 900_000 });
  });

  it('refuses a token whose payload or signature was changed', () => {
    const token = tokenOf(signFileLink(secret, file, 900, now));
    const [body, sig] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const otherCompany = Buffer.from(JSON.stringify({ ...payload, c: 13, k: '13/shipping/x' })).toString('base64url');
    const longer = Buffer.from(JSON.stringify({ ...payload, e: payload.e + 86_400 })).toString('base64url');
    expect(verifyFileLink(secret, `${otherCompany}.${sig}`, now)).toBeNull();
    expect(verifyFileLink(secret, `${longer}.${sig}`, now)).toBeNull();
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(verifyFileLink(secret, `${body}.${flipped}`, now)).toBeNull();
    expect(verifyFileLink(secret, `${body}.${sig}x`, now)).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    const token = tokenOf(signFileLink('another-secret-another-secret-another-0', file, 900, now));
    expect(verifyFileLink(secret, token, now)).toBeNull();
    expect(verifyFileLink('', token, now)).toBeNull();
  });

  it('answers null, never throws, for malformed tokens', () => {
    for (const token of ['', '.', 'abc', 'a.b.c', '..', '\u0000.\u0000', 'x'.repeat(100_000), `${Buffer.from('not json').toString('base64url')}.sig`]) {
      expect(verifyFileLink(secret, token, now), token.slice(0, 20)).toBeNull();
    }
  });

  it('opens nothing for a correctly signed link to a key that is not a storage key', () => {
    const token = tokenOf(signFileLink(secret, { ...file, key: '12/../../etc/passwd' }, 900, now));
    expect(readFileLink(secret, token)).toBeNull();
  });

  it('refuses to sign without a secret', () => {
    expect(() => signFileLink('', file)).toThrow();
  });
});
