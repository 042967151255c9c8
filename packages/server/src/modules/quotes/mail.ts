import { and, eq, isNull } from 'drizzle-orm';
import { type QuoteDetail, formatQuantity } from '@jobsite/core';
import { quoteSuppliers, suppliers } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import type { OutgoingMail } from '../../platform/mail';

/**
 * A quote request to a supplier that does not use the app: it hears of it only by mail, to the
 * email of the buyer's supplier entry (as a submitted order's PDF does), and answers the buyer
 * outside the app.
 */

/** The emails of the suppliers asked on a quote that are not in the app (none without an email). */
export async function offAppSupplierEmails(db: DbOrTx, quoteId: number): Promise<string[]> {
  const rows = await db
    .select({ email: suppliers.email })
    .from(quoteSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, quoteSuppliers.supplierId))
    .where(and(eq(quoteSuppliers.quoteId, quoteId), isNull(quoteSuppliers.supplyingCompanyId), eq(quoteSuppliers.status, 'requested')));
  return [...new Set(rows.map((r) => r.email.trim()).filter(Boolean))];
}

/** The request as text: who asks, for which project, the lines and quantities, the need-by date, and whom to answer. */
export function quoteRequestMail(quote: QuoteDetail, to: string, sender: { name: string; email: string }): OutgoingMail {
  const buyer = quote.buyer_company.name;
  return {
    to,
    subject: `Request for quote: ${quote.name} from ${buyer}`,
    text: [
      `${buyer} asks you to price ${quote.lines.length} line${quote.lines.length === 1 ? '' : 's'} for ${quote.project.name}${quote.project.main_job_num ? ` (Job # ${quote.project.main_job_num})` : ''}${quote.need_by_date ? `, needed by ${quote.need_by_date}` : ''}.`,
      '',
      ...quote.lines.map((l) => `- ${l.code ? `${l.code} — ` : ''}${l.description}: ${formatQuantity(l.quantity)} ${l.unit}`),
      ...(quote.notes ? ['', `Notes: ${quote.notes}`] : []),
      '',
      `Reply with your unit prices and lead times to ${sender.name}${sender.email ? ` (${sender.email})` : ''}.`,
    ].join('\n'),
  };
}
