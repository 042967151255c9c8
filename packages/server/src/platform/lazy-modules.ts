import { createRequire } from 'node:module';
import type fastJsonStringify from 'fast-json-stringify';

/**
 * Packages that only some calls need, imported on their first use instead of at start-up:
 * importing exceljs (about 400 ms) and pdfkit (250 ms) was a third of the 1.9 s the server
 * spent loading modules before it could open the database; the S3 SDK, nodemailer and node-saml
 * about 390 ms more (decision record 019, start-up).
 * Node keeps a module once imported, so later calls pay nothing.
 */
export const loadExcelJs = async () => (await import('exceljs')).default;
export const loadPdfKit = async () => (await import('pdfkit')).default;
/** The S3 SDK (about 170 ms), only when FILE_STORAGE is S3, on the first file. */
export const loadS3 = () => import('@aws-sdk/client-s3');
/** nodemailer (about 90 ms), only when SMTP_URL is set, on the first message. */
export const loadNodemailer = async () => (await import('nodemailer')).default;
/** node-saml (about 130 ms), on a company's first single sign-on. */
export const loadNodeSaml = () => import('@node-saml/node-saml');

const requireCommonJs = createRequire(import.meta.url);
let fastJson: typeof fastJsonStringify | undefined;
/**
 * fast-json-stringify and the Ajv it loads (about 0.06 s), when a hot list first answers: its
 * compiled serializer is built on first use (platform/compiled-response.ts), and a serializer is
 * called synchronously, so this is a require of the CommonJS package, not an import.
 */
export const loadFastJsonStringify = (): typeof fastJsonStringify => (fastJson ??= requireCommonJs('fast-json-stringify') as typeof fastJsonStringify);
