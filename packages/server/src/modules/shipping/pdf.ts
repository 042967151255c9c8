import QRCode from 'qrcode';
import { formatQuantity, PACKAGING_TYPE_LABELS, UNIT_LABELS, type ShippingForm } from '@jobsite/core';
import { loadPdfKit } from '../../platform/lazy-modules';

/** pdfkit draws JPEG and PNG; other attachments are listed by name. */
const DRAWABLE = new Set(['image/jpeg', 'image/png']);

/**
 * The delivery receipt: the form's route and items, who carried it and who received it,
 * lines found short or damaged, and the signature and photos taken on delivery.
 */
export async function deliveryReceiptPdf(form: ShippingForm, companyName: string, link: string, load: (key: string) => Promise<Buffer | null>, when = new Date()): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const title = `Delivery receipt ${form.number}`;
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: title, Author: companyName, Subject: form.project?.name ?? '' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const room = (h: number) => {
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };

  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.font('Helvetica').fontSize(10).fillColor('#444').text(`${companyName} · status: ${form.status_display} · printed ${when.toISOString().slice(0, 10)}`);
  // the share link as a QR code: the app's scan dialog opens the form from it (or from the number)
  const qr = await QRCode.toBuffer(link, { type: 'png', margin: 1, width: 160 });
  doc.image(qr, doc.page.width - doc.page.margins.right - 80, doc.page.margins.top, { fit: [80, 80] });
  doc.fontSize(8).text(link, left, doc.y, { width: width - 90 });
  doc.moveDown().fillColor('#000').fontSize(10);
  const fact = (k: string, v: string) => {
    if (v) doc.font('Helvetica-Bold').text(`${k}: `, { continued: true }).font('Helvetica').text(v);
  };
  fact('Project', form.project ? `${form.project.name}${form.project.main_job_num ? ` (Job # ${form.project.main_job_num})` : ''}` : '');
  fact('Tool request', form.tool_request?.number ?? '');
  fact('From', form.pickup_warehouse?.name ?? '');
  fact('Ship to', form.shipping_address_display);
  fact('Shipping date', form.shipping_date ?? '');
  fact('Delivery by', form.delivery_by_contact_group?.name ?? '');
  fact('3rd Party Tracking #', form.external_tracking_num);
  fact('Instructions', form.instructions);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text('Items');
  doc.fontSize(9);
  for (const i of form.shipping_items) {
    room(30);
    const bins = i.shipping_item_details.map((d) => `${formatQuantity(d.quantity)} from ${d.bin_location_name}`).join(', ');
    const issue = i.exception ? ` — ${formatQuantity(i.exception_quantity)} ${i.exception}` : '';
    doc.font('Helvetica').text(`${formatQuantity(i.quantity)} ${i.unit}  ${i.code ? `${i.code} — ` : ''}${i.name}${i.serial_number ? ` (S/N ${i.serial_number})` : ''}${issue}${bins ? `\n    ${bins}` : ''}`, { width });
  }
  if (form.packaging_items.length) {
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Packaging').fontSize(9).font('Helvetica');
    for (const p of form.packaging_items) {
      const u = UNIT_LABELS[p.unit_type];
      const size = [p.length, p.width, p.height].every((v) => v !== null) ? ` ${p.length} x ${p.width} x ${p.height} ${u.length}` : '';
      doc.text(`${formatQuantity(p.quantity)} ${PACKAGING_TYPE_LABELS[p.type]}${size}${p.weight !== null ? `, ${p.weight} ${u.weight}` : ''}`);
    }
  }

  const byKey = new Map(form.attachments_json.map((a) => [a.key, a]));
  for (const d of form.deliveries) {
    room(60);
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text(d.status === 'delivered' ? 'Delivered' : 'In transit');
    doc.fontSize(9).font('Helvetica').text(`${d.at.slice(0, 16).replace('T', ' ')} UTC · ${d.status === 'delivered' ? 'delivered by' : 'carried by'} ${d.user_name}${d.received_by ? ` · received by ${d.received_by}` : ''} · recorded by ${d.by}`);
    if (d.notes) doc.text(`Notes: ${d.notes}`, { width });
    for (const key of d.attachment_keys) {
      const a = byKey.get(key);
      if (!a) continue;
      const bytes = DRAWABLE.has(a.content_type) ? await load(key) : null;
      if (!bytes) {
        doc.text(`Attached: ${a.name}`);
        continue;
      }
      const h = a.kind === 'signature' ? 80 : 180;
      room(h + 20);
      doc.text(a.kind === 'signature' ? 'Signature' : a.kind === 'photo' ? 'Photo' : a.name);
      try {
        doc.image(bytes, left, doc.y, { fit: [a.kind === 'signature' ? 240 : 260, h] });
        doc.y += h + 6;
      } catch {
        doc.text(`(${a.name} could not be drawn)`);
      }
      doc.x = left;
    }
  }
  doc.end();
  return done;
}
