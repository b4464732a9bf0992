/**
 * Generates typed GraphQL documents for the web app.
 *
 * Reads the schema the API prints (apps/api/schema.graphql) and every operation in
 * apps/web/src/**\/*.graphql, validates them together and writes src/graphql/generated/:
 * graphql.ts (operation types), typed-document-string.ts and one module per document under
 * operations/ and fragments/. Run with `npm run codegen -w @gongsa/web`.
 *
 * The codegen CLI is not installed in this workspace, so this drives @graphql-codegen/core directly.
 */
import { readFile, readdir, writeFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import type { Types } from '@graphql-codegen/plugin-helpers';
import * as typescriptOperationsPlugin from '@graphql-codegen/typescript-operations';
import * as typedDocumentNodePlugin from '@graphql-codegen/typed-document-node';
import {
  buildSchema,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  printSchema,
  specifiedRules,
  validate,
  visit,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
} from 'graphql';
import prettier from 'prettier';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA_PATH = path.resolve(
  WEB_ROOT,
  process.env.GRAPHQL_SCHEMA_PATH ?? '../api/schema.graphql',
);
const SOURCE_DIR = path.join(WEB_ROOT, 'src');
const OUTPUT_DIR = path.join(SOURCE_DIR, 'graphql/generated');

async function findOperationFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.graphql'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`))
    .sort();
}

async function loadSchema(): Promise<GraphQLSchema> {
  const source = await readFile(SCHEMA_PATH, 'utf8').catch(() => {
    throw new Error(
      `스키마 파일을 찾을 수 없습니다: ${SCHEMA_PATH} (apps/api에서 schema:print를 먼저 실행하세요)`,
    );
  });
  return buildSchema(source);
}

/** Names of the fragments a definition spreads, directly. */
function collectSpreads(node: ASTNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/**
 * The fragments a file spreads but defines elsewhere (transitively), so a shared fragment such as
 * CompanyCardFields can live in one file and be used from any module.
 */
function findForeignFragments(
  document: DocumentNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
  const own = new Set(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : [],
    ),
  );
  const found = new Map<string, FragmentDefinitionNode>();
  const pending = collectSpreads(document);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const fragment = fragments.get(name);
    if (own.has(name) || found.has(name) || !fragment) continue;
    found.set(name, fragment);
    pending.push(...collectSpreads(fragment));
  }
  return [...found.values()];
}

// A fragment may be defined in one file and spread in another, so "unused" is checked across all
// files below instead of per file.
const FILE_RULES = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

async function loadDocuments(schema: GraphQLSchema): Promise<Types.DocumentFile[]> {
  const files = await findOperationFiles(SOURCE_DIR);
  const documents: Types.DocumentFile[] = [];
  for (const file of files) {
    documents.push({
      location: path.relative(WEB_ROOT, file),
      document: parse(await readFile(file, 'utf8')),
    });
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of documents) {
    for (const definition of document?.definitions ?? []) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments.set(definition.name.value, definition);
      }
    }
  }
  const problems: string[] = [];
  const spread = new Set<string>();
  for (const { location, document } of documents) {
    if (!document) continue;
    collectSpreads(document).forEach((name) => spread.add(name));
    const withForeign: DocumentNode = {
      ...document,
      definitions: [...document.definitions, ...findForeignFragments(document, fragments)],
    };
    for (const error of validate(schema, withForeign, FILE_RULES)) {
      problems.push(`${location}: ${error.message}`);
    }
  }
  for (const name of fragments.keys()) {
    if (!spread.has(name)) problems.push(`Fragment "${name}" is never used.`);
  }
  if (problems.length > 0) {
    throw new Error(`GraphQL 문서가 스키마와 맞지 않습니다:\n${problems.join('\n')}`);
  }
  return documents;
}

