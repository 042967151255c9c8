import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AddressTaxCode,
  addressTaxCodeBody,
  addressTaxCodeListQuery,
  addressTaxCodeSchema,
  formatAddress,
  idParamsSchema,
  pagedSchema,
} from '@jobsite/core';
import { addresses, addressTaxCodes, taxCodes } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, isUniqueViolation, notFound } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { type CompanyScope, scopeOf } from '../../platform/scope';
import { addressView } from './addresses';
import { invalidPk } from './references';
import { changesNeed } from './access';

const SHIPPING = 'shipping';
const ALREADY_SET = 'This shipping address already has a tax code.';

async function views(db: DbOrTx, scope: CompanyScope, rows: (typeof addressTaxCodes.$inferSelect)[]): Promise<AddressTaxCode[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const found = await db
    .select({ link: addressTaxCodes, address: addresses, tax: taxCodes })
    .from(addressTaxCodes)
    .innerJoin(addresses, and(eq(addresses.id, addressTaxCodes.addressId), eq(addresses.companyId, addressTaxCodes.companyId)))
    .innerJoin(taxCodes, and(eq(taxCodes.id, addressTaxCodes.taxCodeId), eq(taxCodes.companyId, addressTaxCodes.companyId)))
    .where(scope.where(addressTaxCodes, inArray(addressTaxCodes.id, ids)));
  const byId = new Map(found.map((f) => [f.link.id, f]));
  return rows.flatMap((r) => {
    const f = byId.get(r.id);
    if (!f) return [];
    return [{ id: r.id, address: r.addressId, address_label: formatAddress(addressView(f.address)), tax_code: r.taxCodeId, tax_code_name: f.tax.taxCode, tax_rate: Number(f.tax.taxRate) }];
  });
}

/** Both ids must name the caller's own shipping address and tax code. */
async function checkRefs(db: DbOrTx, scope: CompanyScope, addressId: number, taxCodeId: number) {
  const [address] = await db.select({ id: addresses.id }).from(addresses).where(scope.where(addresses, eq(addresses.id, addressId), eq(addresses.type, SHIPPING)));
  if (!address) throw fieldErrors({ address: invalidPk(addressId) });
  const [tax] = await db.select({ id: taxCodes.id }).from(taxCodes).where(scope.where(taxCodes, eq(taxCodes.id, taxCodeId)));
  if (!tax) throw fieldErrors({ tax_code: invalidPk(taxCodeId) });
}

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldErrors({ address: ALREADY_SET });
    throw err;
  }
}

/** address_tax_codes: the tax code of each shipping address. */
export const addressTaxCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  const db = app.db;
  const tags = ['companies'];

  app.get('/address_tax_codes/', { schema: { tags, summary: 'Tax codes of your shipping addresses', querystring: addressTaxCodeListQuery, response: { 200: pagedSchema(addressTaxCodeSchema) } } }, async (request) => {
    const scope = scopeOf(request);
    const where = scope.where(addressTaxCodes, request.query.address ? eq(addressTaxCodes.addressId, request.query.address) : undefined);
    const page = pageOf(request.query);
    const rows = await db.select().from(addressTaxCodes).where(where).orderBy(asc(addressTaxCodes.id)).limit(page.limit).offset(page.offset);
    const [{ n }] = await db.select({ n: count() }).from(addressTaxCodes).where(where);
    return pagedResponse(request, page, n, await views(db, scope, rows));
  });

  app.post('/address_tax_codes/', { schema: { tags, summary: 'Give a shipping address its tax code', body: addressTaxCodeBody, response: { 201: addressTaxCodeSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const b = request.body;
    await checkRefs(db, scope, b.address, b.tax_code);
    const [row] = await unique(() => db.insert(addressTaxCodes).values({ companyId: scope.companyId, addressId: b.address, taxCodeId: b.tax_code }).returning());
    return reply.status(201).send((await views(db, scope, [row]))[0]);
  });

  app.put('/address_tax_codes/:id/', { schema: { tags, summary: 'Change the tax code of a shipping address', params: idParamsSchema, body: addressTaxCodeBody, response: { 200: addressTaxCodeSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const b = request.body;
    const where = scope.where(addressTaxCodes, eq(addressTaxCodes.id, request.params.id));
    const [existing] = await db.select({ id: addressTaxCodes.id }).from(addressTaxCodes).where(where);
    if (!existing) throw notFound();
    await checkRefs(db, scope, b.address, b.tax_code);
    const [row] = await unique(() => db.update(addressTaxCodes).set({ addressId: b.address, taxCodeId: b.tax_code }).where(where).returning());
    return (await views(db, scope, [row]))[0];
  });

  app.delete('/address_tax_codes/:id/', { schema: { tags, summary: 'Clear the tax code of a shipping address', params: idParamsSchema } }, async (request, reply) => {
    const deleted = await db.delete(addressTaxCodes).where(scopeOf(request).where(addressTaxCodes, eq(addressTaxCodes.id, request.params.id))).returning({ id: addressTaxCodes.id });
    if (!deleted.length) throw notFound();
    return reply.status(204).send();
  });
};
