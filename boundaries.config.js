// Module boundaries (issue 5, docs/decisions/016-module-boundaries.md), checked by eslint-plugin-boundaries
// on every import, export and dynamic import, type-only ones included:
// 1. across server modules only `*.service.ts` is imported (also from flows, providers and plugins);
// 2. in modules, providers, plugins and flows only repositories (and tests) import db/schema;
// 3. a web feature imports another only through its public file, features/<f>/index.ts (decision 064);
// 4. packages/domain imports nothing but zod and its own files (its tests also use vitest);
// 5. the web's shared layer (src/shared: pieces several features use) imports no feature, and the web's
//    plumbing (src/lib, src/hooks, src/components, src/config) imports neither a feature nor src/shared.
// 6. a server module's repositories import only their own module's schema file (db/schema/<module>.ts);
// 7. the server's layers (issue 28, docs/architecture.md, docs/decisions/062-module-layers.md): a module's
//    files, routes aside, use only modules of their own or a lower layer of SERVER_LAYERS; modules do not
//    import flows or plugins; providers import no module, flow or plugin. Import cycles are refused by
//    dependency-cruiser (.dependency-cruiser.cjs), run by `npm run lint` too.
import boundaries from 'eslint-plugin-boundaries';

const server = 'apps/server/src';

/**
 * The server modules by layer, lowest first (docs/architecture.md draws them). A module uses the
 * services of modules in its own layer or below; its *.routes.ts files sit on top with the plugins
 * and may use any module and flow. A new module goes into one of these lists, or lint refuses its imports.
 */
export const SERVER_LAYERS = [
  { name: 'foundation', modules: ['audit', 'sessions', 'settings', 'jobs', 'mail', 'media', 'locations'] },
  { name: 'identity', modules: ['accounts', 'addresses', 'admin-auth', 'password-reset', 'google-auth'] },
  {
    name: 'commerce',
    modules: [
      'catalog',
      'search',
      'inventory',
      'coupons',
      'wholesale',
      'pricing',
      'carts',
      'orders',
      'payments',
      'invoices',
      'shipments',
    ],
  },
  {
    name: 'after-sale',
    modules: ['returns', 'support', 'reviews', 'tracking', 'dashboard', 'seo', 'stock-alerts', 'privacy'],
  },
  { name: 'content', modules: ['blog', 'news', 'contact', 'newsletter', 'enquiries'] },
];
const layeredModules = SERVER_LAYERS.flatMap((layer) => layer.modules);
/**
 * Schema files a module's repositories may import besides db/schema/<module>.ts and the shared
 * columns.ts: admin-auth's admins table lives in accounts.ts; search's two hot statements (the
 * listing's match on the products' search columns, the suggestions' names) read catalog's tables in
 * the same round trip (docs/decisions/063: the recorded exception).
 */
const EXTRA_SCHEMA = { 'admin-auth': ['accounts'], search: ['catalog'] };
const schemaPolicies = layeredModules.map((module) => ({
  from: { element: { type: 'server-module', captured: { module } }, file: { categories: { anyOf: ['repository'] } } },
  disallow: {
    to: {
      element: { type: 'db-schema' },
      file: {
        categories: {
          noneOf: ['columns', module, ...(EXTRA_SCHEMA[module] ?? [])].map((name) => `schema:${name}`),
        },
      },
    },
  },
  message: `The ${module} module's repositories read only its own tables (db/schema/${module}.ts): ask the owning module's service.`,
}));
const anyOf = (names) => (names.length === 1 ? names[0] : `{${names.join(',')}}`);
// A module's files other than its routes and tests: what the layer rule judges.
const moduleCode = { categories: { noneOf: ['routes', 'test'] } };
/** One policy a layer: its modules' code does not use modules of the layers above it. */
const layerPolicies = SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
  from: { element: { type: 'server-module', captured: { module: anyOf(layer.modules) } }, file: moduleCode },
  disallow: {
    to: {
      element: {
        type: 'server-module',
        captured: { module: anyOf(SERVER_LAYERS.slice(index + 1).flatMap((above) => above.modules)) },
      },
    },
  },
  message: `A ${layer.name} module uses only modules of its own or a lower layer (docs/architecture.md): move what both need down, or the step that spans them up into flows/.`,
}));
// A file of another module than the importing one, unless it is that module's service.
const otherModulesPrivateFile = {
  element: { type: 'server-module', captured: { module: '!{{ from.element.captured.module }}' } },
  file: { categories: { noneOf: ['service'] } },
};
// What domain may not import: node: built-ins, packages other than zod, files outside the package.
const outsideDomain = [
  { module: { origin: 'core' } },
  { module: { origin: 'external', source: '!zod' } },
  { module: { origin: 'local' }, element: { type: 'elsewhere' } },
];

