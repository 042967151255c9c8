import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkCodeList,
  COMPANY_SEARCH_MIN,
  companyBriefSchema,
  companyListQuery,
  API_TOKEN_FORBIDDEN_MESSAGE,
  companySchema,
  createdCompanySchema,
  companySearchTooShort,
  companySettingsQuery,
  companySettingsSchema,
  countryRules,
  countryRuleSchema,
  createCompanyBody,
  idParamsSchema,
  listCompanyQuery,
  normalizeWebsite,
  pagedSchema,
  STAFF_ONLY_SETTINGS,
  updateCompanyBody,
  updateCompanySettingsBody,
} from '@jobsite/core';
import { companies } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import { fieldErrors, notFound, permissionDenied, throttled } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { companyScope, scopeOf } from '../../platform/scope';
import { hashToken } from '../../platform/sessions';
import { takeToken, type ThrottleRule } from '../../platform/throttle';
import { isMember } from '../accounts/queries';
import { mayUseCompanyPermission, requireCompanyPermission } from './access';
import { upsertOwnedAddress } from './addresses';
import { companyWithWebsite, listCompanies } from './queries';
import { type CompanyRow, companyView, createCompany, findCompany } from './service';

const DUPLICATE_WEBSITE = 'A company with this website already exists.';
const registrationsPerIp: ThrottleRule = { bucket: 'company_registration_ip', limit: 20, windowMs: 60 * 60 * 1000 };

function settingsView(c: CompanyRow) {
  return {
    company_id: c.id,
    procurement_services: c.procurementServices,
    tool_services: c.toolServices,
    prefab_services: c.prefabServices,
    inventory_services: c.inventoryServices,
    temp_power_services: c.tempPowerServices,
    two_way_authentication_enabled: c.twoWayAuthenticationEnabled,
    popular_phase_codes: c.popularPhaseCodes,
    popular_cost_codes: c.popularCostCodes,
    email_domains: c.emailDomains,
  };
}

