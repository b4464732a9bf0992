import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { findBankCode, listBankCodes, type BankCodeView } from './bank-codes.service';

export const BankCodeRef = builder.objectRef<BankCodeView>('BankCode').implement({
  description: '은행 코드 (금융결제원 3자리)',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    priority: t.exposeInt('priority'),
  }),
});

builder.queryFields((t) => ({
  bankCodes: t.field({
    ...authRule.public,
    type: [BankCodeRef],
    resolve: (_root, _args, ctx) => listBankCodes(ctx),
  }),
  bankCode: t.field({
    ...authRule.public,
    type: BankCodeRef,
    nullable: true,
    description: '코드로 은행 조회. 없으면 null',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) => findBankCode(ctx, code),
  }),
}));
