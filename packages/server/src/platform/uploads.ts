import type { FastifyRequest } from 'fastify';
import { fieldErrors } from './errors';

export interface Upload {
  /** The form's text fields. */
  fields: Record<string, string>;
  /** The one file of the form (field `file`); null when none was sent. */
  file: { fileName: string; content: Buffer } | null;
}

/** What @fastify/multipart throws when a file passes the plugin's fileSize limit ('request file too large', 413). */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a multipart form (the route's plugin registers @fastify/multipart with its size
 * limit): its text fields and the one file, whole. A file over the limit is refused with
 * `tooLarge` on the file field (the route's own words, core fileTooLargeMessage) rather than
 * cut or answered with the library's text.
 */
export async function readUpload(request: FastifyRequest, tooLarge: string): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.file.truncated) throw fieldErrors({ file: tooLarge });
        if (part.fieldname === 'file' && !file) file = { fileName: part.filename, content };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if ((err as { code?: unknown }).code === FILE_TOO_LARGE) throw fieldErrors({ file: tooLarge });
    throw err;
  }
  return { fields, file };
}
