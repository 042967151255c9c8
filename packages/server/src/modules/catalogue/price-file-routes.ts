import multipart from '@fastify/multipart';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buyerCompaniesQuerySchema,
  buyerCompaniesSchema,
  type CatalogueImport,
  catalogueImportListSchema,
  catalogueImportSchema,
  idParamsSchema,
  issuesToFieldErrors,
  catalogueImportKinds,
  pageQuerySchema,
  MAX_PRICE_FILE_BYTES,
  priceFileMessages,
  priceFileUploadFieldsSchema,
} from '@jobsite/core';
import { catalogueImports, companies, suppliers } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import type { AuthContext } from '../../platform/sessions';
import type { DbOrTx } from '../../platform/db';
import { ApiError, fieldErrors, notFound, permissionDenied } from '../../platform/errors';
import { pagedResponse, pagedRows, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { liveProgress, startImport } from './price-file-import';
import { parsePriceFile } from './price-file-parse';

import { readUpload } from '../../platform/uploads';

const messagesFor = {
  masterStaffOnly: 'Only staff can import the master catalogue.',
  sellersOnly: 'Only suppliers import price files.',
  noFile: 'Choose a CSV file to upload.',
  notCsv: 'The file must be a CSV (.csv) file.',
  unknownBuyer: 'Choose a buyer company.',
  notYourCustomer: 'This buyer does not list your company as a supplier, so you cannot set its prices.',
};

type ImportRow = typeof catalogueImports.$inferSelect;

/** What the caller may import, by the rule the web's /price_file offers (core). */
const importKindsOf = (auth: AuthContext) => catalogueImportKinds({ is_staff: auth.account.isStaff, company: { system_type: auth.company.systemType } });

function present(row: ImportRow, buyerName: string | null): CatalogueImport {
  const live = liveProgress.get(row.id);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    file_name: row.fileName,
    buyer_company: row.buyerCompanyId && buyerName !== null ? { id: row.buyerCompanyId, name: buyerName } : null,
    total_rows: row.totalRows,
    processed_rows: live ? Math.max(live.processed, row.processedRows) : row.processedRows,
    created_items: row.createdItems,
    updated_items: row.updatedItems,
    prices_written: row.pricesWritten,
    errors: row.errors,
    error_count: row.errorCount,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Price file and master catalogue import: upload, then follow the import's progress. */
export const priceFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['catalogue import'];
  await app.register(multipart, { limits: { fileSize: MAX_PRICE_FILE_BYTES, files: 1, fields: 10 } });

  // PGlite runs in one process (the data folder is locked), so an import still marked
  // running at start was cut off by a restart; its transaction never committed.
  app.addHook('onReady', async () => {
    if (app.database.kind !== 'pglite') return;
    await db
      .update(catalogueImports)
      .set({ status: 'failed', detail: 'The server restarted before the import finished; nothing was imported.', finishedAt: new Date() })
      .where(inArray(catalogueImports.status, ['validating', 'importing']));
  });

  const withBuyer = (where: ReturnType<typeof eq>) =>
    db
      .select({ row: catalogueImports, buyerName: companies.name })
      .from(catalogueImports)
      .leftJoin(companies, eq(companies.id, catalogueImports.buyerCompanyId))
      .where(where);

  app.post(
    '/price_file/upload/',
    {
      schema: {
        tags,
        summary: 'Upload a CSV price file (multipart: file, kind, buyer_company_id); answers 202 with the import to follow',
        consumes: ['multipart/form-data'],
        response: { 202: catalogueImportSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiError(415, { detail: 'Send the file as multipart/form-data.' });
      const auth = authOf(request);
      const upload = await readUpload(request, priceFileMessages.tooLarge);
      const parsed = priceFileUploadFieldsSchema.safeParse(upload.fields);
      if (!parsed.success) throw new ApiError(400, issuesToFieldErrors(parsed.error.issues));
      const { kind, buyer_company_id: buyerId } = parsed.data;
      if (!importKindsOf(auth).includes(kind)) throw permissionDenied(kind === 'master' ? messagesFor.masterStaffOnly : messagesFor.sellersOnly);
      let buyerName: string | null = null;
      if (kind === 'price_file') {
        const [buyer] = buyerId
          ? await db.select().from(companies).where(and(eq(companies.id, buyerId), eq(companies.systemType, 'buyer')))
          : [];
        if (!buyer) throw fieldErrors({ buyer_company_id: messagesFor.unknownBuyer });
        // A supplier prices only its own customers: buyers that list it among their suppliers.
        if (!(await listsAsSupplier(db, buyer.id, auth.company.id))) throw fieldErrors({ buyer_company_id: messagesFor.notYourCustomer });
        buyerName = buyer.name;
      }
      if (!upload.file) throw fieldErrors({ file: messagesFor.noFile });
      if (!/\.csv$/i.test(upload.file.fileName)) throw fieldErrors({ file: messagesFor.notCsv });
      const records = await parsePriceFile(upload.file.content);

      const [row] = await db
        .insert(catalogueImports)
        .values({
          companyId: scopeOf(request).companyId,
          accountId: auth.account.id,
          kind,
          buyerCompanyId: kind === 'price_file' ? buyerId! : null,
          fileName: upload.file.fileName.slice(0, 255),
          status: 'validating',
          totalRows: records.length,
        })
        .returning();
      startImport(db, { id: row.id, kind, companyId: row.companyId, buyerCompanyId: row.buyerCompanyId, records }, request.log);
      return reply.status(202).send(present(row, buyerName));
    },
  );

  app.get(
    '/price_file/imports/',
    { schema: { tags, summary: 'The imports of the caller’s company, newest first; paged', querystring: pageQuerySchema, response: { 200: catalogueImportListSchema } } },
    async (request) => {
      const page = pageOf(request.query, 10);
      const where = scopeOf(request).where(catalogueImports);
      const { rows, total } = await pagedRows(page, {
        rows: withBuyer(where).orderBy(desc(catalogueImports.id)),
        count: db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(catalogueImports).where(where),
      });
      return pagedResponse(request, page, total, rows.map((r) => present(r.row, r.buyerName)));
    },
  );

  app.get(
    '/price_file/imports/:id/',
    { schema: { tags, summary: 'One import with its progress and row errors', params: idParamsSchema, response: { 200: catalogueImportSchema } } },
    async (request) => {
      const [found] = await withBuyer(scopeOf(request).where(catalogueImports, eq(catalogueImports.id, request.params.id)));
      if (!found) throw notFound();
      return present(found.row, found.buyerName);
    },
  );

  app.get(
    '/price_file/buyer_companies/',
    { schema: { tags, summary: 'Buyer companies a supplier can send a price file to: those that list it as a supplier', querystring: buyerCompaniesQuerySchema, response: { 200: buyerCompaniesSchema } } },
    async (request) => {
      const auth = authOf(request);
      if (!importKindsOf(auth).includes('price_file')) throw permissionDenied(messagesFor.sellersOnly);
      const search = request.query.search;
      const customers = db.select({ id: suppliers.companyId }).from(suppliers).where(eq(suppliers.supplierCompanyId, auth.company.id));
      return db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.systemType, 'buyer'), inArray(companies.id, customers), search ? ilike(companies.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined))
        .orderBy(asc(companies.name))
        .limit(50);
    },
  );
};

/** Whether the buyer lists the supplier company in its supplier list. */
async function listsAsSupplier(db: DbOrTx, buyerCompanyId: number, supplierCompanyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.companyId, buyerCompanyId), eq(suppliers.supplierCompanyId, supplierCompanyId)))
    .limit(1);
  return Boolean(row);
}
