import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/*
 * What a list query asks for, read from the resolver's info: a list may then read fewer columns
 * when its nodes select only fields that need no more (the company and the request lists).
 */

/** @skip(if: true) / @include(if: false) take a selection out, as graphql-js does when executing. */
function isIncluded(selection: SelectionNode, info: GraphQLResolveInfo): boolean {
  const skip = getDirectiveValues(GraphQLSkipDirective, selection, info.variableValues);
  if (skip?.['if'] === true) return false;
  const include = getDirectiveValues(GraphQLIncludeDirective, selection, info.variableValues);
  return include?.['if'] !== false;
}

/** The fields of these selection sets by name (fragments flattened), with their sub-selections. */
function collectFields(
  info: GraphQLResolveInfo,
  selectionSets: readonly (SelectionSetNode | undefined)[],
): Map<string, SelectionSetNode[]> {
  const fields = new Map<string, SelectionSetNode[]>();
  const visited = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined): void => {
    for (const selection of selectionSet?.selections ?? []) {
      if (!isIncluded(selection, info)) continue;
      if (selection.kind === Kind.FIELD) {
        const subSelections = fields.get(selection.name.value) ?? [];
        if (selection.selectionSet) subSelections.push(selection.selectionSet);
        fields.set(selection.name.value, subSelections);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const selectionSet of selectionSets) visit(selectionSet);
  return fields;
}

/**
 * The fields selected on a connection and, by name, on its nodes (`nodes { … }` and
 * `edges { node { … } }` together).
 */
export function readConnectionSelection(info: GraphQLResolveInfo): {
  connectionFields: ReadonlyMap<string, SelectionSetNode[]>;
  nodeFieldNames: string[];
} {
  const connection = collectFields(
    info,
    info.fieldNodes.map((node) => node.selectionSet),
  );
  const edges = collectFields(info, connection.get('edges') ?? []);
  const nodeFields = collectFields(info, [
    ...(connection.get('nodes') ?? []),
    ...(edges.get('node') ?? []),
  ]);
  return { connectionFields: connection, nodeFieldNames: Array.from(nodeFields.keys()) };
}
