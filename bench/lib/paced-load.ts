/**
 * An open-loop load at a fixed rate, for reading a latency target (issue 6 "Scale"): requests
 * are sent on a schedule (`rate` a second, spread evenly, not in bursts) whether or not earlier
 * ones have been answered, and each latency is counted from the moment its request was due, so a
 * server that falls behind shows the wait it causes (no "coordinated omission"). autocannon's
 * own rate option sends each second's requests as fast as it can and then pauses, which measures
 * a burst's queue, not the rate.
 *
 * Keep-alive connections from node:http, at most `maxSockets`; a request that finds them all busy
 * waits for one, and that wait is part of its latency.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  /** Requests answered per second over the run. */
  rps: number;
  /** Latencies (ms, from when each request was due), sorted ascending. */
  latencies: number[];
  /** Answers with a status outside 2xx, and requests that failed or were still unanswered at the end. */
  non2xx: number;
  errors: number;
}

/**
 * Sends `request(i)` to `base` at `rate` requests a second for `seconds` seconds, then waits up
 * to 10 s for the last answers. Resolves with the rate answered and every latency.
 */
export async function pacedLoad(base: string, rate: number, seconds: number, request: (i: number) => PacedRequest, maxSockets = 256): Promise<PacedResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let pending = 0;
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const send = (i: number, due: number) => {
    const { method, path, headers, body } = request(i);
    pending++;
    const req = http.request({ host: url.hostname, port: url.port, method, path, agent, headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        pending--;
        latencies.push(performance.now() - due);
        if (res.statusCode! < 200 || res.statusCode! >= 300) non2xx++;
      });
    });
    req.on('error', () => {
      pending--;
      errors++;
    });
    req.end(body);
  };
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const elapsed = performance.now() - start;
    const due = Math.min(total, Math.floor(elapsed / interval) + 1);
    for (; sent < due; sent++) send(sent, start + sent * interval);
    await sleep(1);
  }
  const end = performance.now();
  for (let waited = 0; pending > 0 && waited < 10_000; waited += 10) await sleep(10);
  errors += pending;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: (latencies.length / (end - start)) * 1000, latencies, non2xx, errors };
}
