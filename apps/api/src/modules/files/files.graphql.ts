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
    description:
      '공개된 곳(로고·공고 첨부 등)에 붙은 파일은 누구나, 그 밖의 파일은 올린 사람·공고 작성자·견적을 낸 업체·관리자만',
    resolve: (_root, { fileId }, ctx) => findFile(ctx, fileId),
  }),
);
