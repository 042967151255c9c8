import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  type LuminanceSource,
  MultiFormatReader,
  NotFoundException,
  RGBLuminanceSource,
} from '@zxing/library';

/**
 * The one decoding path of the scan dialog: camera frames (drawn to a 400 by 400 canvas) and
 * the tests' generated images both go through `decodeLuminance`, with the same formats.
 */
export const SCAN_FORMATS = [
  BarcodeFormat.QR_CODE,
  BarcodeFormat.CODE_128,
  BarcodeFormat.CODE_39,
  BarcodeFormat.EAN_13,
  BarcodeFormat.EAN_8,
  BarcodeFormat.UPC_A,
  BarcodeFormat.UPC_E,
  BarcodeFormat.DATA_MATRIX,
  BarcodeFormat.ITF,
];

export function createScanReader(): MultiFormatReader {
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, SCAN_FORMATS],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  reader.setHints(hints);
  return reader;
}

export interface ScanResult {
  text: string;
  format: string;
}

/** Decodes one image; null when it holds no readable code. */
export function decodeLuminance(reader: MultiFormatReader, source: LuminanceSource): ScanResult | null {
  try {
    const result = reader.decodeWithState(new BinaryBitmap(new HybridBinarizer(source)));
    return { text: result.getText(), format: BarcodeFormat[result.getBarcodeFormat()] };
  } catch (err) {
    if (err instanceof NotFoundException || (err as Error)?.name === 'NotFoundException') return null;
    // Checksum and format errors: a blurred frame; the next one will do.
    return null;
  } finally {
    reader.reset();
  }
}

/** RGBA pixels (a canvas frame's ImageData) as a luminance source. */
export function luminanceOfRgba(data: Uint8ClampedArray, width: number, height: number): LuminanceSource {
  const gray = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; p < gray.length; i += 4, p++) {
    gray[p] = (data[i] * 306 + data[i + 1] * 601 + data[i + 2] * 117) >> 10;
  }
  return new RGBLuminanceSource(gray, width, height);
}

export function decodeRgba(reader: MultiFormatReader, data: Uint8ClampedArray, width: number, height: number): ScanResult | null {
  return decodeLuminance(reader, luminanceOfRgba(data, width, height));
}
