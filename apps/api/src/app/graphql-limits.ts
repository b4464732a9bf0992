import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { ASTVisitor, ValidationContext, ValidationRule } from 'graphql';
import { GraphQLError, getNamedType, isIntrospectionType } from '../graphql/graphql-js';

/** Generous for every screen of the product, far below what an abusive query needs. */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 30,
} as const;

export const LIMIT_MESSAGES = {
  depth: `요청한 쿼리가 너무 깊습니다. (최대 ${GRAPHQL_LIMITS.maxDepth}단계)`,
  aliases: `쿼리에 별칭(alias)이 너무 많습니다. (최대 ${GRAPHQL_LIMITS.maxAliases}개)`,
  cost: '요청한 쿼리가 너무 복잡합니다. 나누어 요청해 주세요.',
  tokens: '요청한 쿼리가 너무 깁니다.',
  directives: `쿼리에 지시어(directive)가 너무 많습니다. (최대 ${GRAPHQL_LIMITS.maxDirectives}개)`,
  introspection: '이 서버에서는 스키마 조회(introspection)를 사용할 수 없습니다.',
} as const;

function createLimitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * graphql-armor reports "Syntax Error: …" in English; reporting our own error instead gives the
 * client a Korean message and a stable code, and keeps validating so every problem is listed.
 */
function reportAs(message: string) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null) => {
        if (context) context.reportError(createLimitError(message));
        else throw createLimitError(message);
      },
    ],
  };
}

/** Like graphql's NoSchemaIntrospectionCustomRule, with our message and code. */
export const NoIntrospectionRule: ValidationRule = (context): ASTVisitor => ({
  Field(node) {
    const type = getNamedType(context.getType());
    if (type && isIntrospectionType(type)) {
      context.reportError(
        new GraphQLError(LIMIT_MESSAGES.introspection, {
          nodes: node,
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      );
    }
  },
});

type EnvelopPlugins = ReturnType<EnvelopArmor['protect']>['plugins'];

export function createGraphQLLimitPlugins(options: {
  /** Introspection and field suggestions: only with the development tools (DEV_TOOLS). */
  exposeSchema: boolean;
}): EnvelopPlugins {
  const armor = new EnvelopArmor({
    maxDepth: {
      n: GRAPHQL_LIMITS.maxDepth,
      ignoreIntrospection: true,
      ...reportAs(LIMIT_MESSAGES.depth),
    },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...reportAs(LIMIT_MESSAGES.aliases) },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ...reportAs(LIMIT_MESSAGES.cost) },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens, ...reportAs(LIMIT_MESSAGES.tokens) },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...reportAs(LIMIT_MESSAGES.directives) },
    // "Did you mean …?" hints describe the schema; hidden where introspection is.
    blockFieldSuggestion: { enabled: !options.exposeSchema },
  });
  const plugins: EnvelopPlugins = [...armor.protect().plugins];
  if (!options.exposeSchema) {
    plugins.push({
      onValidate({ addValidationRule }) {
        addValidationRule(NoIntrospectionRule);
      },
    });
  }
  return plugins;
}
