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
    openSourceList: text('open_source_list').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    /** 사업자등록번호. */
    businessLicense: text('business_license').notNull().default(''),
    companyAddress: text('company_address').notNull().default(''),
    representativeName: text('representative_name').notNull().default(''),
    /** 통신판매업 신고번호. */
    mailOrderRegistrationNumber: text('mail_order_registration_number').notNull().default(''),
    phoneNumber: text('phone_number'),
    email: text('email'),
  },
  (t) => [
    uniqueIndex('service_manage_single_live_row')
      .on(sql`(true)`)
      .where(isLive(t.deletedAt)),
  ],
);
