import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { findServiceManage, type ServiceManageView } from './service.service';

export const ServiceManageRef = builder.objectRef<ServiceManageView>('ServiceManage').implement({
  description: '약관 본문과 운영사 정보 (푸터, 약관 페이지)',
  fields: (t) => ({
    serviceTerms: t.exposeString('serviceTerms', { description: '서비스 이용약관' }),
    privacyPolicy: t.exposeString('privacyPolicy', { description: '개인정보처리방침' }),
    refundTerms: t.exposeString('refundTerms', { description: '환불 규정' }),
    locationTerms: t.exposeString('locationTerms', { description: '위치기반서비스 이용약관' }),
    marketingTerms: t.exposeString('marketingTerms', { description: '마케팅 정보 수신 동의' }),
    thirdPartyTerms: t.exposeString('thirdPartyTerms', { description: '개인정보 제3자 제공 동의' }),
    openSourceList: t.exposeString('openSourceList', { description: '오픈소스 라이선스' }),
    companyName: t.exposeString('companyName', { description: '상호' }),
    representativeName: t.exposeString('representativeName', { description: '대표자' }),
    businessLicense: t.exposeString('businessLicense', {
      description: '사업자등록번호 (숫자 10자리)',
    }),
    mailOrderRegistrationNumber: t.exposeString('mailOrderRegistrationNumber', {
      description: '통신판매업 신고번호',
    }),
    companyAddress: t.exposeString('companyAddress', { description: '사업장 주소' }),
    postCode: t.exposeString('postCode', { nullable: true, description: '우편번호' }),
    customerServicePhone: t.exposeString('customerServicePhone', {
      nullable: true,
      description: '고객센터 전화번호 (숫자만)',
    }),
    customerServiceHours: t.exposeString('customerServiceHours', {
      nullable: true,
      description: '고객센터 운영 시간',
    }),
    email: t.exposeString('email', { nullable: true, description: '고객센터 이메일' }),
    privacyOfficer: t.exposeString('privacyOfficer', {
      nullable: true,
      description: '개인정보 보호책임자',
    }),
    privacyOfficerEmail: t.exposeString('privacyOfficerEmail', {
      nullable: true,
      description: '개인정보 보호책임자 이메일',
    }),
    disclaimer: t.exposeString('disclaimer', { description: '통신판매중개자 고지' }),
    blogUrl: t.exposeString('blogUrl', { nullable: true }),
    instagramUrl: t.exposeString('instagramUrl', { nullable: true }),
    kakaoChannelUrl: t.exposeString('kakaoChannelUrl', { nullable: true }),
    usageGuideUrl: t.exposeString('usageGuideUrl', { nullable: true, description: '이용 가이드' }),
    businessInfoCheckUrl: t.exposeString('businessInfoCheckUrl', {
      nullable: true,
      description: '공정거래위원회 사업자정보 확인',
    }),
  }),
});

builder.queryField('serviceManage', (t) =>
  t.field({
    ...authRule.public,
    type: ServiceManageRef,
    resolve: (_root, _args, ctx) => findServiceManage(ctx),
  }),
);
