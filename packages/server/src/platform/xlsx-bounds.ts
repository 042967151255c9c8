/**
 * Bounds an .xlsx (a zip) before anything is inflated: a few kilobytes can unpack to gigabytes
 * (a "zip bomb"), and a huge shared-strings table is held in memory whole by every reader.
 * Reads only the zip's central directory, which states each entry's unpacked size.
 */
export const XLSX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const XLSX_MAX_SHARED_STRINGS_BYTES = 30 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 10_000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export type XlsxBounds = 'ok' | 'too_large' | 'unreadable';

export function checkXlsxBounds(zip: Buffer): XlsxBounds {
  // The end-of-central-directory record sits in the last 22 bytes plus at most a 64 KB comment.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'unreadable';
  const entries = zip.readUInt16LE(eocd + 10);
  const dirOffset = zip.readUInt32LE(eocd + 16);
  // ZIP64 (0xffff entries or 0xffffffff offsets) is not what a spreadsheet program writes for a takeoff.
  if (entries === 0xffff || dirOffset === 0xffffffff) return 'too_large';
  if (entries > XLSX_MAX_ENTRIES) return 'too_large';
  let total = 0;
  let at = dirOffset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return 'unreadable';
    const unpacked = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (unpacked === 0xffffffff) return 'too_large';
    total += unpacked;
    if (total > XLSX_MAX_UNPACKED_BYTES) return 'too_large';
    if (/sharedStrings\.xml$/i.test(name) && unpacked > XLSX_MAX_SHARED_STRINGS_BYTES) return 'too_large';
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return 'ok';
}
