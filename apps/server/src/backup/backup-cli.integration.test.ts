/**
 * The commands as an operator runs them (issue 32): `backup` and `restore` as processes on an
 * embedded database's DATA_DIR, their exit codes and messages. The engines' round trips and every
 * refusal are in backup-restore.integration.test.ts.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DIR } from '../server-files';
import { pgliteTemplateFile } from '../test/database-template';
import { openPgliteFolder } from './pglite-folder';

let work: string;

/** Runs `src/backup/<name>-cli.ts` with tsx on the embedded database in `dataDir`. */
function run(name: 'backup' | 'restore', dataDir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: join(work, 'backups') };
  delete env.DATABASE_URL;
  delete env.S3_BUCKET;
  const child = spawnSync(process.execPath, ['--import', 'tsx', join('src/backup', `${name}-cli.ts`), ...args], {
    cwd: SERVER_DIR,
    env,
    encoding: 'utf8',
  });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'shop-backup-cli-'));
  // A shop's DATA_DIR: the migrated template database and one picture.
  const client = await openPgliteFolder(join(work, 'shop/pglite'), await openAsBlob(await pgliteTemplateFile()));
  await client.close();
  mkdirSync(join(work, 'shop/uploads/catalog'), { recursive: true });
  writeFileSync(join(work, 'shop/uploads/catalog/card.webp'), 'picture bytes');
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run backup / npm run restore', () => {
  it('backs up DATA_DIR into BACKUP_DIR, restores it into an empty DATA_DIR', () => {
    const backup = run('backup', join(work, 'shop'), []);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const [file] = readdirSync(join(work, 'backups'));
    expect(file).toMatch(/^shop-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(backup.stdout).toContain('Media: 1 files');

    const archive = join(work, 'backups', file!);
    const restored = run('restore', join(work, 'restored'), [archive]);
    expect(restored.code).toBe(0);
    expect(existsSync(join(work, 'restored/pglite/PG_VERSION'))).toBe(true);
    expect(existsSync(join(work, 'restored/uploads/catalog/card.webp'))).toBe(true);
  }, 90_000);

  it(
    'refuses a file that is not a backup, and an embedded database the shop has open, with exit code 1',
    { timeout: 60_000 },
    () => {
      const random = join(work, 'random.tar.gz');
      writeFileSync(random, 'not a backup at all');
      const notOurs = run('restore', join(work, 'elsewhere'), [random]);
      expect(notOurs.code).toBe(1);
      expect(notOurs.stderr).toMatch(/^Refused: .*random\.tar\.gz is not a shop backup/);
      expect(existsSync(join(work, 'elsewhere'))).toBe(false);

      const open = join(work, 'open');
      mkdirSync(join(open, 'pglite'), { recursive: true });
      copyFileSync(join(work, 'shop/pglite/PG_VERSION'), join(open, 'pglite/PG_VERSION'));
      writeFileSync(join(open, 'pglite/postmaster.pid'), '-42\n');
      const busy = run('backup', open, ['--out', join(work, 'busy.tar.gz')]);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(
        /^Refused: The embedded database in .* is open \(it has postmaster\.pid\): stop the shop first/,
      );
      expect(existsSync(join(work, 'busy.tar.gz'))).toBe(false);
    },
  );
});
