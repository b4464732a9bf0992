import { REGION_TYPES } from '@gongsa/domain';
import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { listSigungu, type RegionView } from './regions.service';

export const RegionTypeRef = builder.enumType('RegionType', {
  description: 'SI 시/도, GUNGU 시/군/구',
  values: REGION_TYPES,
});

export const RegionRef = builder.objectRef<RegionView>('Region').implement({
  description: '행정구역',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: RegionTypeRef, resolve: (region) => region.type }),
    si: t.exposeString('si'),
    gungu: t.exposeString('gungu', { nullable: true }),
    code: t.exposeString('code', { nullable: true, description: '행정구역 코드' }),
  }),
});

builder.queryField('sigunguList', (t) =>
  t.field({
    ...authRule.public,
    type: [RegionRef],
    description: '시/도(예: 서울특별시)의 시/군/구 목록. 알 수 없는 시/도는 빈 목록',
    args: {
      si: t.arg.string({ required: true }),
      keyword: t.arg.string(),
    },
    resolve: (_root, { si, keyword }, ctx) => listSigungu(ctx, si, keyword),
  }),
);
