import { deflateSync } from 'node:zlib';

/*
 * Small real PNG images for the demo's proof of delivery (a signature and a dock photo),
 * drawn in code so the demo needs no binary files.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An RGB PNG from a pixel function. */
export function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A signature-like stroke on white. */
export function signaturePng(): Buffer {
  const w = 240;
  const h = 80;
  const line = (x: number) => h / 2 + Math.sin(x / 11) * 16 * Math.exp(-x / 260) + Math.cos(x / 4.3) * 5;
  return png(w, h, (x, y) => (x > 12 && x < w - 12 && Math.abs(y - line(x)) < 1.6 ? [20, 30, 80] : [255, 255, 255]));
}

/** A dock photo stand-in: sky, a wall and a pallet. */
export function dockPhotoPng(): Buffer {
  return png(160, 120, (x, y) => {
    if (y < 40) return [150 + (y >> 1), 190 + (y >> 2), 230];
    if (y > 80 && x > 40 && x < 120) return (x + y) % 12 < 2 ? [120, 84, 40] : [176, 132, 78];
    return [110 + (x % 16), 110, 118];
  });
}
