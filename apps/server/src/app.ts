/**
 * Builds the Fastify app: infrastructure plugins (security headers, compression, U+0000 guard, docs, auth),
 * then the API modules under /api/v1 behind the JSON-only and Origin guard, then the sandbox
 * payment pages and the web app. Takes an open database and the configuration; starts no
 * listener (server.ts does), so tests drive it with app.inject. `options` lets tests read the
 * log lines and serve a web app of their own.
 */
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { dataPaths } from './data-dir';
import type { Db, ReadPools } from './db/client';
import { ReadAdmission } from './db/read-admission';
import { CatalogReads } from './db/replica-route';
import { registerMetrics } from './plugins/metrics.plugin';
import { registerReadiness } from './plugins/readiness.plugin';
import { paymentsSandboxEnabled, type Env } from './env';
import { systemClock, type Clock } from './lib/clock';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { registerDataExportJob } from './flows/customer-data-export.flow';
import { registerStockAlertJobs } from './modules/stock-alerts/stock-alerts.jobs';
import { stockAlertsRoutes } from './modules/stock-alerts/stock-alerts.routes';
import { newsRoutes } from './modules/news/news.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { googleAuthRoutes } from './modules/google-auth/google-auth.routes';
import { customersRoutes } from './modules/accounts/customers.routes';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes';
import { staffAccountsRoutes } from './modules/admin-auth/staff-accounts.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { publishedPost } from './modules/blog/blog.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { cartsRoutes } from './modules/carts/carts.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { searchRoutes } from './modules/search/search.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { stockRoutes } from './modules/inventory/stock.routes';
import { serviceAreasRoutes } from './modules/locations/service-areas.routes';
import { homePicksRoutes } from './modules/catalog/home-picks.routes';
import { productAdminRoutes } from './modules/catalog/product-admin.routes';
import { configureCountKeep, configureListingCache } from './modules/catalog/catalog.service';
import { configureInventoryTotals } from './modules/inventory/inventory-totals.cache';
import { configureSettlement } from './modules/payments/settlement.service';
import { orderPaid } from './flows/order-paid.flow';
import { createJobRunner, type JobRunner } from './modules/jobs/jobs.runner';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { shopIpPlace } from './modules/locations/locations.service';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { registerInvoiceJobs } from './modules/invoices/invoices.service';
import { BULK_QUOTE_MAIL, registerMailJobs } from './modules/mail/mail.service';
import { quotePdfAttachment } from './modules/enquiries/bulk-quotes.service';
import { ordersRoutes } from './modules/orders/orders.routes';
import { bulkOrdersRoutes } from './modules/orders/bulk-orders.routes';
import { registerPaymentJobs } from './modules/payments/payments.jobs';
import { registerShipmentJobs } from './flows/shipment-work.flow';
import { registerUploadSweep } from './flows/sweep-unused-uploads.flow';
import { shipmentsRoutes } from './modules/shipments/shipments.routes';
import { orderDetailRoutes } from './modules/orders/order-detail.routes';
import { getSettings } from './modules/settings/settings.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { supportRoutes } from './modules/support/support.routes';
import { enquiriesRoutes } from './modules/enquiries/enquiries.routes';
import { returnsRoutes } from './modules/returns/returns.routes';
import { wholesaleRoutes } from './modules/wholesale/wholesale.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { keptCategories, pageCacheKey, pageCachePolicyOf, pageReads, renderPage } from './modules/seo/seo.service';
import { registerApiDocs } from './plugins/api-docs.plugin';
import { registerApiRequestGuard } from './plugins/api-request-guard.plugin';
import { authPlugin } from './plugins/auth.plugin';
import { registerCompression } from './plugins/compression.plugin';
import { registerHttpCache } from './plugins/http-cache.plugin';
import { newRequestId, registerRequestIdHeader } from './plugins/request-id.plugin';
import { acceptEmptyJsonBody } from './plugins/empty-json-body.plugin';
import { frameworkErrorReply, registerErrorHandler } from './plugins/error-handler.plugin';
import { loggerOptions, requestLogger } from './plugins/logger.config';
import { nulGuard } from './plugins/nul-guard.plugin';
import { rateLimitPlugin } from './plugins/rate-limit.plugin';
import type { RateLimitStore } from './plugins/rate-limit.store';
import { registerSecurityHeaders } from './plugins/security-headers.plugin';
import { createPageCache } from './plugins/page.cache';
import { registerWebApp } from './plugins/web-app.plugin';
import { devMailboxPages } from './providers/mail/dev-mailbox/dev-mailbox.pages';
import { createMailTransport } from './providers/mail/mail-transport.config';
import type { MailTransport } from './providers/mail/mail-transport.contract';
import { buildCourier } from './providers/courier/courier.config';
import type { Courier } from './providers/courier/courier.contract';
import { buildMediaStore, mediaImageOrigins } from './providers/media-store/media-store.config';
import type { MediaStore } from './providers/media-store/media-store.contract';
import { buildIpGeolocator } from './providers/ip-geolocation/ip-geolocator.config';
import type { IpGeolocator } from './providers/ip-geolocation/ip-geolocator.contract';
import { buildPaymentRegistry, type PaymentRegistry } from './providers/payments/gateways.config';
import { sandboxPages } from './providers/payments/sandbox/sandbox.pages';
import { cashfreeCheckoutPage } from './providers/payments/cashfree/cashfree-checkout.page';
import { cashfreeConfig, phonepeConfig } from './providers/payments/payments.config';
import { buildGoogleSignIn } from './providers/openid/openid-sign-in.config';
import type { OpenIdSignIn } from './providers/openid/openid-sign-in.contract';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /**
     * Where the catalogue's reads go: the variable-cost ones (listing, search, suggestions) on a
     * pool of their own (decision 083), and with a read replica those and the fixed-cost ones
     * (product page, sitemap) on the replica while it answers (decision 087).
     */
    catalogReads: CatalogReads;
    /** How many catalogue reads run at once in this process, and how long one may wait (decision 083). */
    catalogAdmission: ReadAdmission;
    config: AppConfig;
    /** Where uploaded pictures go (DATA_DIR/uploads or an S3-compatible bucket, docs/decisions/035, 038). */
    mediaStore: MediaStore;
    /** The payment gateways configured, by name and by method. */
    payments: PaymentRegistry;
    /** The time rules read (lib/clock.ts). */
    clock: Clock;
    /** Background jobs: register handlers, run due jobs (modules/jobs/jobs.runner.ts). */
    jobs: JobRunner;
    /** Where mail goes: SMTP or the development mailbox (providers/mail). */
    mailer: MailTransport;
    /** Where a visitor's IP address is: a real service, the sandbox, or none (providers/ip-geolocation). */
    ipGeolocator: IpGeolocator | undefined;
    /** Shipping rates and shipments: Delhivery, the sandbox or none (providers/courier); none = the standard charge of the settings, no shipments. */
    courier: Courier | undefined;
    /** Google sign-in (OpenID Connect), or undefined when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set. */
    googleSignIn: OpenIdSignIn | undefined;
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
  /** The clock rules read; the system clock unless a test passes a manual one. */
  clock?: Clock;
  /** Where rate-limit counters live: Redis when given, memory otherwise (plugins/rate-limit.store.ts). */
  rateLimitStore?: RateLimitStore;
  /** Products per sitemap file (45,000 unless a test passes fewer, to see the sitemap index). */
  sitemapMaxProducts?: number;
}

