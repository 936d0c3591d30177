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
/**
 * Replies built in memory up to this many bytes are compressed in one synchronous call; larger
 * ones, and streams, go through zlib's stream pipeline on the thread pool. The plugin's default
 * on two cores is 8 KB, so a page of search results or listing cards (15–25 KB) took the
 * pipeline: its streams, their teardown and the thread hand-offs cost more CPU than compressing
 * (0.45 ms of a search's ~2.7 ms of server CPU, by a CPU profile of 1,050 searches; the
 * compression itself ~0.1 ms). On two cores the thread pool runs beside PostgreSQL and the
 * other requests anyway, so nothing is gained by leaving the event loop for it.
 */
export const COMPRESS_SYNC_MAX_BYTES = 256 * 1024;

/** Registers compression for every route registered after it. Register it before the routes. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    encodings: ['br', 'gzip'],
    // Replies only: request bodies stay plain JSON (decision 009); a compressed one is refused, never inflated.
    globalDecompression: false,
  });
}
