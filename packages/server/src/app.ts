import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { userManagementRoutes } from './modules/accounts/management-routes';
import { accountRoutes } from './modules/accounts/routes';
import { companySwitchRoutes } from './modules/accounts/switching-routes';
import { joinRequestRoutes } from './modules/accounts/join-requests';
import { authRoutes } from './modules/auth/routes';
import { addressRoutes } from './modules/companies/address-routes';
import { addressTaxCodeRoutes } from './modules/companies/address-tax-code-routes';
import { apiTokenRoutes } from './modules/companies/api-token-routes';
import { libraryRoutes } from './modules/companies/library-routes';
import { subscriptionRoutes } from './modules/companies/subscription-routes';
import { contactRoutes } from './modules/companies/contact-routes';
import { supplierRoutes } from './modules/companies/supplier-routes';
import { branchRoutes } from './modules/companies/branch-routes';
import { poNumberRoutes } from './modules/companies/po-number-routes';
import { companyRoutes } from './modules/companies/routes';
import { taxCodeRoutes } from './modules/companies/tax-code-routes';
import { userGroupRoutes } from './modules/companies/user-group-routes';
import { bomRoutes } from './modules/bom/routes';
import { cartProjectActions } from './modules/cart/actions';
import { cartRoutes } from './modules/cart/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { priceFileRoutes } from './modules/catalogue/price-file-routes';
import { healthRoutes } from './modules/health/routes';
import { warehouseRoutes } from './modules/warehouses/routes';
import { orderRoutes } from './modules/orders/routes';
import { quoteRoutes } from './modules/quotes/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { registerCatalogueScan } from './modules/catalogue/scan';
import { registerProjectScan } from './modules/projects/scan';
import { scanRegistryPlugin } from './modules/scanning/registry';
import { registerBinScan } from './modules/warehouses/scan';
import { registerAssetScan } from './modules/assets/scan';
import { registerShippingScan } from './modules/shipping/scan';
import { videoOrigins } from '@jobsite/core';
import { assetRoutes } from './modules/assets/routes';
import { shippingRoutes } from './modules/shipping/routes';
import { productListRoutes } from './modules/product-lists/routes';
import { jobSiteStockRoutes } from './modules/product-lists/stock-routes';
import { productListSellerRoutes } from './modules/product-lists/seller-routes';
import { registerProductListScan } from './modules/product-lists/scan';
import { fileRoutes } from './modules/files/routes';
import { scanningRoutes } from './modules/scanning/routes';
import { supportRoutes } from './modules/support/routes';
import { projectAccessRoutes } from './modules/projects/access-routes';
import { projectActions } from './modules/projects/actions';
import { projectRoutes } from './modules/projects/routes';
import { projectSearchRoutes } from './modules/projects/search-routes';
import { ssoRoutes } from './modules/sso/routes';
import { authPlugin } from './platform/auth';
import type { Config } from './platform/config';
import type { Database, Db } from './platform/db';
import { afterResponsePlugin } from './platform/after-response';
import { responseSerializerCompiler } from './platform/compiled-response';
import { installErrorHandler } from './platform/errors';
import { installInputGuards } from './platform/input-guards';
import { createMailer, type Mailer } from './platform/mail';
import { registerOpenApi } from './platform/openapi';
import { realtimePlugin } from './platform/realtime';
import { securityHeaders, sendSecurityHeaders } from './platform/security-headers';
import { registerWebApp, WEB_DIST } from './platform/static';
import { compressAnswers } from './platform/compress';
import { createStorage, type FileStorage } from './platform/storage';
import { requisitionRoutes } from './modules/requisitions/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { exportRoutes } from './modules/exports/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    storage: FileStorage;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  storage?: FileStorage;
  webDist?: string;
}

/** Fastify takes a hop count as a function of the hop index (its types leave out plain numbers). */
function trustProxyOption(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust ?? false;
}

const zodCompilers = { buildValidator: () => validatorCompiler, buildSerializer: () => responseSerializerCompiler };