export interface BuildOptions {
  /** Receives the log lines instead of stdout. */
  logStream?: DestinationStream;
  /** The built web app to serve; apps/web/dist by default. */
  webDist?: string;
  /** How long a page's server render may take to start before the page goes out client-rendered (5 s by default). */
  ssrShellTimeoutMs?: number;
  /** Where the catalogue's listing, search and suggestion reads go (Database.catalogReads); `db` by default. */
  catalogReads?: Db;
  /** The read replica's pools (Database.replica, DATABASE_READ_URL): the catalogue's reads go there while it answers. */
  replica?: ReadPools;
}

/** The API modules' routes, registered under /api/v1 in this order. */
const API_ROUTES = [
  catalogRoutes,
  stockRoutes,
  searchRoutes,
  productAdminRoutes,
  homePicksRoutes,
  accountsRoutes,
  passwordResetRoutes,
  googleAuthRoutes,
  customersRoutes,
  addressesRoutes,
  adminAuthRoutes,
  locationsRoutes,
  ordersRoutes,
  bulkOrdersRoutes,
  trackingRoutes,
  shipmentsRoutes,
  orderDetailRoutes,
  pricingRoutes,
  cartsRoutes,
  paymentsRoutes,
  settingsRoutes,
  jobsRoutes,
  reviewsRoutes,
  couponsRoutes,
  wholesaleRoutes,
  staffAccountsRoutes,
  auditRoutes,
  dashboardRoutes,
  invoicesRoutes,
  inventoryRoutes,
  serviceAreasRoutes,
  supportRoutes,
  enquiriesRoutes,
  returnsRoutes,
  stockAlertsRoutes,
  newsRoutes,
  contactRoutes,
  privacyRoutes,
  blogRoutes,
  newsletterRoutes,
];

