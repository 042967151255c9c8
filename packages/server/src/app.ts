import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { userManagementRoutes } from './modules/accounts/management-routes';
import { accountRoutes } from './modules/accounts/routes';
import { companySwitchRoutes } from './modules/accounts/switching-routes';
import { authRoutes } from './modules/auth/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { priceFileRoutes } from './modules/catalogue/price-file-routes';
import { healthRoutes } from './modules/health/routes';
import { ssoRoutes } from './modules/sso/routes';
import { authPlugin } from './platform/auth';
import type { Config } from './platform/config';
import type { Database, Db } from './platform/db';
import { installErrorHandler } from './platform/errors';
import { createMailer, type Mailer } from './platform/mail';
import { registerOpenApi } from './platform/openapi';
import { registerWebApp } from './platform/static';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  webDist?: string;
}

/** Builds the app: platform plugins first, then each domain module under /api/v1. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: opts.config.logLevel },
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', opts.config);
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('mailer', opts.mailer ?? createMailer({ db: opts.database.db, smtpUrl: opts.config.smtpUrl, from: opts.config.mailFrom, log: app.log }));

  installErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(authPlugin);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(ssoRoutes);
      await api.register(accountRoutes);
      await api.register(userManagementRoutes);
      await api.register(companySwitchRoutes);
      await api.register(catalogueRoutes);
      await api.register(priceFileRoutes);
    },
    { prefix: '/api/v1' },
  );

  await registerWebApp(app, opts.webDist);
  return app;
}
