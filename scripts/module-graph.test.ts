import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The API's modules below the GraphQL layer form no cycle (docs/ARCHITECTURE.md, "Module faces").
 * The graph is read from the source: every import of '../<module>' or '../<module>/…' in a
 * module's services, repositories, jobs and other non-GraphQL files is an edge. GraphQL files may
 * reference each other's types (a Profile's reviews, a review's profile), so they are left out, as
 * are tests. The lint rule (lint-layering.test.ts) keeps the edges on faces; this keeps them acyclic.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = join(root, 'apps/api/src/modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const isSource = name.endsWith('.ts') && !name.endsWith('.test.ts');
    return isSource && !name.endsWith('.graphql.ts') ? [path] : [];
  });
}

/** module → the modules its non-GraphQL files import. */
export function readModuleGraph(): Map<string, Set<string>> {
  const modules = readdirSync(modulesDir).filter((name) =>
    statSync(join(modulesDir, name)).isDirectory(),
  );
  const graph = new Map(modules.map((name) => [name, new Set<string>()]));
  for (const module of modules) {
    for (const file of sourceFiles(join(modulesDir, module))) {
      const depth = file.slice(join(modulesDir, module).length + 1).split('/').length - 1;
      const up = '../'.repeat(depth + 1);
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
        /(?:from|import)\s*\(?\s*'([^']+)'/g,
      )) {
        if (!specifier?.startsWith(up)) continue;
        const target = specifier.slice(up.length).split('/')[0];
        if (target && target !== module && graph.has(target)) graph.get(module)?.add(target);
      }
    }
  }
  return graph;
}

/** The first cycle found, as a path that starts and ends at the same module; null when none. */
export function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  function visit(node: string): string[] | null {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  }
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('API modules below the GraphQL layer', () => {
  it('import each other without a cycle', () => {
    const graph = readModuleGraph();
    expect(graph.size).toBeGreaterThan(20);
    // Known edges, so the reader is known to see imports at all.
    expect([...(graph.get('applies') ?? [])]).toContain('announcements');
    expect([...(graph.get('reviews') ?? [])]).toContain('applies');
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set<string>()],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toBeNull();
  });
});
