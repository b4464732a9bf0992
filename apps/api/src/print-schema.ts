import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from './graphql/graphql-js';
import { schema } from './schema';

/**
 * Writes the schema SDL to apps/api/schema.graphql (committed; the web app generates its typed
 * operations from it). With --check it only compares and exits 1 when the file is stale.
 */
const SCHEMA_FILE = fileURLToPath(new URL('../schema.graphql', import.meta.url));

function renderSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

async function readCommitted(): Promise<string | null> {
  try {
    return await readFile(SCHEMA_FILE, 'utf8');
  } catch {
    return null;
  }
}

async function run(): Promise<void> {
  const rendered = renderSchema();
  if (process.argv.includes('--check')) {
    if ((await readCommitted()) !== rendered) {
      console.error(
        'apps/api/schema.graphql 이 코드와 다릅니다. `npm run schema:print` 로 다시 생성해 커밋해 주세요.',
      );
      process.exit(1);
    }
    console.info('apps/api/schema.graphql 이 최신입니다.');
    return;
  }
  await writeFile(SCHEMA_FILE, rendered, 'utf8');
  console.info(`스키마를 저장했습니다: ${SCHEMA_FILE}`);
}

await run();
