/**
 * The authorization matrix (issue 12): who may see every object field of the schema, and what each
 * kind of viewer gets from the fields and operations that carry personal, paid or private data.
 * `authorization-matrix.integration.test.ts` reads the schema and fails when a type or field is
 * missing here, so every new field must be placed: open, guarded (with its row below), or on a
 * type only some operations reach. Operation rules themselves are `OPERATION_RULES`.
 */

/** Who looks, relative to the resource the field belongs to. */
export type MatrixViewer = 'anonymous' | 'stranger' | 'owner' | 'counterpart' | 'admin';
export const MATRIX_VIEWERS: readonly MatrixViewer[] = [
  'anonymous',
  'stranger',
  'owner',
  'counterpart',
  'admin',
];

/**
 * What a viewer gets: the real value, a masked one (김*수), nothing (null, an empty list, false),
 * or the error code the request answers with.
 */
export type MatrixOutcome =
  | 'value'
  | 'masked'
  | 'null'
  | 'empty'
  | 'true'
  | 'false'
  | 'FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'NOT_FOUND'
  | 'PAYMENT_REQUIRED';

/**
 * The resources rows are about, and who is their owner and counterpart:
 * - request: an estimate request; owner its author (a consumer), counterpart a company that applied;
 * - apply: a submitted estimate; owner the applying company, counterpart the request's author;
 * - consumer: a request author's profile; owner that consumer, counterpart a company that applied;
 * - company: a company's profile; owner the company, counterpart the author of a request it applied to;
 * - estimateFile: a file of an estimate; owner the company that uploaded it, counterpart the request's author;
 * - notification: an in-app notification; owner its recipient (a request's author told of an
 *   apply), counterpart the company whose apply it is about;
 * - opinion: an opinion or feedback sent to the operators; owner its sender (the request's
 *   author), counterpart the company the sender deals with (nothing of it is theirs);
 * - hiddenPost: a community post an operator hid; owner its author, counterpart a member who
 *   replied to it before it was hidden;
 * - product: an innovation product waiting for review; owner the company that listed it (no
 *   counterpart: the consumer stands in, as another member).
 */
export type MatrixResource =
  | 'request'
  | 'apply'
  | 'consumer'
  | 'company'
  | 'estimateFile'
  | 'notification'
  | 'opinion'
  | 'hiddenPost'
  | 'product';

export type MatrixRow = { resource: MatrixResource } & Record<MatrixViewer, MatrixOutcome>;

const CONTACT: Omit<MatrixRow, 'resource'> = {
  anonymous: 'null',
  stranger: 'null',
  owner: 'value',
  counterpart: 'value',
  admin: 'null',
};
const OWNER_AND_ADMIN: Omit<MatrixRow, 'resource'> = {
  anonymous: 'null',
  stranger: 'null',
  owner: 'value',
  counterpart: 'null',
  admin: 'value',
};
const COMPANY_OWN: Omit<MatrixRow, 'resource'> = {
  anonymous: 'null',
  stranger: 'null',
  owner: 'value',
  counterpart: 'null',
  admin: 'null',
};
const APPLY_SIDES: Omit<MatrixRow, 'resource'> = {
  anonymous: 'UNAUTHENTICATED',
  stranger: 'FORBIDDEN',
  owner: 'value',
  counterpart: 'value',
  admin: 'FORBIDDEN',
};

const MY_OWN_LIST: Omit<MatrixRow, 'resource'> = {
  anonymous: 'UNAUTHENTICATED',
  stranger: 'empty',
  owner: 'value',
  counterpart: 'empty',
  admin: 'empty',
};

