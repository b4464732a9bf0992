// The profile forms' schemas (zod), reached only through PROFILE_SCHEMAS (import()), so
// /myPage/profile loads zod after hydration instead of on first load.
export {
  companyProfileSchema,
  consumerProfileSchema,
  engineerProfileSchema,
  updateMeSchema,
} from '@gongsa/domain';
