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

export const layeringRule = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
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
        },
      ],
    },
  ],
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
