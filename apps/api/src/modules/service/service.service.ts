import type { AppDependencies } from '../../context';
import { NotFoundError } from '../../errors';
import { findLiveServiceManage } from './service.repository';

export type ServiceManageView = {
  serviceTerms: string;
  privacyPolicy: string;
  refundTerms: string;
  locationTerms: string;
  marketingTerms: string;
  thirdPartyTerms: string;
  openSourceList: string;
  companyName: string;
  representativeName: string;
  businessLicense: string;
  mailOrderRegistrationNumber: string;
  companyAddress: string;
  postCode: string | null;
  customerServicePhone: string | null;
  customerServiceHours: string | null;
  email: string | null;
  privacyOfficer: string | null;
  privacyOfficerEmail: string | null;
  disclaimer: string;
  blogUrl: string | null;
  instagramUrl: string | null;
  kakaoChannelUrl: string | null;
  usageGuideUrl: string | null;
  businessInfoCheckUrl: string | null;
};

/** Terms texts and the operator's legal details (footer, /terms pages). */
export async function findServiceManage(
  deps: Pick<AppDependencies, 'db'>,
): Promise<ServiceManageView> {
  const row = await findLiveServiceManage(deps.db);
  if (!row) throw new NotFoundError('서비스 정보를 찾을 수 없습니다.');
  return {
    serviceTerms: row.serviceTerms,
    privacyPolicy: row.privacyPolicy,
    refundTerms: row.refundTerms,
    locationTerms: row.locationTerms,
    marketingTerms: row.marketingTerms,
    thirdPartyTerms: row.thirdPartyTerms,
    openSourceList: row.openSourceList,
    companyName: row.companyName,
    representativeName: row.representativeName,
    businessLicense: row.businessLicense,
    mailOrderRegistrationNumber: row.mailOrderRegistrationNumber,
    companyAddress: row.companyAddress,
    postCode: row.postCode,
    customerServicePhone: row.phoneNumber,
    customerServiceHours: row.customerServiceHours,
    email: row.email,
    privacyOfficer: row.privacyOfficerName,
    privacyOfficerEmail: row.privacyOfficerEmail,
    disclaimer: row.disclaimer,
    blogUrl: row.blogUrl,
    instagramUrl: row.instagramUrl,
    kakaoChannelUrl: row.kakaoChannelUrl,
    usageGuideUrl: row.usageGuideUrl,
    businessInfoCheckUrl: row.businessInfoCheckUrl,
  };
}
