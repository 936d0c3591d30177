/**
 * The OpenAPI document, generated from the routes' zod schemas, served at /api/docs with
 * Swagger UI, under the shop's CSP relaxed for inline styles on these pages only.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serverRequire } from '../server-files';

/**
 * Swagger UI's own files (its script, styles and logo), in its package folder. The plugin is
 * bundled into apps/server/dist (decision 095), where it would look for them beside the bundle.
 */
const swaggerUiFiles = join(dirname(serverRequire.resolve('@fastify/swagger-ui/package.json')), 'static');

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Maker parts shop API',
        version: '1.0.0',
        description: 'REST API under /api/v1. Money in rupees.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'shop_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    baseDir: swaggerUiFiles,
    logo: { type: 'image/svg+xml', content: readFileSync(join(swaggerUiFiles, 'logo.svg')) },
    // Swagger UI sets inline styles from its script; its pages alone may, scripts stay 'self' (decision 009).
    transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
}
