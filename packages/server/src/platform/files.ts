import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SHIPPING_ATTACHMENT_TYPES } from '@jobsite/core';
import { isFileKey } from './storage';

export type AllowedFileType = (typeof SHIPPING_ATTACHMENT_TYPES)[number];

const startsWith = (content: Buffer, bytes: number[] | string, at = 0) => {
  const want = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return content.length >= at + want.length && content.subarray(at, at + want.length).equals(want);
};

const HEIC_BRANDS = new Set(['heic', 'heix', 'mif1', 'heim', 'heis', 'hevc']);

// One test per allowed type: the Record makes this list and core's SHIPPING_ATTACHMENT_TYPES the same set.
const MAGIC: Record<AllowedFileType, (content: Buffer) => boolean> = {
  'image/jpeg': (c) => startsWith(c, [0xff, 0xd8, 0xff]),
  'image/png': (c) => startsWith(c, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (c) => startsWith(c, 'GIF87a') || startsWith(c, 'GIF89a'),
  'image/webp': (c) => startsWith(c, 'RIFF') && startsWith(c, 'WEBP', 8),
  // An ISO media file whose ftyp box names a HEIF/HEVC major brand (AVIF and MP4 name others).
  'image/heic': (c) => startsWith(c, 'ftyp', 4) && c.length >= 12 && HEIC_BRANDS.has(c.toString('latin1', 8, 12)),
  'application/pdf': (c) => startsWith(c, '%PDF-'),
};

/**
 * The type of an upload by its first bytes, never by its name or the browser's claim;
 * null for anything outside the allowed list (HTML, SVG, scripts, archives, programs).
 */
export function sniffContentType(content: Buffer): AllowedFileType | null {
  return SHIPPING_ATTACHMENT_TYPES.find((type) => MAGIC[type](content)) ?? null;
}

export function isAllowedFileType(type: string): type is AllowedFileType {
  return (SHIPPING_ATTACHMENT_TYPES as readonly string[]).includes(type);
}

/** What a download link grants: one key of one company, served as one type, until expiresAt (ms). */
export interface FileLink {
  key: string;
  companyId: number;
  contentType: string;
  expiresAt: number;
}

const payloadSchema = z.object({
  k: z.string().refine(isFileKey),
  c: z.number().int().positive(),
  t: z.string().max(200),
  e: z.number().int(),
});

// Keeps these signatures apart from anything else signed with the session secret.
const signature = (secret: string, body: string) => createHmac('sha256', secret).update(`file-link:${body}`).digest('base64url');

/**
 * A short-lived path to download a stored file: `/api/v1/files/<token>/<name>`, where the token
 * is the base64url JSON {k, c, t, e} and its HMAC. The name only names the download.
 */
export function signFileLink(secret: string, p: { key: string; companyId: number; name: string; contentType: string }, ttlSeconds = 900, now = Date.now()): string {
  if (!secret) throw new Error('No secret to sign file links with');
  const payload = { k: p.key, c: p.companyId, t: p.contentType, e: Math.floor(now / 1000) + ttlSeconds };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `/api/v1/files/${body}.${signature(secret, body)}/${encodeURIComponent(p.name)}`;
}

/** The link a token carries if its signature is ours, expired or not; null otherwise. Never throws. */
export function readFileLink(secret: string, token: string): FileLink | null {
  if (!secret || token.length > 4096) return null;
  const [body, sig, ...rest] = token.split('.');
  if (!body || !sig || rest.length > 0) return null;
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    const { k, c, t, e } = parsed.data;
    return { key: k, companyId: c, contentType: t, expiresAt: e * 1000 };
  } catch {
    return null;
  }
}

/** The link of a valid, unexpired token; null when it is malformed, forged or expired. Never throws. */
export function verifyFileLink(secret: string, token: string, now = Date.now()): FileLink | null {
  const link = readFileLink(secret, token);
  return link && now < link.expiresAt ? link : null;
}
