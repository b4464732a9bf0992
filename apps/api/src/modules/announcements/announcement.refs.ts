import {
  ANNOUNCEMENT_STATES,
  ANNOUNCEMENT_TYPES,
  APPLY_STATES,
  FIELD_INFOS,
  SERVICE_PRICE_TYPES,
  WORK_SCOPES,
  WORK_TYPES,
} from '@gongsa/domain';
import { builder } from '../../builder';
import { defineConnection } from '../../graphql/connection';
import type { AnnouncementTempView } from '../announcement-temps';
import type { AnnouncementView } from './announcement-view';

/*
 * The Announcement and AnnouncementTemp object types and the enums of issue 5, declared apart
 * from their fields so other modules (applies, invitations, reviews) can reference them and add
 * their own fields with builder.objectFields without importing the announcements resolvers.
 */

export const WorkTypeRef = builder.enumType('WorkType', { values: WORK_TYPES });
export const FieldInfoRef = builder.enumType('FieldInfo', { values: FIELD_INFOS });
export const WorkScopeRef = builder.enumType('WorkScope', { values: WORK_SCOPES });
export const ServicePriceTypeRef = builder.enumType('ServicePriceType', {
  values: SERVICE_PRICE_TYPES,
});
export const AnnouncementTypeRef = builder.enumType('AnnouncementType', {
  description: '지원 가능한 프로필 유형 (ALL: 업체·기술자 모두)',
  values: ANNOUNCEMENT_TYPES,
});
export const AnnouncementStateRef = builder.enumType('AnnouncementState', {
  description:
    '모집중 → 선정중 / 마감 → 선정완료; 취소. 시간이 지나면 읽을 때 계산된 상태가 나옵니다 (ADR 0010)',
  values: ANNOUNCEMENT_STATES,
});
export const ApplyStateRef = builder.enumType('ApplyState', { values: APPLY_STATES });

export const AnnouncementRef = builder.objectRef<AnnouncementView>('Announcement').implement({
  description: '견적 요청 (공고)',
  fields: (t) => ({
    id: t.exposeID('id'),
  }),
});

export const AnnouncementTempRef = builder
  .objectRef<AnnouncementTempView>('AnnouncementTemp')
  .implement({
    description: '견적 요청 임시 저장본 (마법사 자동 저장)',
    fields: (t) => ({
      id: t.exposeID('id'),
    }),
  });

export const AnnouncementConnectionRef = defineConnection('Announcement', AnnouncementRef);
export const AnnouncementTempConnectionRef = defineConnection(
  'AnnouncementTemp',
  AnnouncementTempRef,
);

export type { AnnouncementTempView, AnnouncementView };
