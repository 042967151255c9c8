import { parse } from 'csv-parse/sync';
import { MAX_PRICE_FILE_ROWS, type PriceFileColumn, priceFileMessages, readPriceFileHeader } from '@jobsite/core';
import { fieldErrors } from '../../platform/errors';

export interface PriceFileRecord {
  /** Line number in the file; the header is line 1. */
  line: number;
  values: Partial<Record<PriceFileColumn, string>>;
}

/** Reads a CSV price file; a file that cannot be read at all is a 400 on the `file` field. */
export function parsePriceFile(content: Buffer): PriceFileRecord[] {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(content, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as typeof parsed;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw fieldErrors({ file: `${line ? `Line ${line}: ` : ''}${(err as Error).message.replace(/^Invalid Record Length:.*$/, 'the row has a different number of columns.')}` });
  }
  const [header, ...rows] = parsed;
  if (!header) throw fieldErrors({ file: priceFileMessages.noRows });
  const { columns, missing, duplicated } = readPriceFileHeader(header.record);
  if (missing.length) throw fieldErrors({ file: priceFileMessages.missingColumns(missing) });
  if (duplicated.length) throw fieldErrors({ file: priceFileMessages.duplicatedColumns(duplicated) });
  if (!rows.length) throw fieldErrors({ file: priceFileMessages.noRows });
  if (rows.length > MAX_PRICE_FILE_ROWS) throw fieldErrors({ file: priceFileMessages.tooManyRows(MAX_PRICE_FILE_ROWS) });
  return rows.map(({ record, info }) => {
    const values: Partial<Record<PriceFileColumn, string>> = {};
    columns.forEach((c, i) => {
      if (c && record[i] !== undefined) values[c] = record[i];
    });
    return { line: info.lines, values };
  });
}
