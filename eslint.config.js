// Lint rules for every workspace: typescript-eslint's recommended set, React hooks rules for the web app,
// and the module boundaries (boundaries.config.js, docs/decisions/016-module-boundaries.md).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './boundaries.config.js';
import { SERVER_MOCKING_FILES } from './test-isolation.config.js';

const BARE_Z_STRING = {
  selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
  message: 'Use text() or idText() from @shop/domain/validation/text: they bound the length and refuse U+0000.',
};
const IMPORT_META_URL = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='url']",
  message: 'Find run-time files through src/server-files.ts: in the bundle import.meta.url is dist/, not this file.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/server/src/db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Small files and functions (issue 28): warnings, and `npm run lint` allows none (--max-warnings 0).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // A test's describe block holds its cases; a file of them still keeps under 400 lines.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // The server runs bundled from apps/server/dist, where import.meta.url names the bundle, not the
    // source file: run-time files are found through src/server-files.ts (docs/decisions/013).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/server-files.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', IMPORT_META_URL] },
  },
  {
    // Every string the API takes goes through the shared rule that bounds it and refuses U+0000.
    // (Flat config keeps one no-restricted-syntax per file, so server files here carry both rules.)
    files: ['packages/domain/src/**/*.ts', 'apps/server/src/modules/**/*.ts', 'apps/server/src/providers/**/*.ts'],
    // Reply schemas (*.responses.ts, the envelopes) describe what the server sends, not what it takes.
    ignores: [
      'packages/domain/src/validation/text.schemas.ts',
      '**/*.test.ts',
      '**/*.responses.ts',
      'packages/domain/src/api/envelope.schemas.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', BARE_Z_STRING, IMPORT_META_URL] },
  },
  {
    // The server's test files share loaded modules (isolate: false, decision 069): a file that
    // replaces a module must run isolated, listed in vitest.config.ts's SERVER_MOCKING_FILES.
    files: ['apps/server/**/*.test.ts'],
    ignores: SERVER_MOCKING_FILES.map((file) => `apps/server/${file}`),
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server test files share modules: list this file in SERVER_MOCKING_FILES (vitest.config.ts).',
        })),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // sonner loads with the first toast, not the first paint (components/ui/toast.tsx, decision 021).
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/toast.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'sonner', message: 'Import toast from components/ui/toast: it loads sonner on the first toast.' },
          ],
        },
      ],
    },
  },
  {
    // Specs take `test` from e2e/fixtures.ts, whose goto waits until a server-rendered page has hydrated (decision 024).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './fixtures': its page waits for hydration.",
            },
          ],
        },
      ],
    },
  },
  boundaries,
);
