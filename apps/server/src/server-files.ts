/**
 * Folders the server reads at run time, found from the apps/server folder: the SQL migrations,
 * the seed catalogue and the built web app. The same paths hold whether this code runs from src/
 * (tsx, vitest) or bundled into dist/ (npm start, docs/decisions/013): both folders sit directly
 * inside apps/server, and in a bundle import.meta.url names the bundle file in dist/.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = new URL('../', import.meta.url);

/** The apps/server folder: base for require() of data packages (node_modules resolve from here). */
export const SERVER_DIR = fileURLToPath(serverRoot);

/**
 * `require` as from apps/server, for the files of packages kept out of the bundle or read as data
 * (decision 095): fonts, pincode lists, Swagger UI's assets. Not this file's own require, which in
 * a bundle resolves from dist/.
 */
export const serverRequire = createRequire(join(SERVER_DIR, 'package.json'));

/** The committed SQL migrations (drizzle-kit output). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('src/db/migrations', serverRoot));
/** The catalogue that ships with the shop: one JSON file per category. */
export const CATALOGUE_DIR = fileURLToPath(new URL('src/seed/catalogue', serverRoot));
/** The built React app (apps/web/dist). */
export const WEB_DIST_DIR = fileURLToPath(new URL('../web/dist', serverRoot));

/**
 * The starter database that `npm start`'s build writes (docs/decisions/081): a PGlite data
 * folder, migrated and seeded, that a fresh DATA_DIR starts from. Only the bundle (dist/) uses it:
 * code run from src/ (tsx, vitest) may be newer than the last build, so it seeds as before.
 */
export const STARTER_DATABASE_DIR = /\/dist\/[^/]+\.js$/.test(import.meta.url)
  ? fileURLToPath(new URL('dist-starter/pgdata', serverRoot))
  : undefined;
