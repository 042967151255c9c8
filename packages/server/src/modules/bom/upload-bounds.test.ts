import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOM_MAX_FILE_BYTES, BOM_MAX_LINES, MAX_PRICE_FILE_BYTES, MAX_PRICE_FILE_ROWS, bomMessages, fileTooLargeMessage, priceFileMessages } from '@jobsite/core';
import { multipart } from '../../../test/catalogue-factories';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { suppliers } from '../../db/schema/index';
import { checkXlsxBounds } from '../../platform/xlsx-bounds';
import { cartWorld, type CartWorld } from '../cart/test-world';
import { upload, xlsxOf } from './test-files';

/**
 * Security finding (issue 11.4): a large upload froze the server and million-row "bombs" grew
 * its memory by gigabytes for good. Files are now read streaming and stop at their row limit,
 * and an .xlsx that would unpack past its bound is refused before anything is inflated.
 */
let t: TestApp;
let w: CartWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
});
afterAll(() => t.close());

const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

/** A one-entry zip whose entry unpacks to `size` bytes of spaces: a few hundred kilobytes on the wire. */
function zipBomb(name: string, size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  const packed = deflateRawSync(data, { level: 9 });
  const nameBytes = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const dirOffset = local.length + nameBytes.length + packed.length;
  const dirSize = central.length + nameBytes.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(dirOffset, 16);
  return Buffer.concat([local, nameBytes, packed, central, nameBytes, end]);
}

describe('BOM uploads', () => {
  it('stops reading a million-row CSV at the line limit, with memory bounded', async () => {
    const bomb = Buffer.from('Qty,Description\n' + '1,x\n'.repeat(1_000_000));
    const before = rssMb();
    const res = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${w.project.id}/bom_import/`, ...upload('bomb.csv', bomb) });
    expect(res.statusCode).toBe(400);
    expect(res.json().file[0]).toContain(String(BOM_MAX_LINES).slice(0, 2));
    expect(rssMb() - before).toBeLessThan(300);
  });

  it('refuses an .xlsx that would unpack past its bound before inflating it', async () => {
    const bomb = zipBomb('xl/sharedStrings.xml', 200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = rssMb();
    const res = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${w.project.id}/bom_import/`, ...upload('bomb.xlsx', bomb) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['file']);
    expect(rssMb() - before).toBeLessThan(150);
  });

  it('reads an ordinary workbook as before', async () => {
    const book = await xlsxOf([['Qty', 'Description'], [2, 'Hanger bracket']]);
    expect(checkXlsxBounds(book)).toBe('ok');
    expect(checkXlsxBounds(Buffer.from('not a zip at all'))).toBe('unreadable');
  });
});

describe('a file over its route\'s size limit', () => {
  it('is refused with the app\'s message on the file, not the multipart library\'s "request file too large"', async () => {
    const bom = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${w.project.id}/bom_import/`, ...upload('big.csv', Buffer.alloc(BOM_MAX_FILE_BYTES + 1, 0x20)) });
    expect([bom.statusCode, bom.json()]).toEqual([400, { file: [bomMessages.tooLarge] }]);

    const seller = await makeCompany(t.db, { systemType: 'seller' });
    const asSeller = t.as(await t.signIn((await makeAccount(t.db, seller.id)).id, seller.id));
    // 27 MB, as QA sent it to /price_file_seller
    const big = upload('prices.csv', Buffer.alloc(27 * 1024 * 1024, 0x20));
    const priceFile = await asSeller({ method: 'POST', url: '/api/v1/price_file/upload/', ...big });
    expect([priceFile.statusCode, priceFile.json()]).toEqual([400, { file: ['The file is larger than 25 MB.'] }]);
    expect(priceFileMessages.tooLarge).toBe(fileTooLargeMessage(MAX_PRICE_FILE_BYTES));
  });

  it('and a second file where a route takes one is told so, in words', async () => {
    const boundary = '----two-files';
    const part = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\nQty,Description\n1,x\n\r\n`;
    const res = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${w.project.id}/bom_import/`, payload: `${part('a.csv')}${part('b.csv')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect([res.statusCode, res.json()]).toEqual([413, { detail: 'Send one file at a time.' }]);
  });
});

describe('price files', () => {
  it('stops reading a price file at its row limit, with memory bounded', async () => {
    const buyer = await makeCompany(t.db, { systemType: 'buyer' });
    const seller = await makeCompany(t.db, { systemType: 'seller' });
    await t.db.insert(suppliers).values({ companyId: buyer.id, name: 'Bound test supplier', supplierCompanyId: seller.id });
    const session = await t.signIn((await makeAccount(t.db, seller.id)).id, seller.id);
    const header = 'Catalog Number,Description,Manufacturer,Category,Product Group,UPC,UOM,Price,Price UOM,Package Name,Package Qty';
    const rows = MAX_PRICE_FILE_ROWS * 3;
    const content = `${header}\n${'A,,,,,,,1,,,\n'.repeat(rows)}`;
    const before = rssMb();
    const res = await t.as(session)({ method: 'POST', url: '/api/v1/price_file/upload/', ...multipart({ kind: 'price_file', buyer_company_id: String(buyer.id) }, { name: 'huge.csv', content }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: [`The file has more than ${MAX_PRICE_FILE_ROWS} rows; split it into smaller files.`] });
    expect(rssMb() - before).toBeLessThan(400);
  });
});