/** Fields whose answer depends on who asks, as `Type.field`. */
export const GUARDED_FIELDS: Record<string, MatrixRow> = {
  // A request's site detail and contact number: its author and the companies that applied (ADR 0010).
  'Announcement.addressDetail': { resource: 'request', ...CONTACT },
  'Announcement.emergencyContact': { resource: 'request', ...CONTACT },
  'Announcement.hasNewApplies': {
    resource: 'request',
    anonymous: 'false',
    stranger: 'false',
    owner: 'true',
    counterpart: 'false',
    admin: 'false',
  },
  // An estimate's contact, amount and files: both sides of it (reached through announcementApply).
  'AnnouncementApply.managerName': { resource: 'apply', ...APPLY_SIDES },
  'AnnouncementApply.phoneNumber': { resource: 'apply', ...APPLY_SIDES },
  'AnnouncementApply.estimatedAmount': { resource: 'apply', ...APPLY_SIDES },
  'AnnouncementApply.estimateFiles': { resource: 'apply', ...APPLY_SIDES },
  // A request author is a private person: a masked name for everyone but them and operators.
  'ConsumerInfo.ownerName': {
    resource: 'consumer',
    anonymous: 'masked',
    stranger: 'masked',
    owner: 'value',
    counterpart: 'masked',
    admin: 'value',
  },
  'ConsumerInfo.companyName': { resource: 'consumer', ...OWNER_AND_ADMIN },
  'ConsumerInfo.description': { resource: 'consumer', ...OWNER_AND_ADMIN },
  'ConsumerInfo.email': { resource: 'consumer', ...OWNER_AND_ADMIN },
  'ConsumerInfo.phoneNumber': { resource: 'consumer', ...OWNER_AND_ADMIN },
  'Profile.companyName': { resource: 'consumer', ...OWNER_AND_ADMIN },
  // A company's 법인등록번호, shareholders and manager's personal contact: the company alone.
  'CompanyInfo.companyCode': { resource: 'company', ...COMPANY_OWN },
  'CompanyInfo.managerEmail': { resource: 'company', ...COMPANY_OWN },
  'CompanyInfo.managerName': { resource: 'company', ...COMPANY_OWN },
  'CompanyInfo.managerPhoneNumber': { resource: 'company', ...COMPANY_OWN },
  'CompanyInfo.stockholders': {
    resource: 'company',
    ...COMPANY_OWN,
    anonymous: 'empty',
    stranger: 'empty',
    counterpart: 'empty',
    admin: 'empty',
  },
  'EngineerInfo.managerEmail': { resource: 'company', ...COMPANY_OWN },
  'EngineerInfo.managerName': { resource: 'company', ...COMPANY_OWN },
  'EngineerInfo.managerPhoneNumber': { resource: 'company', ...COMPANY_OWN },
  'EngineerInfo.stockholders': {
    resource: 'company',
    ...COMPANY_OWN,
    anonymous: 'empty',
    stranger: 'empty',
    counterpart: 'empty',
    admin: 'empty',
  },
};

