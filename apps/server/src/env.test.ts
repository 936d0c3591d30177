import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

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
});
