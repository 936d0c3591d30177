/**
 * Vitest global set-up of the server project (docs/decisions/013): builds the template database
 * once per run and hands its location to the test workers as `databaseTemplate` (a PGlite dump
 * file, or the template's name on the PostgreSQL server at DATABASE_URL). In watch mode a rerun
 * after a migration changed builds a new one. On PostgreSQL it first drops test databases that
 * killed runs left behind more than a day ago.
 */
import type { TestProject } from 'vitest/node';
import { dropScratchDatabases, type ScratchDatabase } from '../db/scratch-database';
import { createPostgresTemplate, migrationsHash, pgliteTemplateFile } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the migrated data-dir dump; PostgreSQL: name of the migrated template database. */
    databaseTemplate: string;
  }
}

/** Test databases of runs that were killed before their clean-up; no run lasts this long. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    for (const prefix of ['shop_test', 'shop_template'])
      await dropScratchDatabases(serverUrl, prefix, { olderThanMs: ABANDONED_AFTER_MS });
  }
  let template: ScratchDatabase | undefined;
  let builtFrom = '';

  const provideTemplate = async () => {
    const hash = migrationsHash();
    if (hash === builtFrom) return;
    if (!serverUrl) {
      project.provide('databaseTemplate', await pgliteTemplateFile());
    } else {
      const previous = template;
      template = await createPostgresTemplate(serverUrl);
      project.provide('databaseTemplate', template.name);
      await previous?.drop();
    }
    builtFrom = hash;
  };

  await provideTemplate();
  project.onTestsRerun(provideTemplate);
  return async () => {
    await template?.drop();
  };
}
