import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commonColumns, isLive } from './columns';

/**
 * serviceManage: terms texts and the operator's legal details shown in the footer. Exactly one live
 * row; an edit may soft-delete the old row to keep the history.
 */
export const serviceManage = pgTable(
  'service_manage',
  {
    ...commonColumns(),
    serviceTerms: text('service_terms').notNull().default(''),
    privacyPolicy: text('privacy_policy').notNull().default(''),
    refundTerms: text('refund_terms').notNull().default(''),
    locationTerms: text('location_terms').notNull().default(''),
    marketingTerms: text('marketing_terms').notNull().default(''),
    thirdPartyTerms: text('third_party_terms').notNull().default(''),
    openSourceList: text('open_source_list').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    /** 사업자등록번호. */
    businessLicense: text('business_license').notNull().default(''),
    companyAddress: text('company_address').notNull().default(''),
    representativeName: text('representative_name').notNull().default(''),
    /** 통신판매업 신고번호. */
    mailOrderRegistrationNumber: text('mail_order_registration_number').notNull().default(''),
    postCode: text('post_code'),
    phoneNumber: text('phone_number'),
    customerServiceHours: text('customer_service_hours'),
    email: text('email'),
    privacyOfficerName: text('privacy_officer_name'),
    privacyOfficerEmail: text('privacy_officer_email'),
    /** The footer's intermediary disclaimer (통신판매중개자 고지). */
    disclaimer: text('disclaimer').notNull().default(''),
    blogUrl: text('blog_url'),
    instagramUrl: text('instagram_url'),
    kakaoChannelUrl: text('kakao_channel_url'),
    usageGuideUrl: text('usage_guide_url'),
    /** 공정거래위원회 사업자정보확인 page for this business number. */
    businessInfoCheckUrl: text('business_info_check_url'),
  },
  (t) => [
    uniqueIndex('service_manage_single_live_row')
      .on(sql`(true)`)
      .where(isLive(t.deletedAt)),
  ],
);
