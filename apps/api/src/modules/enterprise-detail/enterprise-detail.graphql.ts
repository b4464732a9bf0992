import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { ProfileRef } from '../profiles/profiles.graphql';
import {
  canReadFinancialInfo,
  findEnterprise,
  isFavoriteProfile,
  isFinancialInfoUnlocked,
} from './enterprise-detail.service';

builder.objectFields(ProfileRef, (t) => ({
  isFavorite: t.boolean({
    description: '로그인한 회원이 관심 기업으로 담았는지 (비로그인 false)',
    resolve: (profile, _args, ctx) => isFavoriteProfile(ctx, profile),
  }),
  isViewedFinancialInfo: t.boolean({
    description: '로그인한 회원이 포인트로 재무·신용 정보를 열람했는지',
    resolve: (profile, _args, ctx) => isFinancialInfoUnlocked(ctx, profile),
  }),
  canRead: t.boolean({
    description: '재무·신용 정보를 지금 바로 볼 수 있는지: 본인, 구독자, 열람한 적 있음',
    resolve: (profile, _args, ctx) => canReadFinancialInfo(ctx, profile),
  }),
}));

builder.queryField('enterprise', (t) =>
  t.field({
    ...authRule.public,
    type: ProfileRef,
    description:
      '업체 상세. 로그인한 회원이 남의 업체를 보면 최근 본 기업에 기록됩니다. 없으면 NOT_FOUND',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findEnterprise(ctx, String(args.id)),
  }),
);