/** Operations whose answer depends on who asks beyond their rule, with what each viewer gets. */
export const GUARDED_OPERATIONS: Record<string, MatrixRow> = {
  // Decided by what the file is attached to (ADR 0021); others are told it does not exist.
  file: {
    resource: 'estimateFile',
    anonymous: 'NOT_FOUND',
    stranger: 'NOT_FOUND',
    owner: 'value',
    counterpart: 'value',
    admin: 'value',
  },
  announcementApply: { resource: 'apply', ...APPLY_SIDES },
  // The registry entry of one's own confirmed 사업자등록번호 (ADR 0022).
  companyInfo: {
    resource: 'company',
    anonymous: 'UNAUTHENTICATED',
    stranger: 'FORBIDDEN',
    owner: 'value',
    counterpart: 'FORBIDDEN',
    admin: 'FORBIDDEN',
  },
  // Paid: the company itself, subscribers and members who spent points on it.
  financial: {
    resource: 'company',
    anonymous: 'UNAUTHENTICATED',
    stranger: 'PAYMENT_REQUIRED',
    owner: 'value',
    counterpart: 'PAYMENT_REQUIRED',
    admin: 'PAYMENT_REQUIRED',
  },
  // /myPage/review (issue 15): each member's own figures and lists; a company's received reviews
  // and rating summary are not anyone else's "mine" (others get their own: none here).
  myReviewDashboard: { resource: 'company', ...MY_OWN_LIST },
  receivedReviews: { resource: 'company', ...MY_OWN_LIST },
  // The reviews a request author wrote (the reviewed company does not get them as its own).
  myWriteReviews: { resource: 'consumer', ...MY_OWN_LIST },
  // Only the reviewed company answers its review (the writer and operators do not).
  answerReview: {
    resource: 'company',
    anonymous: 'UNAUTHENTICATED',
    stranger: 'FORBIDDEN',
    owner: 'value',
    counterpart: 'FORBIDDEN',
    admin: 'FORBIDDEN',
  },
  // What one sent to the operators (의견 보내기): the sender's alone; the operators read it in the
  // back office, not as their own list.
  myOpinions: { resource: 'opinion', ...MY_OWN_LIST },
  myFeedbacks: { resource: 'opinion', ...MY_OWN_LIST },
  // A hidden community post: its author (shown 숨김 처리됨) and operators; others are told it
  // does not exist, a member who replied to it too (ADR 0034).
  communityPost: {
    resource: 'hiddenPost',
    anonymous: 'NOT_FOUND',
    stranger: 'NOT_FOUND',
    owner: 'value',
    counterpart: 'NOT_FOUND',
    admin: 'value',
  },
  // A member links this browser's visitor to their own account only (ADR 0035).
  linkVisitorToUser: {
    resource: 'consumer',
    anonymous: 'UNAUTHENTICATED',
    stranger: 'FORBIDDEN',
    owner: 'value',
    counterpart: 'FORBIDDEN',
    admin: 'FORBIDDEN',
  },
  // Campaign attribution: operators only.
  visitorCampaignReport: {
    resource: 'consumer',
    anonymous: 'UNAUTHENTICATED',
    stranger: 'FORBIDDEN',
    owner: 'FORBIDDEN',
    counterpart: 'FORBIDDEN',
    admin: 'value',
  },
  // A product not listed (here: waiting for review) is its owner's alone; anyone else, operators
  // included until the back office comes, is told it does not exist (ADR 0036).
  innovationProduct: {
    resource: 'product',
    anonymous: 'NOT_FOUND',
    stranger: 'NOT_FOUND',
    owner: 'value',
    counterpart: 'NOT_FOUND',
    admin: 'NOT_FOUND',
  },
  // The recipient alone; anyone else is told it does not exist (ids cannot be probed).
  readNotification: {
    resource: 'notification',
    anonymous: 'UNAUTHENTICATED',
    stranger: 'NOT_FOUND',
    owner: 'value',
    counterpart: 'NOT_FOUND',
    admin: 'NOT_FOUND',
  },
};

