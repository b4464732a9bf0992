import { type DemoAddress } from './locations';

/*
 * The demo data set as plain values keyed by natural keys (emails, uniqueIds, category and licence
 * codes). Generating it needs no database; seedDemo resolves the keys to ids while inserting.
 */

export type DemoProfileType = 'CORPORATION' | 'PRIVATE_BUSINESS' | 'ENGINEER' | 'CONSUMER';
export type DemoBusinessType = Exclude<DemoProfileType, 'CONSUMER'>;

export interface DemoUser {
  email: string;
  /** Only the printed demo accounts have a known password; the others cannot log in. */
  password: string | null;
  role: 'USER' | 'ADMIN';
  name: string;
  nickname: string;
  phoneNumber: string;
  joinedAt: Date;
  lastLoginAt: Date | null;
  isMarketingNoti: boolean;
  isAllowGeolocation: boolean;
  isAllowThirdParty: boolean;
  latitude: number | null;
  longitude: number | null;
}

export interface DemoFinancialYear {
  year: number;
  salesAmount: number;
  businessSalesAmount: number;
  operatingProfit: number;
  netIncome: number;
  assets: number;
  liabilities: number;
  capitalStock: number | null;
}

export interface DemoAdministrativeAction {
  kind: string;
  date: string;
  agency: string;
  measure: string;
  reason: string;
}

export interface DemoCredit {
  criGrade: string;
  publicAmount: number;
  privateAmount: number;
  evaluatedAt: string;
  administrativeActions: DemoAdministrativeAction[];
}

export interface DemoPortfolio {
  title: string;
  categoryCodes: string[];
  locationSi: string;
  locationDo: string;
  projectSize: string;
  constructionType: string;
  servicePriceType: string;
  servicePrice: number | null;
  serviceTermStart: string;
  serviceTermEnd: string;
  description: string;
  createdAt: Date;
}

export interface DemoProfile {
  uniqueId: string;
  userEmail: string;
  type: DemoProfileType;
  createdAt: Date;
  progress: number;
  rateOfCreation: number;
  isNiceCertified: boolean;
  isView: boolean;
  canIssue: boolean;
  companyName: string | null;
  ownerName: string;
  phoneNumber: string;
  email: string;
  description: string | null;
  businessNumber: string | null;
  companyCode: string | null;
  companyType: string | null;
  mainBusiness: string | null;
  faxNumber: string | null;
  createdDay: string | null;
  staffCount: number | null;
  settleAccountDay: string | null;
  isTaxBillIssue: boolean | null;
  isRentLedgerSubmitPossible: boolean | null;
  mainBusinessPrice: number | null;
  managerName: string | null;
  managerPhoneNumber: string | null;
  managerEmail: string | null;
  /** DEPTH_2 trade. */
  mainCategoryCode: string | null;
  /** DEPTH_3 leaf within the main trade. */
  mainSubCategoryCode: string | null;
  /** DEPTH_3 leaves only; a filter on a trade or top group expands to its leaves. */
  categoryCodes: string[];
  licenses: Array<{ code: string; registrationNumber: string }>;
  phones: string[];
  address: DemoAddress | null;
  stockholders: Array<{ name: string; rate: number }>;
  financials: DemoFinancialYear[];
  credit: DemoCredit | null;
  portfolios: DemoPortfolio[];
  /** Filled in once reviews are generated. */
  rating: number;
  reviewCount: number;
}

export interface DemoReview {
  reviewerEmail: string;
  profileUniqueId: string;
  /** Set when the review comes from a finished request (one review per hired application). */
  announcementUniqueId: string | null;
  score: 1 | 2 | 3 | 4 | 5;
  context: string;
  state: 'VISIBLE' | 'HIDDEN' | 'REPORTED';
  createdAt: Date;
}

export type DemoAnnouncementState = 'RECRUITING' | 'CHOOSING' | 'CHOSEN' | 'CLOSED' | 'CANCELED';
export type DemoApplyState = 'WRITING' | 'SUBMITTED' | 'SELECTED' | 'NOT_SELECTED' | 'GAVE_UP';

export interface DemoApply {
  profileUniqueId: string;
  state: DemoApplyState;
  managerName: string;
  phoneNumber: string;
  estimatedAmount: number | null;
  hasChecked: boolean;
  createdAt: Date;
  submittedAt: Date | null;
  selectedAt: Date | null;
}

export interface DemoAnnouncement {
  uniqueId: string;
  ownerProfileUniqueId: string;
  type: 'CORPORATION' | 'PRIVATE_BUSINESS' | 'ENGINEER' | 'ALL';
  state: DemoAnnouncementState;
  workType: 'NEW_WORK' | 'REPAIR' | 'ETC';
  workTypeEtc: string | null;
  orderType: 'PRIVATE' | 'PUBLIC';
  fieldInfo: string;
  fieldInfoEtc: string | null;
  address: DemoAddress;
  bCode: string | null;
  bun: string | null;
  ji: string | null;
  permitStatus: string | null;
  workScope: 'ALL' | 'INTERNAL' | 'OUTSIDE' | 'ETC';
  workScopeEtc: string | null;
  hasLicense: boolean | null;
  licenseCodes: string[];
  isPossibleTaxBillIssue: boolean | null;
  isReqRentLedgerSubmitPossible: boolean | null;
  description: string;
  workStartSoon: boolean;
  servicePriceType: string;
  servicePrice: number | null;
  dailyWorkTermStart: string | null;
  dailyWorkTermEnd: string | null;
  publisherName: string;
  emergencyContact: string;
  noticeTxt: string | null;
  isEmergency: boolean;
  postingDay: number;
  createdAt: Date;
  postingEndAt: Date;
  choosingEndAt: Date | null;
  categoryCodes: string[];
  applies: DemoApply[];
  invitedUniqueIds: string[];
}

export interface DemoDraft {
  ownerEmail: string;
  step: number;
  categoryCodes: string[];
  data: Record<string, unknown>;
  updatedAt: Date;
}

export interface DemoData {
  users: DemoUser[];
  profiles: DemoProfile[];
  announcements: DemoAnnouncement[];
  reviews: DemoReview[];
  drafts: DemoDraft[];
}
