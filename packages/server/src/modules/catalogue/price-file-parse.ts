import { MAX_PRICE_FILE_ROWS, type PriceFileColumn, priceFileMessages, readPriceFileHeader } from '@jobsite/core';
import { CsvReadError, readCsvRows } from '../../platform/csv-rows';
import { fieldErrors } from '../../platform/errors';

export interface PriceFileRecord {
  /** Line number in the file; the header is line 1. */
  line: number;
  values: Partial<Record<PriceFileColumn, string>>;
}

/**
 * Reads a CSV price file, streaming: it stops at the row limit instead of reading a huge file
 * whole. A file that cannot be read at all is a 400 on the `file` field.
 */
export async function parsePriceFile(content: Buffer): Promise<PriceFileRecord[]> {
  let parsed: Awaited<ReturnType<typeof readCsvRows>>;
  try {
    parsed = await readCsvRows(content, MAX_PRICE_FILE_ROWS + 1);
  } catch (err) {
    if (!(err instanceof CsvReadError)) throw err;
    throw fieldErrors({ file: `${err.line ? `Line ${err.line}: ` : ''}${err.message.replace(/^Invalid Record Length:.*$/, 'the row has a different number of columns.')}` });
  }
  if (parsed.overLimit) throw fieldErrors({ file: priceFileMessages.tooManyRows(MAX_PRICE_FILE_ROWS) });
  const [header, ...rows] = parsed.rows.map((r) => ({ record: r.record, info: { lines: r.line } }));
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
