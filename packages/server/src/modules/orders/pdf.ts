import { eq } from 'drizzle-orm';
import { PRICE_SOURCE_LABELS, shipToText, type OrderDetail, formatAddress, formatUnitPrice } from '@jobsite/core';
import { addresses, companies, suppliers } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { loadPdfKit } from '../../platform/lazy-modules';
import type { OutgoingMail } from '../../platform/mail';
import type { OrderRow } from './queries';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const amount = (v: number | null) => (v === null ? '—' : money.format(v));

/**
 * The purchase order as a PDF (GetDailyPDFPurchaseOrder/): PO number, buyer and supplier,
 * ship-to, need-by date, notes, lines with their prices, and the subtotal, tax and total the
 * order detail shows (the same numbers: both come from core orderTotals).
 */
export interface PdfAddresses {
  buyer: string;
  supplier: string;
}

/** The buyer's and the supplying company's addresses, one line each (empty when not entered). */
export async function pdfAddresses(db: DbOrTx, order: OrderDetail): Promise<PdfAddresses> {
  const one = async (companyId: number | undefined) => {
    if (!companyId) return '';
    const [row] = await db
      .select({ field1: addresses.field1, field2: addresses.field2, city: addresses.city, state: addresses.state, zip: addresses.zip, country: addresses.country })
      .from(companies)
      .innerJoin(addresses, eq(addresses.id, companies.addressId))
      .where(eq(companies.id, companyId));
    return row ? formatAddress({ Field_1: row.field1, Field_2: row.field2, city: row.city, state: row.state, zip: row.zip, country: row.country }) : '';
  };
  return { buyer: await one(order.buyer_company.id), supplier: await one(order.supplying_company?.id) };
}

export async function orderPdf(order: OrderDetail, where: PdfAddresses = { buyer: '', supplier: '' }, when = new Date()): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const title = order.po_number ? `Purchase order ${order.po_number}` : `Draft purchase order #${order.id}`;
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: title, Author: order.buyer_company.name, Subject: order.project.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.font('Helvetica').fontSize(10).fillColor('#444').text(`Status: ${order.status_display} · printed ${when.toISOString().slice(0, 10)}`);
  doc.moveDown();

  const top = doc.y;
  const col = width / 2 - 8;
  doc.fillColor('#000').font('Helvetica-Bold').text('Buyer', left, top, { width: col });
  doc.font('Helvetica').text(order.buyer_company.name, { width: col });
  if (where.buyer) doc.text(where.buyer, { width: col });
  doc.text(`Project: ${order.project.name}${order.project.main_job_num ? ` (Job # ${order.project.main_job_num})` : ''}`, { width: col });
  const leftBottom = doc.y;
  doc.font('Helvetica-Bold').text('Supplier', left + col + 16, top, { width: col });
  doc.font('Helvetica').text(order.supplying_company?.name ?? order.supplier?.name ?? 'Not chosen', { width: col });
  if (where.supplier) doc.text(where.supplier, { width: col });
  doc.text(`Ship to: ${shipToText(order)}`, { width: col });
  if (order.need_by_date) doc.text(`Need by: ${order.need_by_date}`, { width: col });
  if (order.submitted_at) doc.text(`Submitted: ${order.submitted_at.slice(0, 10)}`, { width: col });
  doc.y = Math.max(leftBottom, doc.y);
  doc.x = left;
  if (order.notes) {
    doc.moveDown(0.5).font('Helvetica-Bold').text('Notes', left).font('Helvetica').text(order.notes, { width });
  }
  doc.moveDown();

  // lines: item | quantity | unit price | extended
  const cols = [
    { label: 'Item', w: width * 0.52, align: 'left' as const },
    { label: 'Quantity', w: width * 0.16, align: 'right' as const },
    { label: 'Unit price', w: width * 0.16, align: 'right' as const },
    { label: 'Extended', w: width * 0.16, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((text, i) => {
      doc.text(text, x, y, { width: cols[i].w - 6, align: cols[i].align });
      bottom = Math.max(bottom, doc.y);
      x += cols[i].w;
    });
    doc.y = bottom + 4;
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
  };
  row(cols.map((c) => c.label), true);
  doc.moveTo(left, doc.y - 2).lineTo(left + width, doc.y - 2).strokeColor('#999').stroke();
  for (const l of order.items) {
    const dates = [l.need_by_date && `need by ${l.need_by_date}`, l.promised_date && `promised ${l.promised_date}`, l.backordered && 'backordered'].filter(Boolean).join(' · ');
    row([`${l.code ? `${l.code} — ` : ''}${l.description}${dates ? `\n${dates}` : ''}`, `${l.quantity.toLocaleString('en-US')} ${l.unit}`, `${formatUnitPrice(l.unit_price)}\n${PRICE_SOURCE_LABELS[l.price_source]}`, amount(l.extended_price)]);
  }
  doc.moveDown();
  doc.fontSize(10).font('Helvetica');
  const totals: [string, string][] = [
    ['Subtotal', amount(order.subtotal)],
    // a use tax code is the buyer's to self-assess: the supplier charges no tax on it, and the PDF is the supplier's (a label that fits its column)
    [order.tax_code ? (order.tax_code.is_use_tax ? 'Tax (use tax, buyer pays)' : `Tax (${order.tax_code.tax_code}, ${order.tax_code.tax_rate}%)`) : 'Tax', amount(order.tax)],
    ['Total', amount(order.total)],
  ];
  for (const [label, value] of totals) {
    const y = doc.y;
    doc.font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica').text(label, left + width * 0.5, y, { width: width * 0.3, align: 'right' });
    doc.text(value, left + width * 0.8, y, { width: width * 0.2, align: 'right' });
  }
  if (order.unpriced_lines) doc.moveDown().font('Helvetica').fontSize(9).text(`${order.unpriced_lines} line(s) without a price are left out of the total.`, left);
  doc.end();
  return done;
}

/** The email on the buyer's supplier entry, where a submitted order's PDF goes. */
export async function supplierEmail(db: DbOrTx, order: OrderRow): Promise<string | null> {
  if (!order.supplierId) return null;
  const [row] = await db.select({ email: suppliers.email }).from(suppliers).where(eq(suppliers.id, order.supplierId));
  return row?.email.trim() || null;
}

/** The submitted order to the supplier: a short text and the PDF; one that uses the app gets `link`, which opens the order there. */
export async function orderMail(order: OrderDetail, where: PdfAddresses, to: string, sender: string, link: string): Promise<OutgoingMail> {
  const number = order.po_number ?? String(order.id);
  return {
    to,
    subject: `Purchase order ${number} from ${order.buyer_company.name}`,
    text: [
      `${order.buyer_company.name} sent you purchase order ${number} for ${order.project.name}${order.project.main_job_num ? ` (Job # ${order.project.main_job_num})` : ''}.`,
      `${order.items.length} line${order.items.length === 1 ? '' : 's'}, total ${amount(order.total)}${order.need_by_date ? `, needed by ${order.need_by_date}` : ''}.`,
      order.supplying_company ? `Acknowledge it and set promised dates in the app: ${link}` : 'The order is attached as a PDF.',
      '',
      `Sent by ${sender}`,
    ].join('\n'),
    attachments: [{ filename: `PO-${number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`, content: await orderPdf(order, where), contentType: 'application/pdf' }],
  };
}
