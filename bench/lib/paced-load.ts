/**
 * An open-loop load at a fixed rate, for reading a latency target (issue 6 "Scale"): requests
 * are sent on a schedule (`rate` a second, spread evenly, not in bursts) whether or not earlier
 * ones have been answered, and each latency is counted from the moment its request was due, so a
 * server that falls behind shows the wait it causes (no "coordinated omission"). autocannon's
 * own rate option sends each second's requests as fast as it can and then pauses, which measures
 * a burst's queue, not the rate.
 *
 * Keep-alive connections, at most `maxSockets`, one request at a time each; a request that finds
 * them all busy waits for one, and that wait is part of its latency. The client writes each
 * request as one buffer and reads only the status line and the body's length (HttpReader): the
 * load runs on the cores the shop is measured on, and node:http's client took ~0.21 ms of CPU a
 * request there, a fifth of a search's own cost (docs/decisions/050). Every request is built
 * before the run, and the latencies go into a typed array, so the client makes little garbage
 * while it measures: a collection in the client delays the requests due meanwhile, and that
 * delay would be counted as the server's. For the same reason this process collects its garbage
 * as the server does (apps/server/src/garbage-collection.ts: no allocation-site pretenuring).
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import '../../apps/server/src/garbage-collection';
import { HttpReader } from './http-reader';

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
  /** The i-th request's latency (ms, from when it was due); NaN when it failed or was unanswered. */
  byRequest: Float64Array;
  /** The i-th request's HTTP status; 0 when it failed or was unanswered. */
  statuses: Uint16Array;
  /**
   * How late (ms) each request was written after it was due, sorted ascending: this process's own
   * delay (waiting for a free connection, or for the cores it shares with the shop). Part of
   * every latency above, so a large one says the load generator, not the shop, was behind.
   */
  sendLags: number[];
  /** This process's CPU ms per request over the run: the load generator's share of the cores. */
  clientCpuMs: number;
  /** Answers with a status outside 2xx, and requests that failed or were still unanswered at the end. */
  non2xx: number;
  errors: number;
}

/** A request as written on the wire: request line, headers and body in one buffer. */
function wireRequest(host: string, { method, path, headers, body }: PacedRequest): Buffer {
  const payload = body === undefined ? undefined : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers ?? {})) lines.push(`${name}: ${value}`);
  if (payload) lines.push(`content-length: ${payload.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  return payload ? Buffer.concat([head, payload]) : head;
}

/** One keep-alive connection; `send` writes a request and resolves with the answer's status. */
class Connection {
  private readonly socket: net.Socket;
  private readonly reader = new HttpReader();
  private waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | undefined;
  closed = false;

  constructor(host: string, port: number) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      try {
        for (const status of this.reader.push(chunk)) this.settle((w) => w.resolve(status));
      } catch (error) {
        this.fail(error as Error);
      }
    });
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  send(request: Buffer): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  private settle(how: (waiting: NonNullable<Connection['waiting']>) => void) {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) how(waiting);
  }

  private fail(error: Error) {
    this.closed = true;
    this.socket.destroy();
    this.settle((w) => w.reject(error));
  }

  close() {
    this.closed = true;
    this.socket.destroy();
  }
}

/**
 * Sends `request(i)` to `base` at `rate` requests a second for `seconds` seconds, then waits up
 * to 10 s for the last answers. Resolves with the rate answered and every latency.
 */
export async function pacedLoad(
  base: string,
  rate: number,
  seconds: number,
  request: (i: number) => PacedRequest,
  maxSockets = 256,
): Promise<PacedResult> {
  const url = new URL(base);
  const port = Number(url.port || 80);
  const total = Math.round(rate * seconds);
  const wires = Array.from({ length: total }, (_, i) => wireRequest(url.host, request(i)));
  const answered = new Float64Array(total);
  const byRequest = new Float64Array(total).fill(NaN);
  const statuses = new Uint16Array(total);
  const sendLags = new Float64Array(total);
  let count = 0;
  const idle: Connection[] = [];
  const all: Connection[] = [];
  const queue: (() => void)[] = [];
  let non2xx = 0;
  let errors = 0;
  let pending = 0;
  /** A free connection: an idle one, a new one while under maxSockets, or the next to come free. */
  const connection = async (): Promise<Connection> => {
    while (idle.length > 0) {
      const free = idle.pop()!;
      if (!free.closed) return free;
    }
    let open = 0;
    for (const c of all) if (!c.closed) open++;
    if (open < maxSockets) {
      const fresh = new Connection(url.hostname, port);
      all.push(fresh);
      return fresh;
    }
    await new Promise<void>((resolve) => queue.push(resolve));
    return connection();
  };
  const release = (used: Connection) => {
    if (!used.closed) idle.push(used);
    queue.shift()?.();
  };
  const send = async (i: number, due: number) => {
    pending++;
    const used = await connection();
    sendLags[i] = performance.now() - due;
    try {
      const status = await used.send(wires[i]!);
      const latency = performance.now() - due;
      answered[count++] = latency;
      byRequest[i] = latency;
      statuses[i] = status;
      if (status < 200 || status >= 300) non2xx++;
    } catch {
      errors++;
    } finally {
      pending--;
      release(used);
    }
  };
  const interval = 1000 / rate;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const elapsed = performance.now() - start;
    const due = Math.min(total, Math.floor(elapsed / interval) + 1);
    for (; sent < due; sent++) void send(sent, start + sent * interval);
    await sleep(1);
  }
  const end = performance.now();
  for (let waited = 0; pending > 0 && waited < 10_000; waited += 10) await sleep(10);
  const cpuUsed = process.cpuUsage(cpuBefore);
  errors += pending;
  for (const c of all) c.close();
  const latencies = Array.from(answered.subarray(0, count).sort());
  return {
    rps: (count / (end - start)) * 1000,
    latencies,
    byRequest,
    statuses,
    sendLags: Array.from(sendLags.subarray(0, sent).sort()),
    clientCpuMs: (cpuUsed.user + cpuUsed.system) / 1000 / Math.max(1, count),
    non2xx,
    errors,
  };
}
