import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_DIR, MIGRATIONS_DIR, SERVER_DIR, WEB_DIST_DIR } from './server-files';

describe('server files', () => {
  it('finds the migrations, the catalogue and the web build from the apps/server folder', () => {
    expect(existsSync(join(SERVER_DIR, 'package.json'))).toBe(true);
    expect(existsSync(join(MIGRATIONS_DIR, 'meta/_journal.json'))).toBe(true);
    expect(existsSync(join(CATALOGUE_DIR, 'sensors.json'))).toBe(true);
    expect(WEB_DIST_DIR).toBe(join(SERVER_DIR, '../web/dist'));
  });
});
