import { describe, expect, it } from 'vitest';
import {
  buildCategoryOptions,
  keepLeafCategories,
  listOptionParentIds,
  listOptionTopGroupIds,
  type FoundCategory,
} from './category-options';

const FOUND: FoundCategory[] = [
  {
    id: '10',
    type: 'DEPTH_2',
    path: ['전문공사', '철근·콘크리트공사'],
    parentId: '1',
    topParentId: '1',
  },
  {
    id: '101',
    type: 'DEPTH_3',
    path: ['전문공사', '철근·콘크리트공사', '철근공사'],
    parentId: '10',
    topParentId: '1',
  },
  {
    id: '301',
    type: 'DEPTH_3',
    path: ['종합공사', '토목공사', '철근 가공'],
    parentId: '30',
    topParentId: '3',
  },
  {
    id: '102',
    type: 'DEPTH_3',
    path: ['전문공사', '철근·콘크리트공사', '철근 조립'],
    parentId: '10',
    topParentId: '1',
  },
  { id: '1', type: 'DEPTH_1', path: ['전문공사'], parentId: null, topParentId: null },
];

describe('dropdown options', () => {
  it('keeps only DEPTH_3 results', () => {
    expect(keepLeafCategories(FOUND).map((category) => category.id)).toEqual(['101', '301', '102']);
    expect(buildCategoryOptions(FOUND.filter((category) => category.type !== 'DEPTH_3'))).toEqual(
      [],
    );
  });

  it('groups leaves by parent, each group led by its 전체 entry, labelled as breadcrumbs', () => {
    expect(buildCategoryOptions(FOUND).map((option) => [option.kind, option.label])).toEqual([
      ['all', '전문공사 > 철근·콘크리트공사 > 전체'],
      ['leaf', '전문공사 > 철근·콘크리트공사 > 철근공사'],
      ['leaf', '전문공사 > 철근·콘크리트공사 > 철근 조립'],
      ['all', '종합공사 > 토목공사 > 전체'],
      ['leaf', '종합공사 > 토목공사 > 철근 가공'],
    ]);
  });

  it('lists the parents to load and the top groups to keep out of searches', () => {
    const options = buildCategoryOptions(FOUND);
    expect(listOptionParentIds(options)).toEqual(['10', '30']);
    expect(listOptionTopGroupIds(options)).toEqual(['1', '3']);
  });
});