export default {
  // Only the importing sides the four rules judge: the check resolves every import, which costs time.
  files: [
    `${server}/{modules,flows,providers,plugins}/**/*.ts`,
    'apps/web/src/{features,shared,lib,hooks,components,config}/**/*.{ts,tsx}',
    'packages/domain/**/*.ts',
  ],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    // Imports are written without extensions (TypeScript's bundler resolution).
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/elements': [
      { type: 'server-module', pattern: `${server}/modules/*`, capture: ['module'], partialMatch: false },
      { type: 'server-flows', pattern: `${server}/flows`, partialMatch: false },
      { type: 'server-providers', pattern: `${server}/providers`, partialMatch: false },
      { type: 'server-plugins', pattern: `${server}/plugins`, partialMatch: false },
      { type: 'db-schema', pattern: `${server}/db/schema`, partialMatch: false },
      { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
      { type: 'web-shared', pattern: 'apps/web/src/shared', partialMatch: false },
      { type: 'web-plumbing', pattern: 'apps/web/src/{lib,hooks,components,config}', partialMatch: false },
      { type: 'domain', pattern: 'packages/domain', partialMatch: false },
      // Any other file of the repository, so that domain's imports of one are known (and refused).
      { type: 'elsewhere', pattern: '**', partialMatch: false },
    ],
    'boundaries/files': [
      { category: 'service', pattern: '**/*.service.ts' },
      { category: 'repository', pattern: '**/*.repository.ts' },
      { category: 'routes', pattern: '**/*.routes.ts' },
      // One category a module's schema file (db/schema/<module>.ts), to check whose tables a repository reads (rule 5).
      ...['columns', ...layeredModules].map((name) => ({
        category: `schema:${name}`,
        pattern: `**/db/schema/${name}.ts`,
      })),
      { category: 'test', pattern: '**/*.test.{ts,tsx}' },
      // A web feature's one public file (decision 064): other features import it, nothing deeper.
      { category: 'public', pattern: 'apps/web/src/features/*/index.ts' },
      // Every file gets a category, so that `noneOf` also matches files of no role above.
      { category: 'source', pattern: '**' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // Also judge imports of packages and node: built-ins (rule 4); the policies allow them elsewhere.
        checkAllOrigins: true,
        policies: [
          {
            from: { element: { type: 'server-module' } },
            disallow: { to: otherModulesPrivateFile },
            message:
              'A server module imports only the *.service.ts of another module (re-export what it needs from there).',
          },
          {
            from: { element: { types: { anyOf: ['server-flows', 'server-providers', 'server-plugins'] } } },
            disallow: { to: { element: { type: 'server-module' }, file: { categories: { noneOf: ['service'] } } } },
            message: 'Flows, providers and plugins reach a module only through its *.service.ts.',
          },
          {
            from: {
              element: { types: { anyOf: ['server-module', 'server-flows', 'server-providers', 'server-plugins'] } },
              file: { categories: { noneOf: ['repository', 'test'] } },
            },
            disallow: { to: { element: { type: 'db-schema' } } },
            message: 'Only *.repository.ts files (and tests) import db/schema: move the query into a repository.',
          },
          ...layerPolicies,
          ...schemaPolicies,
          {
            from: { element: { type: 'server-module', captured: { module: `!${anyOf(layeredModules)}` } } },
            disallow: { to: { element: { types: { anyOf: ['server-module', 'server-flows', 'server-plugins'] } } } },
            message:
              'This module is in no layer: add it to SERVER_LAYERS in boundaries.config.js and docs/architecture.md.',
          },
          {
            from: { element: { type: 'server-module' }, file: moduleCode },
            disallow: { to: { element: { types: { anyOf: ['server-flows', 'server-plugins'] } } } },
            message:
              "A module's services do not import flows or plugins: flows and plugins sit above the modules (docs/architecture.md); only *.routes.ts may.",
          },
          {
            from: { element: { type: 'server-providers' } },
            disallow: { to: { element: { types: { anyOf: ['server-module', 'server-flows', 'server-plugins'] } } } },
            message:
              'A provider implements an interface for the modules and imports none of them, nor flows or plugins (docs/architecture.md).',
          },
          {
            from: { element: { type: 'web-feature' } },
            disallow: {
              to: {
                element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } },
                file: { categories: { noneOf: ['public'] } },
              },
            },
            message:
              'A web feature imports another feature only through its public file (features/<f>/index.ts): export what you need there, or move the piece to src/shared if several features use it.',
          },
          {
            from: { element: { type: 'web-shared' } },
            disallow: { to: { element: { type: 'web-feature' } } },
            message:
              'src/shared holds pieces several features use and imports no feature: move the piece that needs the feature into it.',
          },
          {
            from: { element: { type: 'web-plumbing' } },
            disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-shared'] } } } },
            message:
              'src/lib, src/hooks, src/components and src/config are plumbing of no business meaning: they import no feature and nothing of src/shared.',
          },
          ...outsideDomain.map((to) => ({
            from: { element: { type: 'domain' }, file: { categories: { noneOf: ['test'] } } },
            disallow: { to },
            message: 'packages/domain imports nothing but zod and its own files (its tests may use vitest).',
          })),
        ],
      },
    ],
  },
};
