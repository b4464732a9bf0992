import { NOTIFICATION_TYPES } from '@gongsa/domain';
import { builder } from '../../builder';
import { PagingInputRef, defineConnection } from '../../graphql/connection';
import { authRule } from '../../platform/authz/auth-rules';
import {
  UNREAD_COUNT_CAP,
  countMyUnreadNotifications,
  findMyNotifications,
  readAllMyNotifications,
  readMyNotification,
  type NotificationView,
} from './notifications-inbox.service';
import {
  NOTIFICATION_DELIVERY_CHANNELS,
  NOTIFICATION_DELIVERY_STATES,
  findNotificationDeliveries,
  type NotificationDeliveryView,
} from './notifications.service';

const NotificationTypeRef = builder.enumType('NotificationType', {
  description: '알림 종류',
  values: NOTIFICATION_TYPES,
});

const NotificationDeliveryRef = builder
  .objectRef<NotificationDeliveryView>('NotificationDelivery')
  .implement({
    description: '알림 한 건이 바깥 채널(푸시, 알림톡)로 간 결과. 실패는 재시도 뒤에 남습니다',
    fields: (t) => ({
      channel: t.field({
        type: builder.enumType('NotificationDeliveryChannel', {
          description: 'PUSH: 웹 푸시, ALIMTALK: 카카오 알림톡 (안 되면 문자)',
          values: NOTIFICATION_DELIVERY_CHANNELS,
        }),
        resolve: (row) => row.channel,
      }),
      state: t.field({
        type: builder.enumType('NotificationDeliveryState', {
          description: 'PENDING: 보내는 중, SENT: 보냄, FAILED: 못 보냄, SKIPPED: 보내지 않음',
          values: NOTIFICATION_DELIVERY_STATES,
        }),
        resolve: (row) => row.state,
      }),
      reason: t.exposeString('reason', { nullable: true, description: '실패하거나 건너뛴 이유' }),
      attempts: t.exposeInt('attempts'),
      sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    }),
  });

const NotificationRef = builder.objectRef<NotificationView>('Notification').implement({
  description: '받은 알림 (SPEC §3 Notification)',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: NotificationTypeRef, resolve: (row) => row.type }),
    title: t.exposeString('title'),
    message: t.exposeString('message'),
    url: t.exposeString('url', {
      nullable: true,
      description: '누르면 열 주소 (사이트 안의 경로)',
    }),
    imageURL: t.string({ nullable: true, resolve: (row) => row.imageUrl }),
    relationId: t.id({
      nullable: true,
      description: 'type 이 가리키는 대상의 id',
      resolve: (row) => row.relationId,
    }),
    isCreatedForAdmin: t.exposeBoolean('isCreatedForAdmin'),
    isRead: t.exposeBoolean('isRead'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deliveries: t.field({
      type: [NotificationDeliveryRef],
      description: '푸시·알림톡으로 보낸 결과 (채널·기기마다 하나, 알림은 받은 사람만 볼 수 있음)',
      resolve: (row, _args, ctx) => findNotificationDeliveries(ctx, row.id),
    }),
  }),
});

const NotificationConnectionRef = defineConnection('Notification', NotificationRef);

builder.queryField('myNotifications', (t) =>
  t.field({
    ...authRule.member,
    type: NotificationConnectionRef,
    description: '내 알림 (최근 순, 로그인 필요). unreadOnly 면 읽지 않은 알림만',
    args: {
      unreadOnly: t.arg.boolean(),
      paging: t.arg({ type: PagingInputRef }),
    },
    resolve: (_root, args, ctx) =>
      findMyNotifications(ctx, args.paging ?? {}, args.unreadOnly ?? false),
  }),
);

builder.queryField('myUnreadNotificationCount', (t) =>
  t.int({
    ...authRule.member,
    description: `읽지 않은 알림 개수 (로그인 필요, 최대 ${UNREAD_COUNT_CAP})`,
    resolve: (_root, _args, ctx) => countMyUnreadNotifications(ctx),
  }),
);

builder.mutationField('readNotification', (t) =>
  t.field({
    ...authRule.ownerOf('notification'),
    type: NotificationRef,
    description: '알림 하나를 읽음으로 표시합니다 (받은 사람만; 다른 사람의 알림은 NOT_FOUND)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => readMyNotification(ctx, args.id),
  }),
);

builder.mutationField('readAllNotifications', (t) =>
  t.int({
    ...authRule.member,
    description: '읽지 않은 내 알림을 모두 읽음으로 표시하고, 표시한 개수를 돌려줍니다',
    resolve: (_root, _args, ctx) => readAllMyNotifications(ctx),
  }),
);
