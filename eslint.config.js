// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';

/**
 * The layering graphql → service → repository → db is enforced here: only repositories,
 * packages/db itself and the few composition roots listed below may import Drizzle or @gongsa/db.
 */
export const DB_IMPORT_ALLOWED = [
  '**/*.repository.ts',
  'packages/db/**',
  'apps/api/src/app/database.ts',
  '**/*.test.ts',
  'bench/**',
  'scripts/**',
];

const DATABASE_IMPORTS = {
  group: [
    'drizzle-orm',
    'drizzle-orm/*',
    '@gongsa/db',
    '@gongsa/db/*',
    'pg',
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
  ],
  message:
    'Only *.repository.ts files (and packages/db) may touch the database. Call a repository from a service instead.',
};

/**
 * Module faces: an API module's files are its own. Another module imports what it offers from its
 * index.ts ('../profiles'), never its repository or services directly; only the GraphQL layer may
 * reach another module's *.graphql.ts / *.refs.ts, because object types refer to each other.
 */
const OTHER_MODULE_INTERNALS = {
  regex: '^\\.\\./[a-z0-9-]+/(?![^/]+\\.(?:graphql|refs)$).+',
  message:
    "Another module's files are private: import what it offers from its index.ts ('../<module>'), or its GraphQL types from *.graphql.ts / *.refs.ts.",
};

export const layeringRule = {
  'no-restricted-imports': ['error', { patterns: [DATABASE_IMPORTS] }],
};

/** Module files: no database outside repositories, and no other module's internals. */
const moduleFaceRule = {
  'no-restricted-imports': ['error', { patterns: [DATABASE_IMPORTS, OTHER_MODULE_INTERNALS] }],
};

const repositoryFaceRule = {
  'no-restricted-imports': ['error', { patterns: [OTHER_MODULE_INTERNALS] }],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/migrations/**',
      'apps/web/src/graphql/generated/**',
      'apps/web/next-env.d.ts',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/domain/**/*.ts', 'e2e/**/*.ts'],
    ignores: DB_IMPORT_ALLOWED,
    rules: layeringRule,
  },
  {
    files: ['apps/api/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts', '**/*.repository.ts'],
    rules: moduleFaceRule,
  },
  {
    files: ['apps/api/src/modules/*/*.repository.ts'],
    rules: repositoryFaceRule,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
);
