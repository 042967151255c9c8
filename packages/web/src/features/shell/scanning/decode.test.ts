import { BarcodeFormat, EncodeHintType, QRCodeWriter } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { CODE128_WIDTHS } from './code128-widths.fixture';
import { createScanReader, decodeRgba } from './decode';

/** RGBA pixels of a 400 by 400 frame, white, with dark modules where `dark(x, y)` says so. */
function frame(size: number, dark: (x: number, y: number) => boolean): Uint8ClampedArray {
  const data = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const v = dark(x, y) ? 20 : 240;
      const i = (y * size + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = v;
      data[i + 3] = 255;
    }
  return data;
}

function qrFrame(text: string, size = 400): Uint8ClampedArray {
  const matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, size, size, new Map([[EncodeHintType.MARGIN, 4]]));
  return frame(size, (x, y) => matrix.get(x, y));
}

/** Code 128, code set B: start B, the characters, the modulo-103 check value, stop. */
function code128Modules(text: string): boolean[] {
  const values = [104, ...[...text].map((c) => c.charCodeAt(0) - 32)];
  const check = values.reduce((sum, v, i) => sum + v * (i === 0 ? 1 : i), 0) % 103;
  const modules: boolean[] = Array(10).fill(false);
  for (const v of [...values, check, 106]) {
    [...CODE128_WIDTHS[v]].forEach((w, i) => modules.push(...Array(Number(w)).fill(i % 2 === 0)));
  }
  modules.push(...Array(10).fill(false));
  return modules;
}

function code128Frame(text: string, size = 400): Uint8ClampedArray {
  const modules = code128Modules(text);
  const scale = Math.floor(size / modules.length);
  const left = Math.floor((size - modules.length * scale) / 2);
  return frame(size, (x, y) => y > 120 && y < 280 && modules[Math.floor((x - left) / scale)] === true);
}

describe('scan decoding (the path camera frames take)', () => {
  it('reads a QR code', () => {
    const reader = createScanReader();
    expect(decodeRgba(reader, qrFrame('TOOL-000123'), 400, 400)).toEqual({ text: 'TOOL-000123', format: 'QR_CODE' });
  });

  it('reads a Code 128 barcode', () => {
    const reader = createScanReader();
    expect(decodeRgba(reader, code128Frame('BIN-A1-07'), 400, 400)).toEqual({ text: 'BIN-A1-07', format: 'CODE_128' });
  });

  it('answers null for a frame without a code, and keeps reading after it', () => {
    const reader = createScanReader();
    expect(decodeRgba(reader, frame(400, () => false), 400, 400)).toBeNull();
    expect(decodeRgba(reader, qrFrame('after a blank frame'), 400, 400)?.text).toBe('after a blank frame');
  });
});
