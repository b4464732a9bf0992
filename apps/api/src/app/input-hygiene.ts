import type { ASTVisitor, ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { GraphQLError } from '../graphql/graphql-js';

export const INPUT_HYGIENE_MESSAGE =
  '입력값에 쓸 수 없는 문자(제어 문자나 깨진 문자)가 들어 있습니다. 지우고 다시 입력해 주세요.';

/** C0 controls other than tab, newline and carriage return, DEL and the C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a surrogate pair on its own: no character at all, and invalid in UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- the ASCII range starts at U+0000
const NON_ASCII = /[^\u0000-\u007F]/;

export function isSafeText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

function createInputError(): GraphQLError {
  return new GraphQLError(INPUT_HYGIENE_MESSAGE, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/**
 * Checks every string in a variables value and normalises it to NFC in place (the object is the
 * request's own, freshly parsed from JSON). Returns false when a string holds a control character
 * or a lone surrogate.
 */
export function normalizeVariableStrings(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  // Object.keys gives a list's indexes too, so lists and input objects are walked alike.
  const container = value as Record<string, unknown>;
  for (const key of Object.keys(container)) {
    const item = container[key];
    if (typeof item === 'string') {
      if (!isSafeText(item)) return false;
      if (NON_ASCII.test(item)) container[key] = item.normalize('NFC');
    } else if (!normalizeVariableStrings(item)) {
      return false;
    }
  }
  return true;
}

/**
 * One place for every string a client sends (issue 12, item 10): the variables are checked and
 * normalised to NFC before anything runs, and so is the document's text (its string literals are
 * then NFC too); a literal whose escapes spell a control character is refused by
 * SafeStringLiteralsRule. Resolvers and services never see a NUL, a lone surrogate or a
 * decomposed Hangul syllable.
 */
export function useInputHygiene(): Plugin {
  return {
    onParams({ params, setParams }) {
      if (params.variables && !normalizeVariableStrings(params.variables)) {
        throw createInputError();
      }
      const query = params.query;
      if (query === undefined) return;
      if (!isSafeText(query)) throw createInputError();
      if (NON_ASCII.test(query)) {
        const normalized = query.normalize('NFC');
        if (normalized !== query) setParams({ ...params, query: normalized });
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule(SafeStringLiteralsRule);
    },
  };
}

/** A string literal whose escapes (\u0000, \uD800 …) spell what no input may hold. */
export const SafeStringLiteralsRule: ValidationRule = (context): ASTVisitor => ({
  StringValue(node) {
    if (!isSafeText(node.value)) {
      context.reportError(
        new GraphQLError(INPUT_HYGIENE_MESSAGE, {
          nodes: node,
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      );
    }
  },
});
