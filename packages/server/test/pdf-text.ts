import { inflateSync } from 'node:zlib';

/**
 * The text pdfkit drew, one string per text run: its page streams inflated, each TJ array's hex
 * strings joined. A stream is read by the /Length of its dictionary, not up to the next
 * "endstream": deflated bytes may end in a carriage return or hold those letters, and a PDF's
 * bytes change with its creation time, so a search for the end failed one run in many.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, start + Number(m[1]))).toString('latin1');
    } catch {
      continue; // not a deflated content stream (fonts, images)
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      texts.push([...tj[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
    }
  }
  return texts;
}