/** Object fields with nothing personal, paid or private, type by type. */
export const OPEN_FIELDS: Record<string, readonly string[]> = {
  // Paid listings and banners are public by design; their counters and approval are not exposed.
  Advertisement: [
    'companyName',
    'contactName',
    'contactPhone',
    'description',
    'endDate',
    'id',
    'images',
    'mainImage',
    'price',
    'purchaseUrl',
    'startDate',
    'summary',
    'tags',
    'title',
  ],
  Banner: [
    'endDate',
    'id',
    'image',
    'location',
    'mobileImage',
    'startDate',
    'state',
    'title',
    'url',
  ],
  Announcement: [
    'address',
    'applyCnt',
    'autoCompleteAt',
    'bCode',
    'bun',
    'canApply',
    'canEdit',
    'categories',
    'choosingEndAt',
    'completedAt',
    'completionConfirmedAt',
    'createdAt',
    'dailyWorkTermEnd',
    'dailyWorkTermStart',
    'description',
    'fieldInfo',
    'fieldInfoEtc',
    'files',
    'hasLicense',
    'id',
    'images',
    'isApply',
    'isEmergency',
    'isFavorite',
    'isHaveDocs',
    'isHaveVideo',
    'isMine',
    'isPossibleTaxBillIssue',
    'isReCreated',
    'isReqRentLedgerSubmitPossible',
    'ji',
    'latitude',
    'licenses',
    'longitude',
    'mainImage',
    'myApply',
    'noticeTxt',
    'orderType',
    'permitStatus',
    'postingDay',
    'postingEndAt',
    'profile',
    'publisherName',
    'servicePrice',
    'servicePriceType',
    'si',
    'sigungu',
    'state',
    'title',
    'type',
    'uniqueId',
    'updatedAt',
    'workScope',
    'workScopeEtc',
    'workStartSoon',
    'workType',
    'workTypeEtc',
  ],
  AnnouncementApply: [
    'announcement',
    'canReview',
    'createdAt',
    'distanceFromSite',
    'hasChecked',
    'id',
    'isMine',
    'profile',
    'review',
    'selectedAt',
    'state',
    'submittedAt',
  ],
  AnnouncementConnection: ['edges', 'nodes', 'pageInfo', 'totalCount', 'totalCountCapped'],
  AnnouncementEdge: ['cursor', 'node'],
  BankCode: ['code', 'id', 'name', 'priority'],
  BusinessStatus: ['b_no', 'b_stt_cd', 'end_dt', 'sta_nm', 'tax_type'],
  CappedCount: ['count', 'isCapped'],
  Category: ['code', 'id', 'kiscCodes', 'name', 'parentId', 'path', 'topParentId', 'type'],
  CompanyInfo: [
    'addresses',
    'businessNumber',
    'categories',
    'companyName',
    'companyType',
    'createdDay',
    'description',
    'email',
    'faxNumber',
    'homepageUrl',
    'isRentLedgerSubmitPossible',
    'isTaxBillIssue',
    'licenses',
    'logoImg',
    'mainBusiness',
    'mainBusinessMenuImg',
    'mainBusinessPrice',
    'mainCategory',
    'mainSubCategory',
    'ownerName',
    'performanceType',
    'phoneNumber',
    'phones',
    'settleAccountDay',
    'smsLinks',
    'staffCount',
  ],
  ConsumerInfo: ['categories', 'logoImg'],
  Cri: ['id', 'name', 'priority'],
  EngineerInfo: [
    'addresses',
    'businessNumber',
    'categories',
    'companyName',
    'companyType',
    'createdDay',
    'description',
    'email',
    'faxNumber',
    'homepageUrl',
    'isRentLedgerSubmitPossible',
    'isTaxBillIssue',
    'licenses',
    'logoImg',
    'mainBusiness',
    'mainBusinessMenuImg',
    'mainBusinessPrice',
    'mainCategory',
    'mainSubCategory',
    'ownerName',
    'performanceType',
    'phoneNumber',
    'phones',
    'settleAccountDay',
    'smsLinks',
    'staffCount',
  ],
  EnterpriseConnection: ['edges', 'nodes', 'pageInfo', 'totalCount', 'totalCountCapped'],
  EnterpriseEdge: ['cursor', 'node'],
  EnterpriseRecommendation: ['profile', 'reason'],
  EnterpriseReview: [
    'announcementTitle',
    'answer',
    'context',
    'createdAt',
    'id',
    'score',
    'writerName',
  ],
  EnterpriseReviewConnection: ['edges', 'nodes', 'pageInfo', 'totalCount', 'totalCountCapped'],
  EnterpriseReviewEdge: ['cursor', 'node'],
  File: [
    'filename',
    'highQualityURL',
    'id',
    'lowQualityURL',
    'md5',
    'mimetype',
    'priority',
    'size',
    'thumbnailURL',
    'url',
  ],
  FinancialFree: [
    'canRead',
    'cost',
    'cri',
    'financialYearCount',
    'hasFaultInfo',
    'isFreeBySubscription',
    'profileId',
    'salesAmountBandLabel',
    'salesYear',
  ],
  // The board is public (ADR 0034): a member shows as a nickname (or a masked name) and id;
  // isLike, isFavorite and isMine answer about the viewer (false for a visitor).
  CommunityAuthor: ['id', 'nickname'],
  CommunityCategory: ['id', 'isFavorite', 'name', 'priority'],
  CommunityPost: [
    'addressDetail',
    'addressName',
    'author',
    'category',
    'content',
    'createdAt',
    'deepLinkUrl',
    'files',
    'hashtags',
    'hiddenLabel',
    'id',
    'isFavorite',
    'isHide',
    'isLike',
    'isMine',
    'isPinned',
    'isVisible',
    'likeCount',
    'pinnedAt',
    'replyCount',
    'title',
    'updatedAt',
    'usertags',
    'viewCount',
  ],
  CommunityPostConnection: ['edges', 'nodes', 'pageInfo', 'totalCount', 'totalCountCapped'],
  CommunityPostEdge: ['cursor', 'node'],
  CommunityReply: ['author', 'content', 'createdAt', 'id', 'isMine', 'parentReplyId', 'postId'],
  CommunityReplyConnection: ['edges', 'nodes', 'pageInfo', 'totalCount', 'totalCountCapped'],
  CommunityReplyEdge: ['cursor', 'node'],
  License: ['code', 'groupName', 'id', 'name', 'priority'],
  PageInfo: ['endCursor', 'hasNextPage', 'hasPreviousPage', 'startCursor'],
  PaymentItem: ['auth', 'freePoint', 'id', 'isUse', 'name', 'point', 'price', 'priority', 'type'],
  // A portfolio is public work; isFavorite and isMine answer about the viewer (false for others).
  Portfolio: [
    'categories',
    'company',
    'constructionType',
    'createdAt',
    'description',
    'id',
    'images',
    'isFavorite',
    'isMine',
    'locationDo',
    'locationSi',
    'mainImage',
    'projectSize',
    'servicePrice',
    'servicePriceType',
    'serviceTermEnd',
    'serviceTermStart',
    'title',
  ],
  PortfolioConnection: ['edges', 'nodes', 'pageInfo', 'totalCount', 'totalCountCapped'],
  // A listed product is public; what only an owner could learn (a pending or refused product, its
  // reason, its hidden state) is reached only by its owner: innovationProduct answers others
  // NOT_FOUND for any product not listed (GUARDED_OPERATIONS), the lists hold listed ones only.
  InnovationProduct: [
    'category',
    'company',
    'companyName',
    'createdAt',
    'description',
    'designationEndDate',
    'designationNumber',
    'designationStartDate',
    'id',
    'images',
    'isHidden',
    'isMine',
    'linkClickCount',
    'mainImage',
    'name',
    'price',
    'purchaseUrl',
    'rejectReason',
    'reviewState',
    'status',
    'summary',
    'viewCount',
  ],
  InnovationProductConnection: ['edges', 'nodes', 'pageInfo', 'totalCount', 'totalCountCapped'],
  InnovationProductEdge: ['cursor', 'node'],
  PortfolioEdge: ['cursor', 'node'],
  PortfolioRecommendation: ['portfolio', 'reason'],
  Profile: [
    'canRead',
    'cri',
    'distance',
    'id',
    'info',
    'isCompleted',
    'followerCount',
    'isFavorite',
    'isFollowing',
    'isMine',
    'isNiceCertified',
    'isViewedFinancialInfo',
    'latitude',
    'licenseNames',
    'logoImg',
    'longitude',
    'mainCategoryPath',
    'portfolioCount',
    'progress',
    'rateOfCreation',
    'rating',
    'reviewCount',
    'si',
    'sigungu',
    'type',
    'uniqueId',
  ],
  ProfileAddress: ['address', 'addressDetail', 'index', 'isFirst', 'postCode', 'sigungu'],
  ProfileLicense: ['id', 'license', 'registrationNumber'],
  ProfilePhone: ['index', 'isFirst', 'phoneNumber'],
  ProfileStockholder: ['index', 'name', 'rate'],
  Region: ['code', 'gungu', 'id', 'si', 'type'],
  Review: [
    'announcementApplyId',
    'announcementId',
    'announcementTitle',
    'answer',
    'context',
    'createdAt',
    'id',
    'isMine',
    'profile',
    'score',
    'state',
    'writerName',
  ],
  // The reviewed company's public answer under a review.
  ReviewAnswer: ['content', 'createdAt'],
  ReviewConnection: ['edges', 'nodes', 'pageInfo', 'totalCount', 'totalCountCapped'],
  ReviewDashboard: [
    'avgScore',
    'start1Rate',
    'start2Rate',
    'start3Rate',
    'start4Rate',
    'start5Rate',
    'totalReviewCnt',
  ],
  ReviewEdge: ['cursor', 'node'],
  ServiceManage: [
    'blogUrl',
    'businessInfoCheckUrl',
    'businessLicense',
    'companyAddress',
    'companyName',
    'customerServiceHours',
    'customerServicePhone',
    'disclaimer',
    'email',
    'instagramUrl',
    'kakaoChannelUrl',
    'locationTerms',
    'mailOrderRegistrationNumber',
    'marketingTerms',
    'openSourceList',
    'postCode',
    'privacyOfficer',
    'privacyOfficerEmail',
    'privacyPolicy',
    'refundTerms',
    'representativeName',
    'serviceTerms',
    'thirdPartyTerms',
    'usageGuideUrl',
  ],
};

