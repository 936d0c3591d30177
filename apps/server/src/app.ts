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
import { paymentsSandboxEnabled, type Env } from './env';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { registerApiDocs } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerWebApp } from './plugins/web-app';
import { buildPaymentRegistry, type PaymentRegistry } from './providers/payments/payment-registry';
import { sandboxPages } from './providers/payments/sandbox/sandbox-pages';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** The payment gateways configured, by name and by method. */
    payments: PaymentRegistry;
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
}

export async function buildApp(db: Db, config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.env.LOG_LEVEL === 'silent' ? false : { level: config.env.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  const sandbox = paymentsSandboxEnabled(config.env);
  app.decorate('payments', buildPaymentRegistry(db, { sandbox, sandboxSecret: config.sandboxPaymentSecret }));
  registerErrorHandler(app);

  await registerApiDocs(app);
  await app.register(formbody);
  await app.register(authPlugin, {
    secret: config.sessionSecret,
    secureCookies: config.publicUrl.startsWith('https://'),
  });

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

  // The sandbox's pages exist only while it is on: in production they would let anyone "pay".
  if (sandbox) await app.register(sandboxPages, { secret: config.sandboxPaymentSecret });
  await registerWebApp(app, { uploadsDir: dataPaths(config.env.DATA_DIR).uploads });
  return app;
}
