import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { PointInfoRef } from '../points/points.graphql';
import { awardFreePoint } from './rewards.service';

builder.mutationField('awardFreePoint', (t) =>
  t.field({
    ...authRule.member,
    type: PointInfoRef,
    description:
      '정해진 혜택의 무료 포인트 받기 (로그인 필요): 프로필 100% 완성, 첫 포트폴리오 등록. 계정마다 한 번, 서버가 정한 금액만. 반환: 받은 뒤의 포인트',
    args: {
      amount: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => awardFreePoint(ctx, args),
  }),
);
