import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkCodeList,
  COMPANY_SEARCH_MIN,
  companyBriefSchema,
  companyJoinDetailsSchema,
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
import { authOf } from '../../platform/auth';
import { fieldErrors, notFound, permissionDenied, throttled } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { takeToken, type ThrottleRule } from '../../platform/throttle';
import { isMember } from '../accounts/queries';
import { refuseUnusedSetting, requireCompanyPermission } from './access';
import { mayUseGrant } from '../../platform/permissions';
import { listCompanies } from './queries';
import { type CompanyRow, companyView, findCompany, registerCompany, updateCompanyProfile, updateCompanySettings } from './service';

const registrationsPerIp: ThrottleRule = { bucket: 'company_registration_ip', limit: 20, windowMs: 60 * 60 * 1000 };
/** Anonymous look-ups of a join link's company: plenty for a crew opening it, too few to walk the ids. */
const joinDetailsPerIp: ThrottleRule = { bucket: 'company_join_details_ip', limit: 100, windowMs: 60 * 60 * 1000 };

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
      if (!request.auth && !(await takeToken(db, registrationsPerIp, request.ip))) throw throttled();
      return reply.status(201).send(await registerCompany(db, app.config.sessionSecret, request.body));
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
    '/companies/:id/join_details/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The join link's company (/register_one/{id}/), publicly: its name and whether it uses two-way authentication, nothing else; 404 for no such company",
        params: idParamsSchema,
        response: { 200: companyJoinDetailsSchema },
      },
    },
    async (request) => {
      if (!request.auth && !(await takeToken(db, joinDetailsPerIp, request.ip))) throw throttled();
      const company = await findCompany(db, request.params.id);
      if (!company) throw notFound();
      return { id: company.id, name: company.name, two_way_authentication_enabled: company.twoWayAuthenticationEnabled };
    },
  );

  app.get(
    '/ListCompany/',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Search the company directory: search (more than 3 characters), similar_to (names like it: the similar-company check), type, system_type, web_url; include_unverified also lists companies staff have not verified yet (registration asks for it). Companies without an active member are listed to staff only',
        querystring: listCompanyQuery,
        response: { 200: pagedSchema(companyBriefSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      // Self-registered companies start unverified and only staff or the CLI verify them: registration
      // (joining, the similar-company check) asks for them too, or nobody could find a new company to join.
      if (q.search !== undefined && q.search.length > 0 && q.search.length < COMPANY_SEARCH_MIN) throw fieldErrors({ search: companySearchTooShort });
      const webUrl = q.web_url ? normalizeWebsite(q.web_url) : '';
      // Anonymous callers look companies up; they do not page through the whole directory.
      if (!request.auth && !q.search && !webUrl && !q.similar_to) throw fieldErrors({ search: companySearchTooShort });
      const page = pageOf(q);
      const { count, results } = await listCompanies(
        db,
        {
          search: q.search || undefined,
          similarTo: q.similar_to,
          type: q.type,
          systemType: q.system_type,
          includeUnverified: q.include_unverified === true,
          webUrl: webUrl || undefined,
          // staff see every company; anyone else is offered only companies someone can let them into
          withMembers: !request.auth?.account.isStaff,
        },
        page,
      );
      return pagedResponse(request, page, count, results);
    },
  );

  app.post(
    '/update_company/',
    { preValidation: manageCompany, schema: { tags, summary: "Change the current company's profile and address", body: updateCompanyBody, response: { 200: companySchema } } },
    async (request) => {
      return updateCompanyProfile(db, scopeOf(request), request.body);
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
      // who signs in how, and who joins without approval, are a person's decisions, as users and groups are
      if ((b.two_way_authentication_enabled !== undefined || b.email_domains !== undefined) && auth.apiTokenId !== undefined) throw permissionDenied(API_TOKEN_FORBIDDEN_MESSAGE);
      // Who joins without approval is a user manager's decision.
      if (b.email_domains !== undefined && !mayUseGrant(request, 'allow_manage_users')) throw permissionDenied();
      // Popular phase and cost codes are a contractor's: a supplier's are refused, by the named company's type.
      if (b.popular_phase_codes !== undefined || b.popular_cost_codes !== undefined) refuseUnusedSetting(company.systemType, 'popular_codes');
      // Nothing to change (an empty body): the settings as they are.
      if (Object.values(b).every((v) => v === undefined)) return settingsView(company);
      const phaseProblem = b.popular_phase_codes && checkCodeList(b.popular_phase_codes, 'phase');
      if (phaseProblem) throw fieldErrors({ popular_phase_codes: phaseProblem });
      const costProblem = b.popular_cost_codes && checkCodeList(b.popular_cost_codes, 'cost');
      if (costProblem) throw fieldErrors({ popular_cost_codes: costProblem });
      const row = await updateCompanySettings(db, company.id, {
          procurementServices: b.procurement_services,
          toolServices: b.tool_services,
          prefabServices: b.prefab_services,
          inventoryServices: b.inventory_services,
          tempPowerServices: b.temp_power_services,
          twoWayAuthenticationEnabled: b.two_way_authentication_enabled,
          popularPhaseCodes: b.popular_phase_codes,
          popularCostCodes: b.popular_cost_codes,
          emailDomains: b.email_domains,
        });
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
