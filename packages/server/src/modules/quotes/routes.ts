import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idParamsSchema, pagedQuotesSchema, purchaseQuoteSchema, QUOTE_ACTIONS, quoteDetailSchema, quoteListQuerySchema, quoteResponseSchema, quoteUpdateSchema, requestQuoteSchema } from '@jobsite/core';
import { notFound, permissionDenied } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { refuseHiddenMaterial } from '../cart/actions';
import { orderCallerOf } from '../orders/caller';
import { findProject } from '../projects/queries';
import { registerProjectDeletionGuard } from '../projects/registry';
import { quotes } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import { offAppSupplierEmails, quoteRequestMail } from './mail';
import { actOnQuote, findQuote, listQuotes, purchaseQuote, quoteDetail, requestQuote, respondToQuote, updateQuote } from './service';

registerProjectDeletionGuard({
  name: 'quotes',
  async check(tx, project) {
    const [row] = await tx.select({ id: quotes.id }).from(quotes).where(and(eq(quotes.companyId, project.companyId), eq(quotes.projectId, project.id))).limit(1);
    return row ? 'This project has quotes.' : null;
  },
});

const tags = ['quotes'];
const actionParams = z.object({ id: idParamsSchema.shape.id, action: z.enum(QUOTE_ACTIONS) });

/**
 * Quotes on both sides: the buyer asks suppliers to price BOM lines (buyer_quotes), each
 * supplier answers in the app (quotes), the buyer buys from one and gets a pending order.
 */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post(
    '/projects/:id/request_quote/',
    { preValidation: refuseHiddenMaterial, schema: { tags, summary: 'A quote (being edited) for BOM lines, to the suppliers chosen', params: idParamsSchema, body: requestQuoteSchema, response: { 201: quoteDetailSchema } } },
    async (request, reply) => {
      const caller = await orderCallerOf(request);
      if (caller.side !== 'buyer') throw permissionDenied('Only the buyer can request quotes.');
      const id = await db.transaction(async (tx) => {
        const project = await findProject(tx, scopeOf(request), request.params.id);
        if (!project) throw notFound();
        return requestQuote(tx, caller, project, request.body);
      });
      return reply.status(201).send(await quoteDetail(db, caller, (await findQuote(db, caller, id))!));
    },
  );

  app.get('/quotes/', { schema: { tags, summary: "Quotes: a buyer's requests or those sent to a supplier (status: default editing, active; search; date_limit: default 90 days, 0 for all time)", querystring: quoteListQuerySchema, response: { 200: pagedQuotesSchema } } }, async (request) => {
    const caller = await orderCallerOf(request);
    const page = pageOf(request.query);
    const { count, results } = await listQuotes(db, caller, request.query, page);
    return pagedResponse(request, page, count, results);
  });

  app.get('/quotes/:id/', { schema: { tags, summary: "A quote with each line's prices by supplier (a supplier sees only its own)", params: idParamsSchema, response: { 200: quoteDetailSchema } } }, async (request) => {
    const caller = await orderCallerOf(request);
    const quote = await findQuote(db, caller, request.params.id);
    if (!quote) throw notFound();
    return quoteDetail(db, caller, quote);
  });

  const change = async <T>(request: { params: { id: number } } & Parameters<typeof orderCallerOf>[0], run: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], caller: Awaited<ReturnType<typeof orderCallerOf>>, quote: NonNullable<Awaited<ReturnType<typeof findQuote>>>) => Promise<T>) => {
    const caller = await orderCallerOf(request);
    const result = await db.transaction(async (tx) => {
      const quote = await findQuote(tx, caller, request.params.id, true);
      if (!quote) throw notFound();
      return run(tx, caller, quote);
    });
    return { caller, result };
  };

  app.patch('/quotes/:id/', { schema: { tags, summary: 'Change a quote being edited: name, need-by date, notes, suppliers', params: idParamsSchema, body: quoteUpdateSchema, response: { 200: quoteDetailSchema } } }, async (request) => {
    const { caller } = await change(request, (tx, c, q) => updateQuote(tx, c, q, request.body));
    return quoteDetail(db, caller, (await findQuote(db, caller, request.params.id))!);
  });

  app.post(
    '/quotes/:id/respond/',
    {
      schema: {
        tags,
        summary: "A supplier's prices and lead times per line, or its decline: the supplier's own, or one outside the app's, typed in by the buyer",
        description: [
          'A supplier in the app answers for itself, without quote_supplier_id, while the quote is active.',
          'A supplier outside the app answers the buyer by phone or mail: the buyer (who asked for the quote, or holds Allow Edit All Orders) types its answer in, naming it by quote_supplier_id (one of the suppliers asked).',
          'The answer is checked and stored as a supplier\'s own, becomes Priced or Declined and can be bought from; the detail answers who entered it (suppliers[].entered_by) and which answers the caller may enter (enter_answer_for).',
          "Refused with 403 for a supplier in the app (it answers itself) and for a user who may not change the quote; 404 for another company's quote; 409 once the quote is no longer active; 400 at quote_supplier_id without one, or with one not asked.",
        ].join(' '),
        params: idParamsSchema,
        body: quoteResponseSchema,
        response: { 200: quoteDetailSchema },
      },
    },
    async (request) => {
      const { caller } = await change(request, (tx, c, q) => respondToQuote(tx, c, q, request.body));
      return quoteDetail(db, caller, (await findQuote(db, caller, request.params.id))!);
    },
  );

  app.post(
    '/quotes/:id/purchase/',
    { schema: { tags, summary: "Buy from one supplier: its answer becomes a pending purchase order at the quoted prices", params: idParamsSchema, body: purchaseQuoteSchema, response: { 200: quoteDetailSchema } } },
    async (request) => {
      const { caller } = await change(request, (tx, c, q) => purchaseQuote(tx, c, q, request.body.quote_supplier_id));
      return quoteDetail(db, caller, (await findQuote(db, caller, request.params.id))!);
    },
  );

  app.post('/quotes/:id/:action/', { schema: { tags, summary: 'send, archive or cancel a quote (buyer)', params: actionParams, body: z.object({}).optional(), response: { 200: quoteDetailSchema } } }, async (request) => {
    const { caller } = await change(request, (tx, c, q) => actOnQuote(tx, c, q, request.params.action));
    const detail = await quoteDetail(db, caller, (await findQuote(db, caller, request.params.id))!);
    if (request.params.action === 'send') {
      // a supplier not in the app hears of the request only by mail, as a submitted order's PDF goes out
      const sender = { name: caller.name, email: authOf(request).account.email };
      for (const to of await offAppSupplierEmails(db, detail.id)) app.afterResponse.run('quote request mail', () => app.mailer.send(quoteRequestMail(detail, to, sender)));
    }
    return detail;
  });
};
