import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyChoiceListResponse, companyChoiceQuery, signedInSchema, switchCompanyBody } from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { permissionDenied } from '../../platform/errors';
import { endSessionByHash, setSessionCompany } from '../../platform/sessions';
import { anyCompanies, findAccountById, findCompanyById, isMember, memberCompanies } from './queries';
import { accountView, signIn } from './service';

/** Which companies an account may act for, and switching the session between them. */
export const companySwitchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['accounts'];

  app.post(
    '/switch_company',
    {
      config: { allowHeld: true, personOnly: true },
      schema: {
        tags,
        summary: 'Act for another company you belong to (staff: any company); escape_refresh_token renews the session token',
        body: switchCompanyBody,
        response: { 200: signedInSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { company_id, escape_refresh_token } = request.body;
      const company = await findCompanyById(db, company_id);
      const allowed = company && (auth.account.isStaff || (await isMember(db, auth.account.id, company_id)));
      // A company you may not switch to looks the same whether or not it exists.
      if (!allowed) throw permissionDenied();
      if (escape_refresh_token) {
        await endSessionByHash(db, auth.tokenHash);
        return signIn(request, reply, auth.account, company_id);
      }
      await setSessionCompany(db, auth.tokenHash, company_id);
      const account = (await findAccountById(db, auth.account.id)) ?? auth.account;
      return { account: await accountView(db, account, company_id), ExpiryDate: auth.expiresAt.toISOString() };
    },
  );

  app.get(
    '/allowed_companies',
    { config: { allowHeld: true }, schema: { tags, summary: 'Companies you belong to', querystring: companyChoiceQuery, response: { 200: companyChoiceListResponse } } },
    async (request) => memberCompanies(db, authOf(request).account.id, request.query.search_text),
  );

  app.get(
    '/switchable_companies',
    {
      config: { allowHeld: true },
      schema: {
        tags,
        summary: 'Companies you can switch to from the current one (staff: any company matching search_text, at most 50)',
        querystring: companyChoiceQuery,
        response: { 200: companyChoiceListResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const search = request.query.search_text;
      const list = auth.account.isStaff ? await anyCompanies(db, search) : await memberCompanies(db, auth.account.id, search);
      return list.filter((c) => c.id !== auth.company.id);
    },
  );
};
