/**
 * Builds the Fastify app: infrastructure plugins, then the API modules under /api/v1, then the
 * sandbox payment pages and the web app. Takes an open database and the configuration; starts
 * no listener (server.ts does), so tests drive it with app.inject.
 */
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataPaths } from './data-dir';
import type { Db } from './db/client';
import type { Env } from './env';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { registerApiDocs } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { rateLimitPlugin } from './plugins/rate-limit';
import type { RateLimitStore } from './plugins/rate-limit-store';
import { registerErrorHandler } from './plugins/error-handler';
import { registerWebApp } from './plugins/web-app';
import type { PaymentGateway } from './providers/payments/payment-gateway';
import { createSandboxGateway } from './providers/payments/sandbox/sandbox-gateway';
import { sandboxPages } from './providers/payments/sandbox/sandbox-pages';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    paymentGateway: PaymentGateway;
  }
}

export interface AppConfig {
  env: Env;
  /** Signs session tokens. */
  sessionSecret: string;
  /** Signs and checks the sandbox gateway's notifications. */
  sandboxPaymentSecret: string;
  /** Origin for links the server builds (payment return pages). */
  publicUrl: string;
  /** Where rate-limit counters live: Redis when given, memory otherwise (plugins/rate-limit-store.ts). */
  rateLimitStore?: RateLimitStore;
}

export async function buildApp(db: Db, config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.env.LOG_LEVEL === 'silent' ? false : { level: config.env.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies listed in TRUST_PROXY (none by default).
    trustProxy: config.env.TRUST_PROXY.length > 0 ? config.env.TRUST_PROXY : false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('paymentGateway', createSandboxGateway(db, config.sandboxPaymentSecret));
  registerErrorHandler(app);

  await registerApiDocs(app);
  await app.register(formbody);
  await app.register(authPlugin, {
    secret: config.sessionSecret,
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  await app.register(rateLimitPlugin, config.rateLimitStore ?? {});

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  await app.register(
    async (api) => {
      await api.register(catalogRoutes);
      await api.register(accountsRoutes);
      await api.register(adminAuthRoutes);
      await api.register(locationsRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentsRoutes);
    },
    { prefix: '/api/v1' },
  );

  await app.register(sandboxPages, { secret: config.sandboxPaymentSecret });
  await registerWebApp(app, { uploadsDir: dataPaths(config.env.DATA_DIR).uploads });
  return app;
}
