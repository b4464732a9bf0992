import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function layeringErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
}

const importsDrizzle = "import { eq } from 'drizzle-orm';\nexport const isEqual = eq;\n";
const importsDb = "import { users } from '@gongsa/db';\nexport const table = users;\n";

describe('layering rule: only repositories touch the database', () => {
  it.each([
    ['apps/api/src/modules/categories/categories.service.ts', importsDrizzle],
    ['apps/api/src/modules/categories/categories.graphql.ts', importsDb],
    ['apps/api/src/context.ts', importsDb],
    ['apps/web/src/modules/layout/components/Header.tsx', importsDrizzle],
    ['packages/domain/src/format/money.ts', importsDb],
  ])('rejects %s', async (filePath, code) => {
    const errors = await layeringErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain('Only *.repository.ts files');
  });

  it.each([
    ['apps/api/src/modules/categories/categories.repository.ts', importsDrizzle],
    ['apps/api/src/app/database.ts', importsDb],
    ['packages/db/src/client.ts', importsDrizzle],
  ])('allows %s', async (filePath, code) => {
    expect(await layeringErrors(filePath, code)).toEqual([]);
  });
});

describe("module faces: another module's files are private", () => {
  const importsProfilesRepository =
    "import { findProfileById } from '../profiles/profiles.repository';\nexport const find = findProfileById;\n";
  const importsProfilesService =
    "import { findProfileInfo } from '../profiles/profiles.service';\nexport const find = findProfileInfo;\n";
  const importsProfilesFace =
    "import { findProfileById } from '../profiles';\nexport const find = findProfileById;\n";
  const importsProfileTypes =
    "import { ProfileRef } from '../profiles/profiles.graphql';\nexport const ref = ProfileRef;\n";

  it.each([
    ['apps/api/src/modules/reviews/reviews.service.ts', importsProfilesRepository],
    ['apps/api/src/modules/reviews/reviews.service.ts', importsProfilesService],
    ['apps/api/src/modules/reviews/reviews.repository.ts', importsProfilesRepository],
    ['apps/api/src/modules/reviews/reviews.graphql.ts', importsProfilesService],
  ])('rejects %s reaching into another module', async (filePath, code) => {
    const errors = await layeringErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain("Another module's files are private");
  });

  it.each([
    ['apps/api/src/modules/reviews/reviews.service.ts', importsProfilesFace],
    ['apps/api/src/modules/reviews/reviews.graphql.ts', importsProfileTypes],
    ['apps/api/src/modules/reviews/reviews.integration.test.ts', importsProfilesRepository],
  ])('allows %s', async (filePath, code) => {
    expect(await layeringErrors(filePath, code)).toEqual([]);
  });
});
