// Module boundaries (issue 5, docs/decisions/016-module-boundaries.md), checked by eslint-plugin-boundaries
// on every import, export and dynamic import, type-only ones included:
// 1. across server modules only `*.service.ts` is imported (also from flows, providers and plugins);
// 2. in modules, providers, plugins and flows only repositories (and tests) import db/schema;
// 3. a web feature imports another only through its public file, features/<f>/index.ts (decision 064);
// 4. packages/domain imports nothing but zod and its own files (its tests also use vitest);
// 5. the web's shared layer (src/shared: pieces several features use) imports no feature, and the web's
//    plumbing (src/lib, src/hooks, src/components, src/config) imports neither a feature nor src/shared.
import boundaries from 'eslint-plugin-boundaries';

const server = 'apps/server/src';
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
      { type: 'server-layer', pattern: `${server}/{flows,providers,plugins}`, partialMatch: false },
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
            from: { element: { type: 'server-layer' } },
            disallow: { to: { element: { type: 'server-module' }, file: { categories: { noneOf: ['service'] } } } },
            message: 'Flows, providers and plugins reach a module only through its *.service.ts.',
          },
          {
            from: {
              element: { types: { anyOf: ['server-module', 'server-layer'] } },
              file: { categories: { noneOf: ['repository', 'test'] } },
            },
            disallow: { to: { element: { type: 'db-schema' } } },
            message: 'Only *.repository.ts files (and tests) import db/schema: move the query into a repository.',
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