async function generate(): Promise<void> {
  const schema = await loadSchema();
  const documents = await loadDocuments(schema);
  const output = await codegen({
    filename: path.join(OUTPUT_DIR, 'graphql.ts'),
    schema: parse(printSchema(schema)),
    documents,
    plugins: [{ typescriptOperations: {} }, { typedDocumentNode: {} }],
    pluginMap: {
      typescriptOperations: typescriptOperationsPlugin,
      typedDocumentNode: typedDocumentNodePlugin,
    },
    config: {
      // Operation types only: the web app never needs the whole schema as TypeScript.
      onlyOperationTypes: true,
      enumsAsTypes: true,
      useTypeImports: true,
      skipTypename: true,
      avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      documentMode: 'string',
      defaultScalarType: 'unknown',
      scalars: {
        ID: { input: 'string | number', output: 'string' },
        DateTime: 'string',
        Date: 'string',
        JSON: 'unknown',
        JSONObject: 'Record<string, unknown>',
        BigInt: 'number',
        Upload: 'File',
      },
    },
  });
  await writeOutput(splitDocuments(output));
  console.info(
    `GraphQL 타입 생성 완료: ${path.relative(WEB_ROOT, OUTPUT_DIR)} (문서 ${documents.length}개)`,
  );
}

type GeneratedFile = { file: string; source: string };

const BANNER =
  '/* Generated by apps/web/scripts/codegen.ts from apps/api/schema.graphql. Do not edit. */\n';

/** SignInDocument → operations/sign-in.ts, BidCardFieldsFragmentDoc → fragments/bid-card-fields.ts */
function documentFile(exportName: string): string {
  const isFragment = exportName.endsWith('FragmentDoc');
  const base = exportName.replace(/(FragmentDoc|Document)$/, '');
  const kebab = base.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `${isFragment ? 'fragments' : 'operations'}/${kebab}.ts`;
}

/**
 * One module per document instead of one module for all of them. Turbopack keeps a module whole,
 * so while every document lived in graphql.ts, each page's client chunk carried all ~100 documents
 * (the root layout needs a few for the session). graphql.ts keeps the types, which cost nothing at
 * run time; a component imports its document from operations/<name>.ts.
 */
function splitDocuments(output: string): GeneratedFile[] {
  const classStart = output.indexOf('export class TypedDocumentString');
  const firstDocument = output.indexOf('export const ', classStart);
  if (classStart < 0 || firstDocument < 0) {
    throw new Error('codegen 출력에서 TypedDocumentString 문서를 찾지 못했습니다.');
  }
  const decorationImport =
    "import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';\n";
  const types = output.slice(0, classStart).replace(decorationImport, '');
  const files: GeneratedFile[] = [
    { file: 'graphql.ts', source: types },
    {
      file: 'typed-document-string.ts',
      source: decorationImport + output.slice(classStart, firstDocument),
    },
  ];
  const statement =
    /export const (\w+) = (new TypedDocumentString\(`[^`]*`(?:,\s*\{[^}]*\})?\s*\)) as unknown as TypedDocumentString<([^;]*)>;/g;
  let count = 0;
  for (const [whole, name, construction, typeArguments] of output
    .slice(firstDocument)
    .matchAll(statement)) {
    if (!name || !construction || typeArguments === undefined) throw new Error(whole);
    const typeNames = typeArguments.match(/\b[A-Z]\w*/g) ?? [];
    const file = documentFile(name);
    files.push({
      file,
      source: [
        `import type { ${[...new Set(typeNames)].join(', ')} } from '../graphql';`,
        "import { TypedDocumentString } from '../typed-document-string';",
        `export const ${name} = ${construction} as unknown as TypedDocumentString<${typeArguments}>;`,
      ].join('\n'),
    });
    count += 1;
  }
  const expected = output.slice(firstDocument).split('export const ').length - 1;
  if (count !== expected) {
    throw new Error(
      `codegen 문서 ${expected}개 중 ${count}개만 나눴습니다: 출력 형식을 확인하세요.`,
    );
  }
  return files;
}

async function writeOutput(files: GeneratedFile[]): Promise<void> {
  // Start from an empty folder so a deleted operation leaves no stale module behind (CI diffs it).
  await rm(OUTPUT_DIR, { recursive: true, force: true });
  const prettierOptions = await prettier.resolveConfig(path.join(OUTPUT_DIR, 'graphql.ts'));
  for (const { file, source } of files) {
    const target = path.join(OUTPUT_DIR, file);
    const formatted = await prettier.format(BANNER + source, {
      ...prettierOptions,
      filepath: target,
    });
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, formatted);
  }
}

generate().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