export async function buildApp(db: Db, config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createFastify(config, options);
  app.decorate('db', db);
  app.decorate(
    'catalogReads',
    new CatalogReads({ statements: db, catalog: options.catalogReads ?? db }, options.replica, {
      maxLagSeconds: config.env.DATABASE_READ_MAX_LAG_SECONDS,
      onChange: (message, level) => app.log[level](message),
    }),
  );
  app.decorate(
    'catalogAdmission',
    new ReadAdmission(config.env.CATALOG_READS_IN_FLIGHT, config.env.CATALOG_READS_MAX_WAIT_MS),
  );
  // The listing cache and the kept counts are per database object; the catalogue pool's reads
  // (decision 083) are a second one on PostgreSQL and must follow the same settings.
  for (const reads of new Set([db, ...app.catalogReads.pools])) {
    configureListingCache(reads, config.env.LISTING_CACHE_MS);
    configureCountKeep(reads, config.env.LISTING_COUNT_KEEP_MS);
  }
  configureInventoryTotals(db, config.env.INVENTORY_TOTALS_KEEP_MS);
  configureSettlement({ orderPaid });
  app.decorate('config', config);
  await decorateProviders(app, db, config);
  startJobs(app, config.env.JOBS_LEASE_SECONDS * 1000);
  registerErrorHandler(app);
  registerMetrics(app, db, { token: config.env.METRICS_PORT ? undefined : config.env.METRICS_TOKEN });
  await registerInfrastructure(app, config);
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  registerReadiness(app, db, config.rateLimitStore?.redis, app.catalogReads);
  await app.register(
    async (api) => {
      registerApiRequestGuard(api, { publicUrl: config.publicUrl, development: config.env.NODE_ENV === 'development' });
      acceptEmptyJsonBody(api);
      // Multipart bodies are read only by the routes that take files (config.multipart), with their own limits.
      await api.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 11 } });
      for (const routes of API_ROUTES) await api.register(routes);
    },
    { prefix: '/api/v1' },
  );
  await registerPages(app, db, config, options);
  return app;
}

/**
 * Every schema is zod's: Fastify's default compilers (Ajv, fast-json-stringify) are never loaded,
 * ~100 ms of a start (docs/decisions/090). Fastify's type for the factories names Ajv's compile
 * signature, hence the cast; at run time a factory returns the route's compiler.
 */
const ZOD_SCHEMAS = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions['schemaController'];

/** The Fastify instance with its logger, body limit, framework error replies and trusted proxies. */
function createFastify(config: AppConfig, options: BuildOptions) {
  const logger = loggerOptions(config.env.LOG_LEVEL, options.logStream);
  return Fastify({
    logger,
    // Each request's logger, when there is logging (plugins/logger.config.ts).
    ...(logger ? { childLoggerFactory: requestLogger } : {}),
    bodyLimit: 1024 * 1024,
    // Unique across processes, and sent back in X-Request-Id (plugins/request-id.plugin.ts).
    genReqId: newRequestId,
    frameworkErrors: frameworkErrorReply,
    // X-Forwarded-For is believed only from the proxies listed in TRUST_PROXY (none by default).
    trustProxy: config.env.TRUST_PROXY.length > 0 ? config.env.TRUST_PROXY : false,
    schemaController: ZOD_SCHEMAS,
  }).withTypeProvider<ZodTypeProvider>();
}

/**
 * Decorates the app with the providers the configuration chooses: media store, payments, clock,
 * mailer, IP geolocation, courier, Google sign-in.
 */
