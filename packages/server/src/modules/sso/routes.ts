import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyIdParamsSchema, samlConfigBody, samlConfigResponse, samlStartBody, samlStartResponse } from '@jobsite/core';
import { badRequest, fieldErrors, notFound, throttled } from '../../platform/errors';
import { takeToken, type ThrottleRule } from '../../platform/throttle';
import { requireStaff } from '../../platform/permissions';
import { publicBaseUrl } from '../../platform/urls';
import { findCompanyById } from '../accounts/queries';
import { findAccountByEmail, signIn } from '../accounts/service';
import { deleteSamlConfiguration, findSamlConfiguration, type SamlConfigurationRow, saveSamlConfiguration } from './queries';
import { normalizeCertificate, type SamlSite, samlMetadata, serviceProviderUrls, startSamlLogin, verifySamlResponse } from './service';

export const SSO_NOT_SET_UP = 'Single sign-on is not set up for this account.';
export const SSO_FAILED = 'Single sign-on failed. Please try again or contact your administrator.';

/** Each start stores an AuthnRequest id: bounded per address. */
const samlStartsPerIp: ThrottleRule = { bucket: 'saml_start_ip', limit: 60, windowMs: 10 * 60 * 1000 };

const acsBody = z.object({ SAMLResponse: z.string().min(1).max(1_000_000), RelayState: z.string().max(2000).optional() });

/** SAML 2.0 single sign-on, one identity provider per company. */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const samlSiteOf = (request: FastifyRequest): SamlSite => ({ db, baseUrl: publicBaseUrl(request) });
  const tags = ['sso'];

  // Identity providers post the response as an HTML form; only this plugin reads form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1_100_000 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/sso/saml/',
    { config: { public: true }, schema: { tags, summary: "Where to send the browser to sign in with the company's identity provider", body: samlStartBody, response: { 200: samlStartResponse } } },
    async (request) => {
      if (!(await takeToken(db, samlStartsPerIp, request.ip))) throw throttled();
      const account = await findAccountByEmail(db, request.body.email);
      const url = account?.isActive ? await startSamlLogin(samlSiteOf(request), account.companyId) : null;
      if (!url) throw badRequest(SSO_NOT_SET_UP);
      return { url };
    },
  );

  app.post(
    '/sso/saml/:company_id/acs/',
    {
      config: { public: true, csrfExempt: true },
      schema: { tags, summary: 'Assertion consumer service: signs the user in and redirects to the single sign-on landing screen', params: companyIdParamsSchema, body: acsBody },
    },
    async (request, reply) => {
      const companyId = request.params.company_id;
      let email: string;
      try {
        email = await verifySamlResponse(samlSiteOf(request), companyId, request.body.SAMLResponse);
      } catch (err) {
        request.log.warn({ companyId, reason: (err as Error).message }, 'SAML response refused');
        throw badRequest(SSO_FAILED);
      }
      const account = await findAccountByEmail(db, email);
      // A company's IdP vouches only for that company's own users.
      if (!account || !account.isActive || account.companyId !== companyId) {
        request.log.warn({ companyId, email }, 'SAML response for an account the company does not employ');
        throw badRequest(SSO_FAILED);
      }
      await signIn(request, reply, account, companyId);
      return reply.redirect(`/sso?account_id=${account.id}`, 303);
    },
  );

  app.get(
    '/sso/saml/:company_id/metadata/',
    { config: { public: true }, schema: { tags, summary: 'Service-provider metadata (XML) for the IdP administrator', params: companyIdParamsSchema } },
    async (request, reply) => {
      const xml = await samlMetadata(samlSiteOf(request), request.params.company_id);
      if (!xml) throw notFound();
      return reply.type('application/samlmetadata+xml').send(xml);
    },
  );

  const configAnswer = (request: FastifyRequest, row: SamlConfigurationRow) => {
    const sp = serviceProviderUrls(publicBaseUrl(request), row.companyId);
    return {
      company_id: row.companyId,
      idp_entity_id: row.idpEntityId,
      sso_url: row.ssoUrl,
      certificate: row.certificate,
      sp_entity_id: sp.entityId,
      acs_url: sp.acsUrl,
      metadata_url: sp.metadataUrl,
    };
  };

  app.get(
    '/sso/saml/config/:company_id/',
    { preHandler: requireStaff, schema: { tags, summary: "A company's identity provider (staff)", params: companyIdParamsSchema, response: { 200: samlConfigResponse } } },
    async (request) => {
      const row = await findSamlConfiguration(db, request.params.company_id);
      if (!row) throw notFound();
      return configAnswer(request, row);
    },
  );

  app.put(
    '/sso/saml/config/:company_id/',
    { preHandler: requireStaff, schema: { tags, summary: "Set a company's identity provider (staff)", params: companyIdParamsSchema, body: samlConfigBody, response: { 200: samlConfigResponse } } },
    async (request) => {
      const companyId = request.params.company_id;
      if (!(await findCompanyById(db, companyId))) throw notFound();
      const certificate = normalizeCertificate(request.body.certificate);
      if (!certificate) throw fieldErrors({ certificate: 'Enter a valid X.509 certificate (PEM).' });
      const row = await saveSamlConfiguration(db, companyId, { idpEntityId: request.body.idp_entity_id, ssoUrl: request.body.sso_url, certificate });
      return configAnswer(request, row);
    },
  );

  app.delete(
    '/sso/saml/config/:company_id/',
    { preHandler: requireStaff, schema: { tags, summary: "Remove a company's identity provider (staff)", params: companyIdParamsSchema } },
    async (request, reply) => {
      if (!(await deleteSamlConfiguration(db, request.params.company_id))) throw notFound();
      return reply.status(204).send();
    },
  );
};
