import { z } from 'zod';
import { pageQuerySchema, pagedSchema, idSchema, queryIdSchema } from '../platform/api-shapes';
import { orderExportQuerySchema } from '../orders/schemas';
import { invoiceExportQuerySchema } from '../orders/invoices';
import { toolChargesQuery, toolItemListQuery } from '../assets/schemas';
import { jobSiteStockExportQuery } from '../product-lists/schemas';
import { shippingListQuery } from '../shipping/schemas';
import { EXPORT_FORMATS, EXPORT_KINDS, EXPORT_STATUSES } from './rules';

/**
 * The background exports contract (issue 19). Every path is under /api/v1/:
 * - POST exports/ {kind, params} → 201 exportJob (queued)
 * - GET  exports/?status=&kind=&page=&page_size= → the caller's company's jobs, newest first (paged)
 * - GET  exports/{id}/ → exportJob; download_url is an expiring signed link once status is done
 * Each kind's params are the filters of its synchronous export (the same schema), plus format.
 * Realtime: `{type: 'export', export_id, status}` goes to the account that started it when it finishes.
 */

const id = idSchema();
const format = z.enum(EXPORT_FORMATS).default('csv');

export const exportKindSchema = z.enum(EXPORT_KINDS);
export const exportStatusSchema = z.enum(EXPORT_STATUSES);

/** The params of each kind: the synchronous export's filters (BOM: the project), plus format. */
export const exportParamsSchemas = {
  bom: z.object({ project_id: id, format }),
  orders: orderExportQuerySchema,
  invoices: invoiceExportQuerySchema,
  tool_charges: toolChargesQuery.omit({ page: true, page_size: true, format: true }).extend({ format }),
  job_site_stock: jobSiteStockExportQuery,
  /** The asset list report: a service's items as a spreadsheet, with the items list's filters. */
  export_asset_list_wrapper: toolItemListQuery.omit({ page: true, page_size: true }).extend({ format }),
  /** The shipping forms list (/shipping) with its filters: tool request, project, statuses, search. */
  shipping_forms: shippingListQuery.omit({ page: true, page_size: true }).extend({ format }),
} as const;

export const createExportBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bom'), params: exportParamsSchemas.bom }),
  z.object({ kind: z.literal('orders'), params: exportParamsSchemas.orders.prefault({}) }),
  z.object({ kind: z.literal('invoices'), params: exportParamsSchemas.invoices.prefault({}) }),
  z.object({ kind: z.literal('tool_charges'), params: exportParamsSchemas.tool_charges }),
  z.object({ kind: z.literal('job_site_stock'), params: exportParamsSchemas.job_site_stock.prefault({}) }),
  z.object({ kind: z.literal('export_asset_list_wrapper'), params: exportParamsSchemas.export_asset_list_wrapper.prefault({}) }),
  z.object({ kind: z.literal('shipping_forms'), params: exportParamsSchemas.shipping_forms.prefault({}) }),
]);
export type CreateExportInput = z.input<typeof createExportBody>;
export type CreateExport = z.infer<typeof createExportBody>;

export const exportListQuery = pageQuerySchema.extend({
  status: exportStatusSchema.optional(),
  kind: exportKindSchema.optional(),
});
export type ExportListQuery = z.infer<typeof exportListQuery>;

export const exportJobSchema = z.object({
  id: z.number().int(),
  kind: exportKindSchema,
  kind_display: z.string(),
  /** The params as given (validated by the kind's schema). */
  params: z.record(z.string(), z.unknown()),
  format: z.enum(EXPORT_FORMATS),
  status: exportStatusSchema,
  status_display: z.string(),
  /** Rows written so far and the total once counted (null before). */
  progress_done: z.number().int(),
  progress_total: z.number().int().nullable(),
  /** Whole percent for the progress bar (exportPercent). */
  percent: z.number().int(),
  file_name: z.string().nullable(),
  row_count: z.number().int().nullable(),
  error: z.string().nullable(),
  requested_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /**
   * An expiring link to the file (GET /api/v1/files/{token}/{name}), only when done. The web's
   * download-file screen takes it as s3_object_url with id and company_id.
   */
  download_url: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;
export const pagedExportJobsSchema = pagedSchema(exportJobSchema);

/** The websocket message the /exports screen refreshes on (a job finished or failed). */
export const exportRealtimeEventSchema = z.object({ type: z.literal('export'), export_id: z.number().int(), status: exportStatusSchema });
export type ExportRealtimeEvent = z.infer<typeof exportRealtimeEventSchema>;

/** The download-file screen's query (spec section 2): s3_object_url, id, company_id. */
export const downloadFileQuery = z.object({
  s3_object_url: z.string().max(4000).optional(),
  id: queryIdSchema().optional(),
  company_id: queryIdSchema().optional(),
});