/**
 * Types no public operation reaches: every field is as guarded as the operations listed (the test
 * checks that no other operation reaches the type). Public ones among them answer only the
 * caller's own data, as `because` says.
 */
export const REACHED_ONLY_THROUGH: Record<
  string,
  { operations: readonly string[]; because: string }
> = {
  AnnouncementApplyConnection: {
    operations: ['announcementApplies', 'myAnnouncementApplies'],
    because: "a request's applies (its author) or one's own",
  },
  AnnouncementApplyEdge: {
    operations: ['announcementApplies', 'myAnnouncementApplies'],
    because: 'as above',
  },
  AnnouncementDashboard: { operations: ['myAnnouncementDashboard'], because: "one's own requests" },
  AnnouncementTemp: {
    operations: [
      'announcementTemp',
      'announcementTemps',
      'myAnnouncementTemps',
      'createAnnouncementTemp',
      'reCreateAnnouncement',
      'updateAnnouncementTemp',
    ],
    because: "drafts: their author's",
  },
  AnnouncementTempConnection: {
    operations: ['announcementTemps', 'myAnnouncementTemps'],
    because: "one's own drafts",
  },
  AnnouncementTempEdge: {
    operations: ['announcementTemps', 'myAnnouncementTemps'],
    because: "one's own drafts",
  },
  ApplyDashboard: { operations: ['myApplyDashboard'], because: "one's own applies" },
  AuditLog: { operations: ['auditLogs'], because: 'operators only' },
  AuditLogConnection: { operations: ['auditLogs'], because: 'operators only' },
  AuditLogEdge: { operations: ['auditLogs'], because: 'operators only' },
  AuthToken: {
    operations: [
      'refreshToken',
      'signIn',
      'signInKakao',
      'signInNaver',
      'signUp',
      'signUpKakao',
      'signUpNaver',
    ],
    because: "the caller's own tokens",
  },
  BalanceItem: {
    operations: ['companyInfo', 'financial', 'myFinancial'],
    because: 'paid figures: their operations decide',
  },
  CanLeaveResult: { operations: ['canLeaveUser'], because: "one's own account" },
  CompanyRegistryInfo: {
    operations: ['companyInfo'],
    because: "one's own confirmed 사업자등록번호 (ADR 0022)",
  },
  EnterpriseViewLog: { operations: ['myViewEnterprises'], because: "one's own history" },
  EnterpriseViewLogConnection: { operations: ['myViewEnterprises'], because: "one's own history" },
  EnterpriseViewLogEdge: { operations: ['myViewEnterprises'], because: "one's own history" },
  FavoriteEnterprise: { operations: ['favoriteEnterprises'], because: "one's own favourites" },
  FavoriteEnterpriseConnection: {
    operations: ['favoriteEnterprises'],
    because: "one's own favourites",
  },
  FavoriteEnterpriseEdge: { operations: ['favoriteEnterprises'], because: "one's own favourites" },
  Feedback: {
    operations: ['myFeedbacks', 'createFeedback'],
    because: "one's own feedback to the operators",
  },
  FeedbackConnection: { operations: ['myFeedbacks'], because: "one's own feedback" },
  FeedbackEdge: { operations: ['myFeedbacks'], because: "one's own feedback" },
  FinancialInfo: {
    operations: ['financial', 'myFinancial'],
    because: 'paid: the company itself, subscribers, who spent points',
  },
  FinancialTable: { operations: ['financial', 'myFinancial'], because: 'paid' },
  FinancialTableRow: { operations: ['financial', 'myFinancial'], because: 'paid' },
  Following: { operations: ['myFollowings'], because: 'the companies one follows' },
  FollowingConnection: { operations: ['myFollowings'], because: 'the companies one follows' },
  FollowingEdge: { operations: ['myFollowings'], because: 'the companies one follows' },
  FindEmailResult: {
    operations: ['validateFindEmailPhoneAuth'],
    because: 'the holder of a verified phone',
  },
  IncomeItem: { operations: ['companyInfo', 'financial', 'myFinancial'], because: 'paid figures' },
  Invitation: {
    operations: [
      'getInvitationsByAnnouncement',
      'getInvitationsByProfile',
      'createAnnouncementInvitation',
    ],
    because: "the request's author and the invited company",
  },
  InvitationConnection: {
    operations: ['getInvitationsByProfile'],
    because: "one's own invitations",
  },
  InvitationCounts: {
    operations: ['getInvitationsByProfileCounts'],
    because: "one's own invitations",
  },
  InvitationEdge: { operations: ['getInvitationsByProfile'], because: "one's own invitations" },
  MyBidNotice: {
    operations: ['myBidNotice'],
    because: "the caller's own marks (false for a visitor)",
  },
  Notification: {
    operations: ['myNotifications', 'readNotification'],
    because: "one's own notifications",
  },
  NotificationConnection: { operations: ['myNotifications'], because: "one's own notifications" },
  NotificationDelivery: {
    operations: ['myNotifications', 'readNotification'],
    because: "how one's own notification was sent (Notification.deliveries)",
  },
  NotificationEdge: { operations: ['myNotifications'], because: "one's own notifications" },
  NotificationSetting: { operations: ['me', 'updateMe'], because: "one's own account" },
  Opinion: {
    operations: ['myOpinions', 'createOpinion'],
    because: "one's own opinions to the operators (their memo is not a field)",
  },
  OpinionConnection: { operations: ['myOpinions'], because: "one's own opinions" },
  OpinionEdge: { operations: ['myOpinions'], because: "one's own opinions" },
  Order: { operations: ['createOrder'], because: "the caller's own new order" },
  OrderConfirmation: {
    operations: ['requestOrderConfirm'],
    because:
      "the payment window's signed result: whoever holds it paid (the gateway's signature is the authority)",
  },
  OrderReceipt: { operations: ['myOrder'], because: "one's own order (another's moid: NOT_FOUND)" },
  PaymentFormField: { operations: ['createOrder'], because: "the caller's own new order" },
  PointHistory: { operations: ['myPoints'], because: "one's own wallet" },
  PointHistoryConnection: { operations: ['myPoints'], because: "one's own wallet" },
  PointHistoryEdge: { operations: ['myPoints'], because: "one's own wallet" },
  PointInfo: { operations: ['myPointInfo', 'awardFreePoint'], because: "one's own wallet" },
  PointRefundInfo: { operations: ['myPointRefundInfo'], because: "one's own wallet" },
  Withdrawal: {
    operations: ['myPointRefunds', 'reqPointRefund'],
    because: "one's own refund requests (account number masked)",
  },
  WithdrawalConnection: { operations: ['myPointRefunds'], because: "one's own refund requests" },
  WithdrawalEdge: { operations: ['myPointRefunds'], because: "one's own refund requests" },
  PaymentMethod: {
    operations: ['myPaymentMethod', 'createPaymentMethod'],
    because: "one's own card (masked number)",
  },
  RegularPayment: {
    operations: ['myRegularPayment', 'createSubscription', 'cancelRegularPayment'],
    because: "one's own subscription",
  },
  SalesAmountItem: { operations: ['financial', 'myFinancial'], because: 'paid' },
  SalesInfo: { operations: ['financial', 'myFinancial'], because: 'paid' },
  SocialSignInResult: {
    operations: ['signInKakao', 'signInNaver'],
    because: "the caller's own Kakao/Naver account",
  },
  VisitorCampaignRow: { operations: ['visitorCampaignReport'], because: 'operators only' },
  VisitorLink: { operations: ['linkVisitorToUser'], because: "the caller's own account" },
  User: {
    operations: ['me', 'updateMe'],
    because:
      "one's own account (favourite and following counts included): no operation answers another member's User",
  },
  UserAllow: { operations: ['me', 'updateMe'], because: "one's own account" },
};
