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

const NotificationTypeRef = builder.enumType('NotificationType', {
  description: '알림 종류',
  values: NOTIFICATION_TYPES,
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
