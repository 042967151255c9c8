import { and, asc, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressInputSchema, addressPatchSchema, addressSchema, idParamsSchema, pagedSchema, searchListQuery } from '@jobsite/core';
import { addresses } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { addressView, createAddress, findAddress, patchAddress, replaceAddress } from './addresses';
import { requireCompanyPermission } from './access';

const SHIPPING = 'shipping';

function textMatch(search: string | undefined) {
  if (!search) return undefined;
  const p = containsPattern(search);
  return or(ilike(addresses.field1, p), ilike(addresses.city, p), ilike(addresses.zip, p), ilike(addresses.note, p), ilike(addresses.state, p));
}

const addressListQuery = searchListQuery.extend({ type: z.string().trim().max(40).optional() });

/** shippingaddresses CRUD, and the company's previous addresses (the address panel's list) with addresses patch. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['addresses'];
  const manageCompany = requireCompanyPermission('allow_manage_company');

  app.get(
    '/addresses/',
    { schema: { tags, summary: "Your company's previous addresses, newest first (search; type)", querystring: addressListQuery, response: { 200: pagedSchema(addressSchema) } } },
    async (request) => {
      const q = request.query;
      const where = scopeOf(request).where(addresses, textMatch(q.search), q.type ? eq(addresses.type, q.type) : undefined, ne(addresses.field1, ''));
      const page = pageOf(q);
      const rows = await db.select().from(addresses).where(where).orderBy(desc(addresses.id)).limit(page.limit).offset(page.offset);
      const [{ n }] = await db.select({ n: count() }).from(addresses).where(where);
      return pagedResponse(request, page, n, rows.map(addressView));
    },
  );

  app.patch(
    '/addresses/:id/',
    { schema: { tags, summary: 'Change some fields of an address; the result must still follow the country rules', params: idParamsSchema, body: addressPatchSchema, response: { 200: addressSchema } } },
    async (request) => addressView(await patchAddress(db, scopeOf(request), request.params.id, request.body)),
  );

  app.get(
    '/shippingaddresses/',
    { schema: { tags, summary: "Your company's shipping addresses", querystring: searchListQuery, response: { 200: pagedSchema(addressSchema) } } },
    async (request) => {
      const where = scopeOf(request).where(addresses, eq(addresses.type, SHIPPING), textMatch(request.query.search));
      const page = pageOf(request.query);
      const rows = await db.select().from(addresses).where(where).orderBy(asc(addresses.note), asc(addresses.id)).limit(page.limit).offset(page.offset);
      const [{ n }] = await db.select({ n: count() }).from(addresses).where(where);
      return pagedResponse(request, page, n, rows.map(addressView));
    },
  );

  app.post(
    '/shippingaddresses/',
    { preValidation: manageCompany, schema: { tags, summary: 'Add a shipping address', body: addressInputSchema, response: { 201: addressSchema } } },
    async (request, reply) => reply.status(201).send(addressView(await createAddress(db, scopeOf(request), request.body, SHIPPING))),
  );

  app.get(
    '/shippingaddresses/:id/',
    { schema: { tags, summary: 'A shipping address', params: idParamsSchema, response: { 200: addressSchema } } },
    async (request) => addressView(await findAddress(db, scopeOf(request), request.params.id, SHIPPING)),
  );

  app.put(
    '/shippingaddresses/:id/',
    { preValidation: manageCompany, schema: { tags, summary: 'Replace a shipping address', params: idParamsSchema, body: addressInputSchema, response: { 200: addressSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      await findAddress(db, scope, request.params.id, SHIPPING);
      return addressView(await replaceAddress(db, scope, request.params.id, request.body, SHIPPING));
    },
  );

  app.delete(
    '/shippingaddresses/:id/',
    { preValidation: manageCompany, schema: { tags, summary: 'Delete a shipping address', params: idParamsSchema } },
    async (request, reply) => {
      const deleted = await db
        .delete(addresses)
        .where(scopeOf(request).where(addresses, and(eq(addresses.id, request.params.id), eq(addresses.type, SHIPPING))))
        .returning({ id: addresses.id });
      if (!deleted.length) throw notFound();
      return reply.status(204).send();
    },
  );
};
