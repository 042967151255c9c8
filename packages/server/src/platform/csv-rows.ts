import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { type Options, parse } from 'csv-parse';

export interface CsvRow {
  record: string[];
  /** The line the record ends on (csv-parse's info.lines): what a person sees in a spreadsheet. */
  line: number;
}

export class CsvReadError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

const CHUNK_BYTES = 64 * 1024;

/**
 * Reads a CSV upload a chunk at a time, stopping as soon as it has more than `maxRows`
 * records (the limit is checked while reading, so a million-row file costs no more than the
 * limit; rows of empty cells only are dropped and not counted), and giving the event loop a turn between chunks so other requests are answered
 * meanwhile. `overLimit` says the file had more rows than allowed; `rows` then holds maxRows + 1.
 */
export async function readCsvRows(content: Buffer, maxRows: number, options: Options = {}): Promise<{ rows: CsvRow[]; overLimit: boolean }> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, ...options, info: true });
  let failure: (Error & { lines?: number }) | null = null;
  parser.on('error', (err: Error) => {
    failure = err;
  });
  const rows: CsvRow[] = [];
  const drain = (): boolean => {
    let next: { record: string[]; info: { lines: number } } | null;
    while ((next = parser.read() as typeof next) !== null) {
      // a row of empty cells only (",,," that a spreadsheet leaves below its data) is no row
      if (next.record.every((c) => c.trim() === '')) continue;
      rows.push({ record: next.record, line: next.info.lines });
      if (rows.length > maxRows) return true;
    }
    return false;
  };
  const fail = (): never => {
    const err = failure!;
    throw new CsvReadError(err.message, err.lines);
  };
  for (let start = 0; start < content.length; start += CHUNK_BYTES) {
    parser.write(content.subarray(start, start + CHUNK_BYTES));
    if (drain()) {
      parser.destroy();
      return { rows, overLimit: true };
    }
    await yieldToEventLoop();
    if (failure) fail();
  }
  parser.end();
  await yieldToEventLoop();
  if (failure) fail();
  const overLimit = drain();
  return { rows, overLimit };
}
