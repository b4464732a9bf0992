import type {
  AnnouncementDraftInput,
  AnnouncementState,
  AnnouncementType,
  FieldInfo,
  OrderType,
  ServicePriceType,
  WorkScope,
  WorkType,
} from '@gongsa/domain';

/**
 * What the Announcement GraphQL type resolves from: the stored row with `state` already the
 * effective state of ADR 0010 (resolveAnnouncementState at read time) and `storedState` as written.
 */
export type AnnouncementView = {
  id: number;
  userId: number;
  profileId: number;
  uniqueId: string;
  type: AnnouncementType;
  state: AnnouncementState;
  storedState: AnnouncementState;
  workType: WorkType;
  workTypeEtc: string | null;
  orderType: OrderType;
  fieldInfo: FieldInfo;
  fieldInfoEtc: string | null;
  si: string | null;
  sigungu: string | null;
  address: string | null;
  addressDetail: string | null;
  latitude: number | null;
  longitude: number | null;
  bCode: string | null;
  bun: string | null;
  ji: string | null;
  permitStatus: string | null;
  workScope: WorkScope | null;
  workScopeEtc: string | null;
  hasLicense: boolean | null;
  isPossibleTaxBillIssue: boolean | null;
  isReqRentLedgerSubmitPossible: boolean | null;
  description: string | null;
  workStartSoon: boolean;
  servicePriceType: ServicePriceType;
  servicePrice: number | null;
  dailyWorkTermStart: string | null;
  dailyWorkTermEnd: string | null;
  publisherName: string | null;
  emergencyContact: string | null;
  noticeTxt: string | null;
  isEmergency: boolean;
  postingDay: number;
  postingEndAt: Date;
  choosingEndAt: Date | null;
  isHaveDocs: boolean;
  isHaveVideo: boolean;
  isReCreated: boolean;
  reCreatedFromId: number | null;
  mainImageFileId: number | null;
  applyCount: number;
  hasNewApplies: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** What the AnnouncementTemp GraphQL type resolves from: the draft row and its stored fields. */
export type AnnouncementTempView = {
  id: number;
  userId: number;
  step: number;
  invitationProfileId: number | null;
  isReCreated: boolean;
  /** The announcement this draft was copied from by reCreateAnnouncement. */
  reCreatedFromId: number | null;
  data: AnnouncementDraftInput;
  createdAt: Date;
  updatedAt: Date;
};
