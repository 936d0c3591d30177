/** Reading /metrics as Prometheus would, for tests: each sample's value by metric name and labels. */
import type { FastifyInstance } from 'fastify';

/** Labels of one sample, e.g. { provider: 'sandbox', outcome: 'captured' }. */
export type Labels = Record<string, string>;
/** A sample's value by name and exact labels; 0 when the scrape has no such sample (a counter not yet counted). */
export type Sample = (name: string, labels?: Labels) => number;

/** GET /metrics with the bearer `token`; throws unless it answers 200. */
export async function scrapeMetrics(app: FastifyInstance, token: string): Promise<{ text: string; sample: Sample }> {
  const reply = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  if (reply.statusCode !== 200) throw new Error(`/metrics answered ${reply.statusCode}`);
  const samples = reply.body.split('\n').flatMap((line) => {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
  const sample: Sample = (name, labels = {}) => {
    const wanted = JSON.stringify(Object.entries(labels).sort());
    return (
      samples.find((s) => s.name === name && JSON.stringify(Object.entries(s.labels).sort()) === wanted)?.value ?? 0
    );
  };
  return { text: reply.body, sample };
}
