import type { QuoteSummary } from '@jobsite/core';

type QuoteSupplier = QuoteSummary['suppliers'][number];

/** A supplier asked, as the server answers it: outside the app and waiting for prices, unless `over` says otherwise. */
export const quoteSupplier = (id: number, name: string, over: Partial<QuoteSupplier> = {}): QuoteSupplier => ({
  id,
  supplier: { id, name },
  supplying_company: null,
  status: 'requested',
  status_display: 'Waiting for prices',
  responded_at: null,
  notes: '',
  total: null,
  priced_lines: 0,
  lead_time_days: null,
  entered_by: null,
  ...over,
});

/** An active quote of Boulder Tech Office asking Metro, Graybar (both priced) and CED. */
export const quoteSummary = (id: number, over: Partial<QuoteSummary> = {}): QuoteSummary => ({
  id,
  name: `Tower A conduit ${id}`,
  status: 'active',
  status_display: 'Active',
  project: { id: 1, name: 'Boulder Tech Office', main_job_num: 'J-104' },
  buyer_company: { id: 1, name: 'Summit' },
  line_count: 4,
  need_by_date: '2026-12-01',
  sent_at: '2026-11-02T12:00:00Z',
  created_at: '2026-11-01T12:00:00Z',
  suppliers: [quoteSupplier(2, 'Metro Electric Supply', { status: 'responded', status_display: 'Priced', total: 420.5 }), quoteSupplier(3, 'Graybar', { status: 'responded', status_display: 'Priced', total: 399 }), quoteSupplier(4, 'CED')],
  order_id: null,
  ...over,
});
