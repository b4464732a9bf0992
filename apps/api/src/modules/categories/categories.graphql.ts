import { CATEGORY_TYPES } from '@gongsa/domain';
import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import {
  listCategories,
  lookUpCategoriesByIds,
  searchCategories,
  type CategoryView,
} from './categories.service';

export const CategoryTypeRef = builder.enumType('CategoryType', {
  description:
    'DEPTH_1 최상위 그룹, DEPTH_2 업종, DEPTH_3 세부 업종(말단). ALL 은 선택기의 "전체" 항목으로 저장되지 않습니다.',
  values: CATEGORY_TYPES,
});

export const CategoryRef = builder.objectRef<CategoryView>('Category').implement({
  description: '공사 업종 분류 (최대 3단계)',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: CategoryTypeRef, resolve: (category) => category.type }),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    kiscCodes: t.exposeStringList('kiscCodes', { description: '한국표준산업분류 코드' }),
    parentId: t.exposeID('parentId', { nullable: true }),
    topParentId: t.exposeID('topParentId', {
      nullable: true,
      description: '최상위 그룹(DEPTH_1)의 id. 최상위 그룹 자신은 null',
    }),
    path: t.exposeStringList('path', { description: '최상위 그룹부터 이 분류까지의 이름' }),
  }),
});

builder.queryFields((t) => ({
  categories: t.field({
    ...authRule.public,
    type: [CategoryRef],
    description: 'parentId 가 없으면 최상위 그룹, 있으면 그 하위 분류',
    args: { parentId: t.arg.id() },
    resolve: (_root, { parentId }, ctx) => listCategories(ctx, parentId),
  }),
  categoriesByName: t.field({
    ...authRule.public,
    type: [CategoryRef],
    description: '이름으로 분류 검색 (세부 업종 우선, 최대 100건)',
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, { name }, ctx) => searchCategories(ctx, name),
  }),
  categoriesByIds: t.field({
    ...authRule.public,
    type: [CategoryRef],
    description: '주어진 id 순서대로 (없는·삭제된 id 는 건너뜀, 중복은 한 번, 최대 100개)',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, { ids }, ctx) => lookUpCategoriesByIds(ctx, ids),
  }),
}));