async function decorateProviders(app: FastifyInstance, db: Db, config: AppConfig): Promise<void> {
  app.decorate('mediaStore', await buildMediaStore(config.env));
  app.decorate(
    'payments',
    buildPaymentRegistry(db, {
      sandbox: paymentsSandboxEnabled(config.env),
      sandboxSecret: config.sandboxPaymentSecret,
      cashfree: cashfreeConfig(config.env, config.publicUrl),
      phonepe: phonepeConfig(config.env, config.publicUrl),
    }),
  );
  app.decorate('clock', config.clock ?? systemClock);
  app.decorate('mailer', createMailTransport(config.env, db));
  app.decorate(
    'ipGeolocator',
    buildIpGeolocator(config.env, () => shopIpPlace(db)),
  );
  app.decorate(
    'courier',
    buildCourier(config.env, config.clock ?? systemClock, {
      stepSeconds: async () => (await getSettings(db)).sandboxCourierStepSeconds,
    }),
  );
  app.decorate('googleSignIn', buildGoogleSignIn(config.env, config.publicUrl));
}

/** The job runner (claims leased for `leaseMs`) with every module's job handlers; stopped (with the mailer closed) when the app closes. */
function startJobs(app: FastifyInstance, leaseMs: number): void {
  app.decorate('jobs', createJobRunner(app, { leaseMs }));
  registerMailJobs(app, {
    // A bulk quote's mail carries its PDF (issue 30, docs/decisions/077).
    [BULK_QUOTE_MAIL]: (data) => quotePdfAttachment(app.db, data, app.clock.now()),
  });
  registerPaymentJobs(app);
  registerInvoiceJobs(app);
  registerShipmentJobs(app);
  registerUploadSweep(app);
  registerStockAlertJobs(app);
  registerDataExportJob(app);
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    app.mailer.close();
  });
}

/** The request id header, security headers, HTTP caching, compression, the U+0000 guard, API docs, sessions and rate limits, before every route. */
async function registerInfrastructure(app: FastifyInstance, config: AppConfig): Promise<void> {
  registerRequestIdHeader(app);
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, imageOrigins: mediaImageOrigins(config.env) });
  // Before compression: the ETag is of the plain body, and a 304 is never compressed (decision 085).
  registerHttpCache(app);
  // Before every route: compression hooks apply only to routes registered after the plugin.
  await registerCompression(app);
  await app.register(nulGuard);
  await registerApiDocs(app);
  await app.register(authPlugin, {
    secret: config.sessionSecret,
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  await app.register(rateLimitPlugin, config.rateLimitStore ?? {});
}

/** The pages outside the API: payment sandbox and Cashfree checkout, dev mailbox, SEO files and the web app. */
async function registerPages(app: FastifyInstance, db: Db, config: AppConfig, options: BuildOptions): Promise<void> {
  const cashfree = cashfreeConfig(config.env, config.publicUrl);
  // The sandbox's pages exist only while it is on: in production they would let anyone "pay".
  if (paymentsSandboxEnabled(config.env)) await app.register(sandboxPages, { secret: config.sandboxPaymentSecret });
  // Our page that opens Cashfree's hosted checkout with its JS SDK (docs/decisions/031).
  if (cashfree)
    await app.register(cashfreeCheckoutPage, {
      sdkUrl: cashfree.sdkUrl,
      mode: cashfree.mode,
      apiBaseUrl: cashfree.baseUrl,
    });
  // The mailbox shows customers' mail: development and tests only, never in production.
  if (config.env.NODE_ENV !== 'production') await app.register(devMailboxPages, { db });
  await app.register(seoRoutes, { publicUrl: config.publicUrl, sitemapMaxProducts: config.sitemapMaxProducts });
  // Rendered storefront pages, and the categories every page shows (their counts scan the
  // catalogue), are kept PAGE_CACHE_MS (docs/decisions/030).
  const pageCache = createPageCache(config.env.PAGE_CACHE_MS);
  const categoriesKept = keptCategories(config.env.PAGE_CACHE_MS);
  await registerWebApp(app, {
    uploadsDir: dataPaths(config.env.DATA_DIR).uploads,
    webDist: options.webDist,
    renderPage: (url, indexHtml, pageScripts) =>
      renderPage(
        pageReads(
          db,
          app.clock,
          categoriesKept,
          { blogPost: (slug) => publishedPost(db, slug) },
          { reads: app.catalogReads, admission: app.catalogAdmission },
        ),
        config.publicUrl,
        url,
        indexHtml,
        pageScripts,
      ),
    pageCache: pageCache && { cache: pageCache, keyOf: pageCacheKey },
    cachePolicyOf: pageCachePolicyOf,
    ssrShellTimeoutMs: options.ssrShellTimeoutMs,
  });
}
