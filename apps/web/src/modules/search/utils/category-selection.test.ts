import { describe, expect, it } from 'vitest';
import {
  isAllTicked,
  isLeafTicked,
  tickAll,
  tickLeaf,
  toSearchCategoryIds,
  untickAll,
  untickLeaf,
  type CategoryLeaf,
} from './category-selection';

// 전문공사(1) > 철근·콘크리트공사(10) > 철근공사(101), 콘크리트공사(102), 철골공사(103)
// 전문공사(1) > 도장공사(20) > 도장(201)
const REBAR: CategoryLeaf = { id: '101', parentId: '10', topParentId: '1' };
const CONCRETE: CategoryLeaf = { id: '102', parentId: '10', topParentId: '1' };
const STEEL: CategoryLeaf = { id: '103', parentId: '10', topParentId: '1' };
const PAINT: CategoryLeaf = { id: '201', parentId: '20', topParentId: '1' };
const REBAR_GROUP = ['101', '102', '103'];
const REBAR_ALL = { parentId: '10', topParentId: '1' };

describe('ticking a leaf', () => {
  it('adds only the leaf while siblings are still unticked', () => {
    expect(tickLeaf([], REBAR, REBAR_GROUP)).toEqual(['101']);
    expect(tickLeaf(['101'], CONCRETE, REBAR_GROUP)).toEqual(['101', '102']);
  });

  it('adds the parent and the top group once every sibling is ticked', () => {
    const selection = tickLeaf(
      tickLeaf(tickLeaf([], REBAR, REBAR_GROUP), CONCRETE, REBAR_GROUP),
      STEEL,
      REBAR_GROUP,
    );
    expect(selection).toEqual(['101', '102', '103', '10', '1']);
  });

  it('adds the parent at once for an only child', () => {
    expect(tickLeaf([], PAINT, ['201'])).toEqual(['201', '20', '1']);
  });

  it('adds only the leaf when the sibling list is unknown', () => {
    expect(tickLeaf([], PAINT, [])).toEqual(['201']);
  });

  it('never duplicates ids', () => {
    expect(tickLeaf(['101'], REBAR, REBAR_GROUP)).toEqual(['101']);
    expect(tickLeaf(['201', '20', '1'], PAINT, ['201'])).toEqual(['201', '20', '1']);
  });

  it('keeps other selections', () => {
    expect(tickLeaf(['201'], REBAR, REBAR_GROUP)).toEqual(['201', '101']);
  });
});

describe('unticking a leaf', () => {
  it('removes the leaf, its parent and its top group', () => {
    expect(untickLeaf(['101', '102', '103', '10', '1'], CONCRETE)).toEqual(['101', '103']);
  });

  it('keeps leaves of other groups but drops the shared top group', () => {
    expect(untickLeaf(['201', '20', '1', '101'], REBAR)).toEqual(['201', '20']);
  });

  it('is a no-op for an unticked leaf without ticked ancestors', () => {
    expect(untickLeaf(['102'], REBAR)).toEqual(['102']);
  });
});

describe('the 전체 entry', () => {
  it('ticks every child, the parent and the top group', () => {
    expect(tickAll(['201'], REBAR_ALL, REBAR_GROUP)).toEqual([
      '201',
      '101',
      '102',
      '103',
      '10',
      '1',
    ]);
    expect(isAllTicked(tickAll([], REBAR_ALL, REBAR_GROUP), REBAR_ALL)).toBe(true);
  });

  it('does nothing while the children are unknown', () => {
    expect(tickAll([], REBAR_ALL, [])).toEqual([]);
  });

  it('unticks the children, the parent and the top group', () => {
    expect(untickAll(['201', '101', '102', '103', '10', '1'], REBAR_ALL, REBAR_GROUP)).toEqual([
      '201',
    ]);
  });

  it('shows unticked as soon as one child is unticked', () => {
    const selection = untickLeaf(tickAll([], REBAR_ALL, REBAR_GROUP), STEEL);
    expect(isAllTicked(selection, REBAR_ALL)).toBe(false);
    expect(isLeafTicked(selection, REBAR)).toBe(true);
    expect(isLeafTicked(selection, STEEL)).toBe(false);
  });

  it('shows ticked once the last child is ticked by hand', () => {
    const selection = tickLeaf(['101', '102'], STEEL, REBAR_GROUP);
    expect(isAllTicked(selection, REBAR_ALL)).toBe(true);
  });
});

describe('the ids a search is made with', () => {
  it('leaves out top groups and keeps leaves and complete parents', () => {
    expect(toSearchCategoryIds(['101', '102', '103', '10', '1'], new Set(['1']))).toEqual([
      101, 102, 103, 10,
    ]);
  });

  it('drops ids that are not positive integers', () => {
    expect(toSearchCategoryIds(['abc', '0', '7'], new Set())).toEqual([7]);
  });
});
