import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appConfig } from './config';
import { transactionPoolSizeFor } from './db/client';
import { loadEnv, paymentGatewayNames, paymentsSandboxEnabled } from './env';

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

  it('keeps the rate-limit counters under makershop:rate-limit: unless RATE_LIMIT_NAMESPACE names another prefix', () => {
    expect(loadEnv({}).RATE_LIMIT_NAMESPACE).toBe('makershop:rate-limit:');
    expect(loadEnv({ RATE_LIMIT_NAMESPACE: 'staging:rl:' }).RATE_LIMIT_NAMESPACE).toBe('staging:rl:');
    expect(() => loadEnv({ RATE_LIMIT_NAMESPACE: 'has space' })).toThrow(/RATE_LIMIT_NAMESPACE/);
  });

  it('refuses to start in production without a session secret', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('refuses to start in production without a mail server unless mail is sandboxed', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-32-characters-or-more',
      PAYMENTS_SANDBOX: 'true',
      PUBLIC_URL: 'https://shop.example.in',
    };
    expect(() => loadEnv(production)).toThrow(/SMTP_URL: required in production/);
    expect(loadEnv({ ...production, MAIL_SANDBOX: 'true' }).MAIL_SANDBOX).toBe(true);
    expect(loadEnv({ ...production, SMTP_URL: 'smtps://shop:secret@mail.example.in:465' }).SMTP_URL).toMatch(/^smtps:/);
  });

  it('refuses to start in production without PUBLIC_URL, naming it; elsewhere the shop is at localhost:PORT', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      MAIL_SANDBOX: 'true',
      PAYMENTS_SANDBOX: 'true',
    };
    expect(() => loadEnv(production)).toThrow(/PUBLIC_URL: required in production/);
    expect(loadEnv({ ...production, PUBLIC_URL: 'https://shop.example.in' }).PUBLIC_URL).toBe(
      'https://shop.example.in',
    );
    expect(appConfig(loadEnv({ PORT: '3789', SESSION_SECRET: 'x'.repeat(32) })).publicUrl).toBe(
      'http://localhost:3789',
    );
    expect(
      appConfig(loadEnv({ PORT: '3789', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://shop.example.in' }))
        .publicUrl,
    ).toBe('https://shop.example.in');
  });

  it('refuses a mail server address that is not smtp:// or smtps://', () => {
    expect(() => loadEnv({ SMTP_URL: 'https://mail.example.in' })).toThrow(/SMTP_URL/);
  });

  it('runs jobs in the server process unless JOBS_IN_PROCESS=false', () => {
    expect(loadEnv({}).JOBS_IN_PROCESS).toBe(true);
    expect(loadEnv({ JOBS_IN_PROCESS: 'false' }).JOBS_IN_PROCESS).toBe(false);
    expect(() => loadEnv({ JOBS_IN_PROCESS: 'no' })).toThrow(/JOBS_IN_PROCESS/);
  });

  it('runs one server process by default, several only on PostgreSQL', () => {
    expect(loadEnv({}).SERVER_PROCESSES).toBe(1);
    expect(() => loadEnv({ SERVER_PROCESSES: '2' })).toThrow(
      /SERVER_PROCESSES: more than one server process needs DATABASE_URL/,
    );
    expect(
      loadEnv({ SERVER_PROCESSES: '2', DATABASE_URL: 'postgres://shop@db.example.in:5432/shop' }).SERVER_PROCESSES,
    ).toBe(2);
    expect(() => loadEnv({ SERVER_PROCESSES: '0', DATABASE_URL: 'postgres://shop@db.example.in:5432/shop' })).toThrow(
      /SERVER_PROCESSES/,
    );
    expect(() => loadEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadEnv({ DATABASE_TRANSACTION_POOL_SIZE: '101' })).toThrow(/DATABASE_TRANSACTION_POOL_SIZE/);
    expect(loadEnv({ DATABASE_TRANSACTION_POOL_SIZE: '24' }).DATABASE_TRANSACTION_POOL_SIZE).toBe(24);
  });

  it("shares the shop's 16 transaction connections among its server processes, at least 4 each", () => {
    expect([1, 2, 3, 4, 8].map(transactionPoolSizeFor)).toEqual([16, 8, 5, 4, 4]);
  });

  it('takes a read replica only beside a PostgreSQL primary, and a URL only', () => {
    const primary = 'postgres://shop@db.example.in:5432/shop';
    const replica = 'postgres://shop@replica.example.in:5432/shop';
    expect(() => loadEnv({ DATABASE_READ_URL: replica })).toThrow(
      /DATABASE_READ_URL: a read replica needs DATABASE_URL/,
    );
    expect(() => loadEnv({ DATABASE_URL: primary, DATABASE_READ_URL: 'replica' })).toThrow(/DATABASE_READ_URL/);
    const env = loadEnv({ DATABASE_URL: primary, DATABASE_READ_URL: replica });
    expect(env.DATABASE_READ_URL).toBe(replica);
    expect(env.DATABASE_READ_MAX_LAG_SECONDS).toBe(30);
    expect(() => loadEnv({ DATABASE_READ_MAX_LAG_SECONDS: '0' })).toThrow(/DATABASE_READ_MAX_LAG_SECONDS/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('refuses a production start with no payment provider, naming the way out', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      MAIL_SANDBOX: 'true',
      PUBLIC_URL: 'https://shop.example.in',
    };
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

describe('the real payment providers', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'x'.repeat(32),
    MAIL_SANDBOX: 'true',
    PUBLIC_URL: 'https://shop.example.in',
  };
  const cashfree = { CASHFREE_APP_ID: 'app', CASHFREE_SECRET_KEY: 'secret', CASHFREE_ENV: 'production' };
  const phonepe = {
    PHONEPE_CLIENT_ID: 'client',
    PHONEPE_CLIENT_SECRET: 'secret',
    PHONEPE_CLIENT_VERSION: '1',
    PHONEPE_ENV: 'production',
    PHONEPE_WEBHOOK_USERNAME: 'shop_hook',
    PHONEPE_WEBHOOK_PASSWORD: 'hookpass123',
  };

  it('starts production with Cashfree, PhonePe or both configured, and no sandbox', () => {
    expect(paymentGatewayNames(loadEnv({ ...production, ...cashfree }))).toEqual(['cashfree']);
    expect(paymentGatewayNames(loadEnv({ ...production, ...phonepe }))).toEqual(['phonepe']);
    expect(paymentGatewayNames(loadEnv({ ...production, ...cashfree, ...phonepe }))).toEqual(['cashfree', 'phonepe']);
  });

  it('refuses a provider configured by half, in any mode, naming what is missing', () => {
    expect(() => loadEnv({ ...production, ...cashfree, CASHFREE_ENV: undefined })).toThrow(
      /cashfree: partly configured; also set CASHFREE_ENV/,
    );
    expect(() => loadEnv({ CASHFREE_BASE_URL: 'http://127.0.0.1:9999/pg' })).toThrow(
      /also set CASHFREE_APP_ID, CASHFREE_SECRET_KEY, CASHFREE_ENV/,
    );
    expect(() =>
      loadEnv({ ...production, ...phonepe, PHONEPE_WEBHOOK_PASSWORD: undefined, PAYMENTS_SANDBOX: 'true' }),
    ).toThrow(/phonepe: partly configured; also set PHONEPE_WEBHOOK_PASSWORD/);
  });

  it('refuses a live provider unless PUBLIC_URL is https, where it sends payers and webhooks', () => {
    expect(() => loadEnv({ ...production, ...cashfree, PUBLIC_URL: undefined })).toThrow(
      /PUBLIC_URL: must be the shop's https:\/\/ address when CASHFREE_ENV is production/,
    );
    expect(() => loadEnv({ ...production, ...phonepe, PUBLIC_URL: 'http://shop.example.in' })).toThrow(
      /when PHONEPE_ENV is production/,
    );
    expect(paymentGatewayNames(loadEnv({ ...cashfree, CASHFREE_ENV: 'sandbox' }))).toEqual(['cashfree', 'sandbox']);
  });

  it('refuses an environment that is neither sandbox nor production', () => {
    expect(() => loadEnv({ ...cashfree, CASHFREE_ENV: 'test' })).toThrow(/CASHFREE_ENV/);
  });
});

describe('TRUST_PROXY and REDIS_URL', () => {
  it('trusts no proxy by default', () => {
    expect(loadEnv({}).TRUST_PROXY).toEqual([]);
  });

  it('reads a comma-separated list of addresses and CIDRs', () => {
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(loadEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
  });

  it('refuses an entry that is not an address', () => {
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.1,proxy.example.in' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a redis:// or rediss:// URL and nothing else', () => {
    expect(loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(() => loadEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });
});

describe('IP_GEOLOCATION_URL', () => {
  it('takes an http(s) URL with {ip} where the address goes, and nothing else', () => {
    expect(loadEnv({ IP_GEOLOCATION_URL: 'https://ipinfo.io/{ip}/json?token=abc' }).IP_GEOLOCATION_URL).toBe(
      'https://ipinfo.io/{ip}/json?token=abc',
    );
    expect(() => loadEnv({ IP_GEOLOCATION_URL: 'https://ipinfo.io/json' })).toThrow(
      /IP_GEOLOCATION_URL: must contain \{ip\}/,
    );
    expect(() => loadEnv({ IP_GEOLOCATION_URL: 'ftp://geo.example/{ip}' })).toThrow(/IP_GEOLOCATION_URL/);
  });
});

describe('the media bucket (S3_*, decision 038)', () => {
  const bucket = {
    S3_BUCKET: 'shop-media',
    S3_REGION: 'ap-south-1',
    S3_PUBLIC_URL: 'https://cdn.makershop.in/',
    S3_ACCESS_KEY_ID: 'AKIA0123',
    S3_SECRET_ACCESS_KEY: 'secret0123',
  };

  it('is off with no S3_* variable, and read whole when set (the public URL without its trailing slash)', () => {
    expect(loadEnv({}).S3_BUCKET).toBeUndefined();
    const env = loadEnv({ ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(env).toMatchObject({
      S3_BUCKET: 'shop-media',
      S3_PUBLIC_URL: 'https://cdn.makershop.in',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('refuses a bucket configured by half, naming what is missing', () => {
    expect(() => loadEnv({ S3_BUCKET: 'shop-media' })).toThrow(
      /s3: partly configured; also set S3_REGION, S3_PUBLIC_URL/,
    );
    expect(() => loadEnv({ ...bucket, S3_PUBLIC_URL: undefined })).toThrow(
      /s3: partly configured; also set S3_PUBLIC_URL/,
    );
    expect(() => loadEnv({ S3_ENDPOINT: 'https://r2.example.com' })).toThrow(
      /s3: partly configured; also set S3_BUCKET, S3_REGION, S3_PUBLIC_URL/,
    );
  });

  it('takes both keys or neither (the SDK’s own credentials)', () => {
    expect(() => loadEnv({ ...bucket, S3_SECRET_ACCESS_KEY: undefined })).toThrow(/S3_SECRET_ACCESS_KEY is missing/);
    expect(() => loadEnv({ ...bucket, S3_ACCESS_KEY_ID: undefined })).toThrow(/S3_ACCESS_KEY_ID is missing/);
    expect(loadEnv({ ...bucket, S3_ACCESS_KEY_ID: undefined, S3_SECRET_ACCESS_KEY: undefined }).S3_BUCKET).toBe(
      'shop-media',
    );
  });

  it('refuses a bad bucket name, endpoint or public URL, and http pictures for an https shop', () => {
    expect(() => loadEnv({ ...bucket, S3_BUCKET: 'Shop_Media' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ ...bucket, S3_ENDPOINT: 'ftp://files.example.com' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadEnv({ ...bucket, S3_PUBLIC_URL: 'https://cdn.makershop.in/?v=1' })).toThrow(
      /S3_PUBLIC_URL: must be a base URL without/,
    );
    expect(() =>
      loadEnv({ ...bucket, S3_PUBLIC_URL: 'http://cdn.makershop.in', PUBLIC_URL: 'https://makershop.in' }),
    ).toThrow(/S3_PUBLIC_URL: must be https:\/\/ when PUBLIC_URL is/);
    expect(
      loadEnv({ ...bucket, S3_PUBLIC_URL: 'http://127.0.0.1:9000/shop-media', PUBLIC_URL: 'http://localhost:3000' })
        .S3_PUBLIC_URL,
    ).toBe('http://127.0.0.1:9000/shop-media');
  });
});

describe('Google sign-in', () => {
  it('is on with a client id and secret, refuses one without the other, and takes another issuer', () => {
    const google = { GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadEnv(google).GOOGLE_CLIENT_ID).toBe('shop.apps.googleusercontent.com');
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com' })).toThrow(
      /google: partly configured; also set GOOGLE_CLIENT_SECRET/,
    );
    expect(() => loadEnv({ GOOGLE_ISSUER: 'http://127.0.0.1:9999' })).toThrow(/google: partly configured/);
    expect(loadEnv({ ...google, GOOGLE_ISSUER: 'http://127.0.0.1:9999' }).GOOGLE_ISSUER).toBe('http://127.0.0.1:9999');
    expect(() => loadEnv({ ...google, GOOGLE_ISSUER: 'https://accounts.google.com/?x=1' })).toThrow(/GOOGLE_ISSUER/);
  });
});
