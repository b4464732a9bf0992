import { PROFILE_TYPES } from '@gongsa/domain';
import { builder } from '../../builder';
import type { ProfileView } from './profiles.service';

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
