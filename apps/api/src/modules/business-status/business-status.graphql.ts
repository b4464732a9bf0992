import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import type { BusinessStatus } from './business-status-lookup';
import { getBusinessStatus } from './business-status.service';

export const BusinessStatusRef = builder.objectRef<BusinessStatus>('BusinessStatus').implement({
  description: '국세청 사업자등록 상태 (필드 이름은 국세청 API 와 같습니다)',
  fields: (t) => ({
    b_no: t.exposeString('b_no', { description: '사업자등록번호 (숫자 10자리)' }),
    b_stt_cd: t.exposeString('b_stt_cd', {
      nullable: true,
      description: '01 계속사업자, 02 휴업자, 03 폐업자. 등록되지 않은 번호는 null',
    }),
    tax_type: t.exposeString('tax_type', {
      description: '과세 유형. 등록되지 않은 번호는 그 안내 문구',
    }),
    sta_nm: t.exposeString('sta_nm', {
      nullable: true,
      description: '상태 이름: 계속사업자, 휴업자, 폐업자',
    }),
    end_dt: t.exposeString('end_dt', { nullable: true, description: '폐업일 (YYYYMMDD)' }),
  }),
});

builder.queryFields((t) => ({
  getBusinessStatus: t.field({
    ...authRule.public,
    type: BusinessStatusRef,
    description: '사업자등록번호의 국세청 상태 (하이픈 허용)',
    args: { businessNumber: t.arg.string({ required: true }) },
    resolve: (_root, { businessNumber }, ctx) => getBusinessStatus(ctx, businessNumber),
  }),
}));
