import { PROFILE_TYPES } from '@gongsa/domain';
import { builder } from '../../builder';
import { isDuplicateCompanyCode, type ProfileView } from './profiles.service';

export const ProfileTypeRef = builder.enumType('ProfileType', {
  description:
    'CORPORATION 법인, PRIVATE_BUSINESS 개인 사업자, ENGINEER 기술자, CONSUMER 일반 소비자',
  values: PROFILE_TYPES,
});

export const ProfileRef = builder.objectRef<ProfileView>('Profile').implement({
  description: '회원의 프로필 (업체 회원은 업체 정보)',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: ProfileTypeRef, resolve: (profile) => profile.type }),
    uniqueId: t.exposeString('uniqueId', { description: '업체 고유번호 (영문 3자 + 숫자 6자)' }),
    progress: t.exposeInt('progress', { description: '프로필 완성도 (%)' }),
    companyName: t.exposeString('companyName', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  isDuplicateCompanyCode: t.boolean({
    description: '이미 다른 업체가 쓰는 법인등록번호인지 (하이픈 등 숫자 외 문자는 무시)',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) => isDuplicateCompanyCode(ctx, code),
  }),
}));