/** Builds the app: platform plugins first, then each domain module under /api/v1. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: opts.config.logLevel },
    // One line per request costs time on every call: they are written at debug level (below).
    // (Fastify 5.12 takes this through a LogController; the top-level option is deprecated.)
    logController: new LogController({ disableRequestLogging: true }),
    // Forwarded headers only from configured proxies (TRUST_PROXY): a client must not choose its own address.
    trustProxy: trustProxyOption(opts.config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    // Signed download links carry their token in the path (modules/files): past the default 100.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 1024 },
    // Every schema is zod (the compilers are set below): given here, Fastify does not load Ajv and
    // its JSON Schema serializer at each start (about 0.05 s) for schemas we never write. Fastify
    // types these factories for Ajv's compilers, hence the cast.
    schemaController: { compilersFactory: zodCompilers as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'] },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // The zod serializer, except the hot lists' responses marked compiledResponse (decision record 023).
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('config', opts.config);
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('mailer', opts.mailer ?? createMailer({ db: opts.database.db, smtpUrl: opts.config.smtpUrl, from: opts.config.mailFrom, log: app.log }));
  app.decorate('storage', opts.storage ?? createStorage(opts.config.storage, opts.config.dataDir));

  installErrorHandler(app);
  await app.register(afterResponsePlugin);
  installInputGuards(app);
  // As in DRF, a body-less POST or DELETE is fine even when the client still sends
  // Content-Type: application/json (logout, delete). Fastify's own parser (with its
  // prototype-poisoning guards) reads every non-empty body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Access lines at LOG_LEVEL=debug only; errors are logged by the error handler at any level.
  if (['debug', 'trace'].includes(app.log.level)) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug({ method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime }, 'request completed');
    });
  }

  await app.register(fastifyCookie);
  sendSecurityHeaders(app, securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:', ...videoOrigins(opts.config.howToVideos ?? [])],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  }));
  await app.register(authPlugin);
  await registerOpenApi(app);
  await app.register(realtimePlugin, { webDist: opts.webDist ?? WEB_DIST });
  await app.register(scanRegistryPlugin);
  // What printed labels and typed codes resolve to, asked in this order (docs: modules/scanning/registry.ts).
  registerBinScan(app);
  registerAssetScan(app);
  registerShippingScan(app);
  registerCatalogueScan(app);
  registerProjectScan(app);
  registerProductListScan(app);

  await app.register(
    async (api) => {
      compressAnswers(api);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(ssoRoutes);
      await api.register(accountRoutes);
      await api.register(userManagementRoutes);
      await api.register(companySwitchRoutes);
      await api.register(joinRequestRoutes);
      await api.register(companyRoutes);
      await api.register(branchRoutes);
      await api.register(taxCodeRoutes);
      await api.register(addressRoutes);
      await api.register(userGroupRoutes);
      await api.register(poNumberRoutes);
      await api.register(warehouseRoutes);
      await api.register(apiTokenRoutes);
      await api.register(supplierRoutes);
      await api.register(contactRoutes);
      await api.register(libraryRoutes);
      await api.register(addressTaxCodeRoutes);
      await api.register(subscriptionRoutes);
      await api.register(notificationRoutes);
      await api.register(supportRoutes);
      await api.register(scanningRoutes);
      // The funcs of POST projects/{id}/: the project's own and the cart items' (decision record 020).
      await api.register(projectRoutes, { actions: [projectActions, cartProjectActions] });
      await api.register(projectSearchRoutes);
      await api.register(projectAccessRoutes);
      await api.register(catalogueRoutes);
      await api.register(priceFileRoutes);
      await api.register(cartRoutes);
      await api.register(bomRoutes);
      await api.register(orderRoutes);
      await api.register(quoteRoutes);
      await api.register(assetRoutes);
      await api.register(shippingRoutes);
      await api.register(productListRoutes);
      await api.register(jobSiteStockRoutes);
      await api.register(productListSellerRoutes);
      await api.register(fileRoutes);
      await api.register(requisitionRoutes);
      await api.register(dashboardRoutes);
      await api.register(exportRoutes);
    },
    { prefix: '/api/v1' },
  );

  await registerWebApp(app, opts.webDist);
  return app;
}
