import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, paymentsSandboxEnabled } from './env';

describe('loadEnv', () => {
  it('uses ./data of the folder npm was started from by default', () => {
    expect(loadEnv({ INIT_CWD: '/srv/shop' }).DATA_DIR).toBe(join('/srv/shop', 'data'));
  });

  it('keeps an absolute DATA_DIR as it is', () => {
    expect(loadEnv({ DATA_DIR: '/var/lib/shop', INIT_CWD: '/srv/shop' }).DATA_DIR).toBe('/var/lib/shop');
  });

  it('reads PORT as a number and defaults to 3000', () => {
    expect(loadEnv({}).PORT).toBe(3000);
    expect(loadEnv({ PORT: '8080' }).PORT).toBe(8080);
  });

  it('refuses to start in production without a session secret', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('refuses a production start with no payment provider, naming the way out', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadEnv(production)).toThrow(/no payment provider is configured.*PAYMENTS_SANDBOX=true/s);
    expect(paymentsSandboxEnabled(loadEnv({ ...production, PAYMENTS_SANDBOX: 'true' }))).toBe(true);
  });

  it('turns the sandbox on in development and test, off when PAYMENTS_SANDBOX says so', () => {
    expect(paymentsSandboxEnabled(loadEnv({}))).toBe(true);
    expect(paymentsSandboxEnabled(loadEnv({ NODE_ENV: 'test' }))).toBe(true);
    expect(() => loadEnv({ PAYMENTS_SANDBOX: 'false' })).toThrow(/no payment provider/);
    expect(() => loadEnv({ PAYMENTS_SANDBOX: 'maybe' })).toThrow(/PAYMENTS_SANDBOX/);
  });
});
