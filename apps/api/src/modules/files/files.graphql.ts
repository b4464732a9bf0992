import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { findFile, type FileView } from './files.service';

export const FileRef = builder.objectRef<FileView>('File').implement({
  description: '업로드된 파일. 이미지는 썸네일·저화질·고화질(WebP) 주소를 함께 가집니다.',
  fields: (t) => ({
    id: t.exposeID('id'),
    filename: t.exposeString('filename'),
    mimetype: t.exposeString('mimetype'),
    md5: t.exposeString('md5'),
    size: t.exposeInt('size', { description: '바이트' }),
    priority: t.exposeInt('priority'),
    url: t.exposeString('url', { description: '원본 파일 주소' }),
    thumbnailURL: t.exposeString('thumbnailURL', {
      nullable: true,
      description: '너비 320px WebP',
    }),
    lowQualityURL: t.exposeString('lowQualityURL', {
      nullable: true,
      description: '너비 640px WebP',
    }),
    highQualityURL: t.exposeString('highQualityURL', {
      nullable: true,
      description: '너비 1920px WebP',
    }),
  }),
});

builder.queryField('file', (t) =>
  t.field({
    ...authRule.public,
    type: FileRef,
    args: { fileId: t.arg.id({ required: true }) },
    resolve: (_root, { fileId }, ctx) => findFile(ctx, fileId),
  }),
);
