import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { listLicenses, type LicenseView } from './licenses.service';

export const LicenseRef = builder.objectRef<LicenseView>('License').implement({
  description: '건설업 면허·등록 업종',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    groupName: t.exposeString('groupName', {
      nullable: true,
      description: '예: 종합공사업, 전문공사업',
    }),
    priority: t.exposeInt('priority'),
  }),
});

builder.queryField('licenses', (t) =>
  t.field({
    ...authRule.public,
    type: [LicenseRef],
    resolve: (_root, _args, ctx) => listLicenses(ctx),
  }),
);
