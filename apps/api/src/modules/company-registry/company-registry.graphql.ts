import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { CriRef } from '../cri/cri.graphql';
import { BalanceItemRef, IncomeItemRef } from '../financial/financial.graphql';
import { findCompanyInfo, type CompanyRegistryInfoView } from './company-registry.service';

const CompanyRegistryInfoRef = builder
  .objectRef<CompanyRegistryInfoView>('CompanyRegistryInfo')
  .implement({
    description: '사업자등록번호로 조회한 공개 기업 정보 (SPEC §3 Company info lookup)',
    fields: (t) => ({
      name: t.exposeString('name'),
      businessRegistrationNumber: t.exposeString('businessRegistrationNumber'),
      type: t.exposeString('type', { nullable: true }),
      latitude: t.exposeFloat('latitude', { nullable: true }),
      longitude: t.exposeFloat('longitude', { nullable: true }),
      publicAmount: t.exposeFloat('publicAmount', { nullable: true }),
      privateAmount: t.exposeFloat('privateAmount', { nullable: true }),
      totalAmount: t.exposeFloat('totalAmount', { nullable: true }),
      patents: t.field({ type: 'JSON', resolve: (info) => info.patents }),
      affiliate: t.field({ type: 'JSON', resolve: (info) => info.affiliate }),
      cri: t.field({ type: CriRef, nullable: true, resolve: (info) => info.cri }),
      balance: t.field({ type: [BalanceItemRef], resolve: (info) => info.balance }),
      income: t.field({ type: [IncomeItemRef], resolve: (info) => info.income }),
      administrativeActions: t.field({
        type: 'JSON',
        resolve: (info) => info.administrativeActions,
      }),
      licenses: t.field({ type: 'JSON', resolve: (info) => info.licenses }),
      mainBusiness: t.exposeString('mainBusiness', { nullable: true }),
      address: t.exposeString('address', { nullable: true }),
      phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
      faxNumber: t.exposeString('faxNumber', { nullable: true }),
      establishedOn: t.exposeString('establishedOn', { nullable: true }),
      homepageUrl: t.exposeString('homepageUrl', { nullable: true }),
      staffCount: t.exposeInt('staffCount', { nullable: true }),
      stockholders: t.field({ type: 'JSON', resolve: (info) => info.stockholders }),
      representativeName: t.exposeString('representativeName', { nullable: true }),
      representativePhoneNumber: t.exposeString('representativePhoneNumber', { nullable: true }),
      representativeEmail: t.exposeString('representativeEmail', { nullable: true }),
      managerName: t.exposeString('managerName', { nullable: true }),
      managerPhoneNumber: t.exposeString('managerPhoneNumber', { nullable: true }),
      managerEmail: t.exposeString('managerEmail', { nullable: true }),
      category: t.exposeString('category', { nullable: true }),
    }),
  });

builder.queryField('companyInfo', (t) =>
  t.field({
    ...authRule.member,
    type: CompanyRegistryInfoRef,
    nullable: true,
    description:
      '사업자등록번호(하이픈 허용)로 기업 정보 조회 (내 업체 정보 입력용, 로그인 필요). 다른 회원이 등록한 번호는 FORBIDDEN, 없으면 null',
    args: { registrationNumber: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => findCompanyInfo(ctx, args.registrationNumber),
  }),
);
