/**
 * How V8 collects the server process's garbage (issue 6 "Scale", docs/decisions/050). Imported
 * first by server.ts, so it is in force before the server answers anything.
 *
 * V8 allocates objects from an allocation site straight into the old generation once most of
 * them have outlived a young-generation collection ("allocation-site pretenuring"). Under a load
 * of many requests in flight, the objects of requests still being answered (headers, loggers,
 * query parameters) outlive a collection, so V8 pretenured them, and then ~5 KB of every request's
 * garbage went to the old generation: after ~30 s at 1,000 searches a second it ran a full
 * mark-compact every 0.3–2 s, and each one stalled the answers for 30–50 ms (the search's p95 at
 * that rate went from ~7 ms to 15–30 ms). Without pretenuring, those objects die young, and the
 * old generation is collected only as it really grows.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');
