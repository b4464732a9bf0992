/*
 * graphql-js, always from its CommonJS entry. graphql@16 ships two builds (index.js and
 * index.mjs) with no "exports" map: Node, Yoga, Pothos and graphql-armor load index.js, while
 * Vite (under Vitest) resolves a bare 'graphql' in our sources to index.mjs. Two copies mean
 * "Cannot use GraphQLList from another module or realm" and failed instanceof checks, so our
 * code imports graphql-js values from here. Type-only imports from 'graphql' are fine.
 */
export {
  GraphQLError,
  Kind,
  Source,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  lexicographicSortSchema,
  printSchema,
  valueFromASTUntyped,
} from 'graphql/index.js';