/** The company a settings call is about: the current one, or (staff only) any company id. */
async function settingsCompany(request: FastifyRequest, companyId: number | undefined): Promise<CompanyRow> {
  const auth = authOf(request);
  if (companyId !== undefined && companyId !== auth.company.id && !auth.account.isStaff) throw permissionDenied();
  const company = await findCompany(request.server.db, companyId ?? auth.company.id);
  if (!company) throw notFound();
  return company;
}

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['companies'];
  const manageCompany = requireCompanyPermission('allow_manage_company');

  app.get(
    '/companies/',
    {
      schema: { tags, summary: 'Companies you may act for (staff: every company)', querystring: companyListQuery, response: { 200: pagedSchema(companyBriefSchema) } },
    },
    async (request) => {
      const auth = authOf(request);
      const page = pageOf(request.query);
      const { count, results } = await listCompanies(
        db,
        { search: request.query.search, includeUnverified: true, memberAccountId: auth.account.isStaff ? undefined : auth.account.id },
        page,
      );
      return pagedResponse(request, page, count, results);
    },
  );

  app.post(
    '/companies/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Register a company (anonymous self-registration allowed); it starts unverified. POST accounts/ then creates its first user.',
        body: createCompanyBody,
        response: { 201: createdCompanySchema },
      },
    },
    async (request, reply) => {
      const b = request.body;
      if (!request.auth && !(await takeToken(db, registrationsPerIp, request.ip))) throw throttled();
      if (await companyWithWebsite(db, b.website_URL)) throw fieldErrors({ website_URL: DUPLICATE_WEBSITE });
      const founderToken = randomBytes(24).toString('hex');
      const company = await db.transaction(async (tx) => {
        const created = await createCompany(tx, {
          name: b.name,
          description: b.description,
          websiteUrl: b.website_URL,
          type: b.type,
          systemType: b.system_type,
          address: b.address,
          isVerified: false,
        });
        await tx.update(companies).set({ founderTokenHash: hashToken(app.config.sessionSecret, founderToken) }).where(eq(companies.id, created.id));
        return created;
      });
      return reply.status(201).send({ ...(await companyView(db, company)), founder_token: founderToken });
    },
  );

  app.get(
    '/companies/:id/',
    { schema: { tags, summary: 'A company you belong to (staff: any company)', params: idParamsSchema, response: { 200: companySchema } } },
    async (request) => {
      const auth = authOf(request);
      const { id } = request.params;
      const visible = auth.account.isStaff || id === auth.company.id || (await isMember(db, auth.account.id, id));
      const company = visible ? await findCompany(db, id) : null;
      if (!company) throw notFound();
      return companyView(db, company);
    },
  );

  app.get(
    '/ListCompany/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Search the company directory: search (more than 3 characters), type, system_type, web_url; include_unverified for staff',
        querystring: listCompanyQuery,
        response: { 200: pagedSchema(companyBriefSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const isStaff = request.auth?.account.isStaff === true;
      if (q.include_unverified && !isStaff) throw permissionDenied();
      if (q.search !== undefined && q.search.length > 0 && q.search.length < COMPANY_SEARCH_MIN) throw fieldErrors({ search: companySearchTooShort });
      const webUrl = q.web_url ? normalizeWebsite(q.web_url) : '';
      // Anonymous callers look companies up; they do not page through the whole directory.
      if (!request.auth && !q.search && !webUrl) throw fieldErrors({ search: companySearchTooShort });
      const page = pageOf(q);
      const { count, results } = await listCompanies(
        db,
        { search: q.search || undefined, type: q.type, systemType: q.system_type, includeUnverified: q.include_unverified === true, webUrl: webUrl || undefined },
        page,
      );
      return pagedResponse(request, page, count, results);
    },
  );

  app.post(
    '/update_company/',
    { preValidation: manageCompany, schema: { tags, summary: "Change the current company's profile and address", body: updateCompanyBody, response: { 200: companySchema } } },
    async (request) => {
      const auth = authOf(request);
      const b = request.body;
      if (b.website_URL !== undefined) {
        const other = await companyWithWebsite(db, b.website_URL);
        if (other && other.id !== auth.company.id) throw fieldErrors({ website_URL: DUPLICATE_WEBSITE });
      }
      const updated = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(companies).where(eq(companies.id, auth.company.id));
        const addressId = await upsertOwnedAddress(tx, scopeOf(request), current.addressId, b.address, 'company');
        const changes = {
          name: b.name,
          description: b.description,
          websiteUrl: b.website_URL,
          websiteKey: b.website_URL === undefined ? undefined : normalizeWebsite(b.website_URL),
          type: b.type,
          addressId,
        };
        // An empty body changes nothing and answers the company as it is.
        if (Object.values(changes).every((v) => v === undefined)) return current;
        const [row] = await tx.update(companies).set(changes).where(eq(companies.id, auth.company.id)).returning();
        return row;
      });
      return companyView(db, updated);
    },
  );

  app.get(
    '/company_settings/',
    { schema: { tags, summary: 'Settings of the current company (staff: company_id of any company)', querystring: companySettingsQuery, response: { 200: companySettingsSchema } } },
    async (request) => settingsView(await settingsCompany(request, request.query.company_id)),
  );

  app.post(
    '/update_company_settings/',
    {
      preValidation: manageCompany,
      schema: {
        tags,
        summary: 'Change company settings: two-way authentication, popular phase and cost codes; service flags (staff). Staff may name company_id.',
        body: updateCompanySettingsBody,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { company_id, ...b } = request.body;
      const company = await settingsCompany(request, company_id);
      if (!auth.account.isStaff) {
        const forbidden = STAFF_ONLY_SETTINGS.filter((k) => b[k] !== undefined && b[k] !== company[camel(k)]);
        if (forbidden.length) throw permissionDenied('Only staff can change the services of a company.');
      }
      if (b.two_way_authentication_enabled !== undefined && auth.apiTokenId !== undefined) throw permissionDenied(API_TOKEN_FORBIDDEN_MESSAGE);
      // Who joins without approval is a user manager's decision.
      if (b.email_domains !== undefined && !(await mayUseCompanyPermission(request, 'allow_manage_users'))) throw permissionDenied();
      // Nothing to change (an empty body): the settings as they are.
      if (Object.values(b).every((v) => v === undefined)) return settingsView(company);
      const phaseProblem = b.popular_phase_codes && checkCodeList(b.popular_phase_codes, 'phase');
      if (phaseProblem) throw fieldErrors({ popular_phase_codes: phaseProblem });
      const costProblem = b.popular_cost_codes && checkCodeList(b.popular_cost_codes, 'cost');
      if (costProblem) throw fieldErrors({ popular_cost_codes: costProblem });
      const [row] = await db
        .update(companies)
        .set({
          procurementServices: b.procurement_services,
          toolServices: b.tool_services,
          prefabServices: b.prefab_services,
          inventoryServices: b.inventory_services,
          tempPowerServices: b.temp_power_services,
          twoWayAuthenticationEnabled: b.two_way_authentication_enabled,
          popularPhaseCodes: b.popular_phase_codes,
          popularCostCodes: b.popular_cost_codes,
          emailDomains: b.email_domains,
        })
        .where(companyScope(company.id).where({ companyId: companies.id }))
        .returning();
      return settingsView(row);
    },
  );

  app.get(
    '/RetrieveCountries/',
    { config: { public: true }, schema: { tags, summary: 'Countries with their zip pattern and whether a state is required', response: { 200: z.array(countryRuleSchema) } } },
    async () => countryRules(),
  );
};

const camelNames = {
  procurement_services: 'procurementServices',
  tool_services: 'toolServices',
  prefab_services: 'prefabServices',
  inventory_services: 'inventoryServices',
  temp_power_services: 'tempPowerServices',
} as const;
function camel(k: (typeof STAFF_ONLY_SETTINGS)[number]) {
  return camelNames[k];
}
