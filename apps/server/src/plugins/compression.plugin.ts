/**
 * Compresses replies the server builds per request (API JSON, the pages' index.html, media SVGs)
 * with brotli or gzip, whichever the browser accepts (issue 6, "Speed on a phone": API replies
 * were sent uncompressed). Replies of 1 KB or less go as they are. Files under /assets are not
 * touched: the web build ships .br and .gz copies that @fastify/static sends with their
 * Content-Encoding already set, which this plugin leaves alone. Brotli at quality 4 (the
 * plugin's default) costs about as much CPU as gzip; clients that send no Accept-Encoding
 * (load generators, app.inject) get the plain reply at no cost.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies up to this many bytes are sent uncompressed: the framing would eat the gain. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Registers compression for every route registered after it. Register it before the routes. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Replies only: request bodies stay plain JSON (decision 009); a compressed one is refused, never inflated.
    globalDecompression: false,
  });
}
