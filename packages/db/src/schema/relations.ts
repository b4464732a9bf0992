import { relations } from 'drizzle-orm';
import { advertisementImages, advertisements, banners } from './advertisements';
import {
  announcementApplies,
  announcementApplyEstimateFiles,
  announcementCategories,
  announcementFiles,
  announcementInvitations,
  announcementLicenses,
  announcements,
  announcementTemps,
} from './announcements';
import { categories } from './categories';
import {
  communityCategories,
  communityCategoryFavorites,
  communityHashtags,
  communityPostFavorites,
  communityPostFiles,
  communityPostHashtags,
  communityPostLikes,
  communityPosts,
  communityPostUsertags,
  communityReplies,
} from './community';
import { devices } from './devices';
import {
  enterpriseCredits,
  enterpriseFinancials,
  enterpriseViewLogs,
  financialInfoUnlocks,
} from './enterprises';
import { favoriteAnnouncements, favoritePortfolios, favoriteProfiles } from './favorites';
import { files } from './files';
import { follows } from './follows';
import { innovationProductImages, innovationProducts } from './innovation-products';
import { notifications } from './notifications';
import { items, orders, paymentMethods, purchases, subscriptions } from './payments';
import { pointHistories, pointWithdrawals, userPoints } from './points';
import { portfolioCategories, portfolioImages, portfolios } from './portfolios';
import {
  profileAddresses,
  profileCategories,
  profileLicenses,
  profilePhones,
  profiles,
  profileStockholders,
} from './profiles';
import { regions } from './regions';
import { reviews } from './reviews';
import { bankCodes } from './bank-codes';
import { criGrades } from './cri-grades';
import { licenses } from './licenses';
import { refreshTokens, socialAccounts, users } from './users';

export const usersRelations = relations(users, ({ one, many }) => ({
  avatar: one(files, { fields: [users.avatarFileId], references: [files.id] }),
  profiles: many(profiles),
  socialAccounts: many(socialAccounts),
  refreshTokens: many(refreshTokens),
  devices: many(devices),
  points: one(userPoints),
  pointHistories: many(pointHistories),
  pointWithdrawals: many(pointWithdrawals),
  subscriptions: many(subscriptions),
  paymentMethods: many(paymentMethods),
  orders: many(orders),
  purchases: many(purchases),
  announcements: many(announcements),
  announcementTemps: many(announcementTemps),
  announcementApplies: many(announcementApplies),
  portfolios: many(portfolios),
  reviews: many(reviews),
  notifications: many(notifications),
  favoriteAnnouncements: many(favoriteAnnouncements),
  favoritePortfolios: many(favoritePortfolios),
  favoriteProfiles: many(favoriteProfiles),
  enterpriseViewLogs: many(enterpriseViewLogs),
  financialInfoUnlocks: many(financialInfoUnlocks),
  following: many(follows, { relationName: 'follower' }),
  followers: many(follows, { relationName: 'following' }),
  communityPosts: many(communityPosts),
}));

export const socialAccountsRelations = relations(socialAccounts, ({ one }) => ({
  user: one(users, { fields: [socialAccounts.userId], references: [users.id] }),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  user: one(users, { fields: [refreshTokens.userId], references: [users.id] }),
}));

export const devicesRelations = relations(devices, ({ one }) => ({
  user: one(users, { fields: [devices.userId], references: [users.id] }),
}));

export const filesRelations = relations(files, ({ one }) => ({
  uploader: one(users, { fields: [files.uploaderId], references: [users.id] }),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: 'categoryParent',
  }),
  children: many(categories, { relationName: 'categoryParent' }),
}));

export const regionsRelations = relations(regions, ({ one, many }) => ({
  parent: one(regions, {
    fields: [regions.parentId],
    references: [regions.id],
    relationName: 'regionParent',
  }),
  children: many(regions, { relationName: 'regionParent' }),
}));

export const licensesRelations = relations(licenses, ({ many }) => ({
  profileLicenses: many(profileLicenses),
  announcementLicenses: many(announcementLicenses),
}));

export const criGradesRelations = relations(criGrades, ({ many }) => ({
  profiles: many(profiles),
}));

export const profilesRelations = relations(profiles, ({ one, many }) => ({
  user: one(users, { fields: [profiles.userId], references: [users.id] }),
  connectedProfile: one(profiles, {
    fields: [profiles.connectedProfileId],
    references: [profiles.id],
    relationName: 'connectedProfile',
  }),
  mainCategory: one(categories, {
    fields: [profiles.mainCategoryId],
    references: [categories.id],
    relationName: 'profileMainCategory',
  }),
  mainSubCategory: one(categories, {
    fields: [profiles.mainSubCategoryId],
    references: [categories.id],
    relationName: 'profileMainSubCategory',
  }),
  logoImg: one(files, {
    fields: [profiles.logoImgFileId],
    references: [files.id],
    relationName: 'profileLogoImg',
  }),
  mainBusinessMenuImg: one(files, {
    fields: [profiles.mainBusinessMenuImgFileId],
    references: [files.id],
    relationName: 'profileMainBusinessMenuImg',
  }),
  criGrade: one(criGrades, { fields: [profiles.criGradeId], references: [criGrades.id] }),
  phones: many(profilePhones),
  addresses: many(profileAddresses),
  stockholders: many(profileStockholders),
  categories: many(profileCategories),
  licenses: many(profileLicenses),
  financials: many(enterpriseFinancials),
  credits: many(enterpriseCredits),
  portfolios: many(portfolios),
  reviews: many(reviews),
  invitations: many(announcementInvitations),
}));

export const profilePhonesRelations = relations(profilePhones, ({ one }) => ({
  profile: one(profiles, { fields: [profilePhones.profileId], references: [profiles.id] }),
}));

export const profileAddressesRelations = relations(profileAddresses, ({ one }) => ({
  profile: one(profiles, { fields: [profileAddresses.profileId], references: [profiles.id] }),
}));

export const profileStockholdersRelations = relations(profileStockholders, ({ one }) => ({
  profile: one(profiles, {
    fields: [profileStockholders.profileId],
    references: [profiles.id],
  }),
}));

export const profileCategoriesRelations = relations(profileCategories, ({ one }) => ({
  profile: one(profiles, { fields: [profileCategories.profileId], references: [profiles.id] }),
  category: one(categories, {
    fields: [profileCategories.categoryId],
    references: [categories.id],
  }),
}));

export const profileLicensesRelations = relations(profileLicenses, ({ one }) => ({
  profile: one(profiles, { fields: [profileLicenses.profileId], references: [profiles.id] }),
  license: one(licenses, { fields: [profileLicenses.licenseId], references: [licenses.id] }),
}));

export const enterpriseFinancialsRelations = relations(enterpriseFinancials, ({ one }) => ({
  profile: one(profiles, {
    fields: [enterpriseFinancials.profileId],
    references: [profiles.id],
  }),
}));

export const enterpriseCreditsRelations = relations(enterpriseCredits, ({ one }) => ({
  profile: one(profiles, { fields: [enterpriseCredits.profileId], references: [profiles.id] }),
  criGrade: one(criGrades, {
    fields: [enterpriseCredits.criGradeId],
    references: [criGrades.id],
  }),
}));

export const enterpriseViewLogsRelations = relations(enterpriseViewLogs, ({ one }) => ({
  user: one(users, { fields: [enterpriseViewLogs.userId], references: [users.id] }),
  profile: one(profiles, { fields: [enterpriseViewLogs.profileId], references: [profiles.id] }),
}));

export const financialInfoUnlocksRelations = relations(financialInfoUnlocks, ({ one }) => ({
  user: one(users, { fields: [financialInfoUnlocks.userId], references: [users.id] }),
  profile: one(profiles, {
    fields: [financialInfoUnlocks.profileId],
    references: [profiles.id],
  }),
  pointHistory: one(pointHistories, {
    fields: [financialInfoUnlocks.pointHistoryId],
    references: [pointHistories.id],
  }),
}));

export const announcementsRelations = relations(announcements, ({ one, many }) => ({
  user: one(users, { fields: [announcements.userId], references: [users.id] }),
  profile: one(profiles, { fields: [announcements.profileId], references: [profiles.id] }),
  mainImage: one(files, { fields: [announcements.mainImageFileId], references: [files.id] }),
  reCreatedFrom: one(announcements, {
    fields: [announcements.reCreatedFromId],
    references: [announcements.id],
    relationName: 'reCreatedFrom',
  }),
  categories: many(announcementCategories),
  licenses: many(announcementLicenses),
  files: many(announcementFiles),
  applies: many(announcementApplies),
  invitations: many(announcementInvitations),
  reviews: many(reviews),
}));

export const announcementCategoriesRelations = relations(announcementCategories, ({ one }) => ({
  announcement: one(announcements, {
    fields: [announcementCategories.announcementId],
    references: [announcements.id],
  }),
  category: one(categories, {
    fields: [announcementCategories.categoryId],
    references: [categories.id],
  }),
}));

export const announcementLicensesRelations = relations(announcementLicenses, ({ one }) => ({
  announcement: one(announcements, {
    fields: [announcementLicenses.announcementId],
    references: [announcements.id],
  }),
  license: one(licenses, {
    fields: [announcementLicenses.licenseId],
    references: [licenses.id],
  }),
}));

export const announcementFilesRelations = relations(announcementFiles, ({ one }) => ({
  announcement: one(announcements, {
    fields: [announcementFiles.announcementId],
    references: [announcements.id],
  }),
  file: one(files, { fields: [announcementFiles.fileId], references: [files.id] }),
}));

export const announcementTempsRelations = relations(announcementTemps, ({ one }) => ({
  user: one(users, { fields: [announcementTemps.userId], references: [users.id] }),
  invitationProfile: one(profiles, {
    fields: [announcementTemps.invitationProfileId],
    references: [profiles.id],
  }),
}));

export const announcementAppliesRelations = relations(announcementApplies, ({ one, many }) => ({
  announcement: one(announcements, {
    fields: [announcementApplies.announcementId],
    references: [announcements.id],
  }),
  user: one(users, { fields: [announcementApplies.userId], references: [users.id] }),
  profile: one(profiles, {
    fields: [announcementApplies.profileId],
    references: [profiles.id],
  }),
  estimateFiles: many(announcementApplyEstimateFiles),
}));

export const announcementApplyEstimateFilesRelations = relations(
  announcementApplyEstimateFiles,
  ({ one }) => ({
    apply: one(announcementApplies, {
      fields: [announcementApplyEstimateFiles.applyId],
      references: [announcementApplies.id],
    }),
    file: one(files, {
      fields: [announcementApplyEstimateFiles.fileId],
      references: [files.id],
    }),
  }),
);

export const announcementInvitationsRelations = relations(announcementInvitations, ({ one }) => ({
  announcement: one(announcements, {
    fields: [announcementInvitations.announcementId],
    references: [announcements.id],
  }),
  profile: one(profiles, {
    fields: [announcementInvitations.profileId],
    references: [profiles.id],
  }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
  profile: one(profiles, { fields: [reviews.profileId], references: [profiles.id] }),
  announcement: one(announcements, {
    fields: [reviews.announcementId],
    references: [announcements.id],
  }),
  announcementApply: one(announcementApplies, {
    fields: [reviews.announcementApplyId],
    references: [announcementApplies.id],
  }),
}));

export const portfoliosRelations = relations(portfolios, ({ one, many }) => ({
  user: one(users, { fields: [portfolios.userId], references: [users.id] }),
  profile: one(profiles, { fields: [portfolios.profileId], references: [profiles.id] }),
  mainImage: one(files, { fields: [portfolios.mainImageFileId], references: [files.id] }),
  categories: many(portfolioCategories),
  images: many(portfolioImages),
}));

export const portfolioCategoriesRelations = relations(portfolioCategories, ({ one }) => ({
  portfolio: one(portfolios, {
    fields: [portfolioCategories.portfolioId],
    references: [portfolios.id],
  }),
  category: one(categories, {
    fields: [portfolioCategories.categoryId],
    references: [categories.id],
  }),
}));

export const portfolioImagesRelations = relations(portfolioImages, ({ one }) => ({
  portfolio: one(portfolios, {
    fields: [portfolioImages.portfolioId],
    references: [portfolios.id],
  }),
  file: one(files, { fields: [portfolioImages.fileId], references: [files.id] }),
}));

export const favoriteAnnouncementsRelations = relations(favoriteAnnouncements, ({ one }) => ({
  user: one(users, { fields: [favoriteAnnouncements.userId], references: [users.id] }),
  announcement: one(announcements, {
    fields: [favoriteAnnouncements.announcementId],
    references: [announcements.id],
  }),
}));

export const favoritePortfoliosRelations = relations(favoritePortfolios, ({ one }) => ({
  user: one(users, { fields: [favoritePortfolios.userId], references: [users.id] }),
  portfolio: one(portfolios, {
    fields: [favoritePortfolios.portfolioId],
    references: [portfolios.id],
  }),
}));

export const favoriteProfilesRelations = relations(favoriteProfiles, ({ one }) => ({
  user: one(users, { fields: [favoriteProfiles.userId], references: [users.id] }),
  profile: one(profiles, { fields: [favoriteProfiles.profileId], references: [profiles.id] }),
}));

export const userPointsRelations = relations(userPoints, ({ one }) => ({
  user: one(users, { fields: [userPoints.userId], references: [users.id] }),
}));

export const pointHistoriesRelations = relations(pointHistories, ({ one }) => ({
  user: one(users, { fields: [pointHistories.userId], references: [users.id] }),
}));

export const pointWithdrawalsRelations = relations(pointWithdrawals, ({ one }) => ({
  user: one(users, { fields: [pointWithdrawals.userId], references: [users.id] }),
  bankCode: one(bankCodes, {
    fields: [pointWithdrawals.bankCodeId],
    references: [bankCodes.id],
  }),
}));

export const itemsRelations = relations(items, ({ many }) => ({
  orders: many(orders),
  purchases: many(purchases),
  subscriptions: many(subscriptions),
}));

export const paymentMethodsRelations = relations(paymentMethods, ({ one }) => ({
  user: one(users, { fields: [paymentMethods.userId], references: [users.id] }),
}));

export const ordersRelations = relations(orders, ({ one }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  item: one(items, { fields: [orders.itemId], references: [items.id] }),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one, many }) => ({
  user: one(users, { fields: [subscriptions.userId], references: [users.id] }),
  item: one(items, { fields: [subscriptions.itemId], references: [items.id] }),
  paymentMethod: one(paymentMethods, {
    fields: [subscriptions.paymentMethodId],
    references: [paymentMethods.id],
  }),
  purchases: many(purchases),
}));

export const purchasesRelations = relations(purchases, ({ one }) => ({
  user: one(users, { fields: [purchases.userId], references: [users.id] }),
  item: one(items, { fields: [purchases.itemId], references: [items.id] }),
  order: one(orders, { fields: [purchases.orderId], references: [orders.id] }),
  subscription: one(subscriptions, {
    fields: [purchases.subscriptionId],
    references: [subscriptions.id],
  }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const followsRelations = relations(follows, ({ one }) => ({
  follower: one(users, {
    fields: [follows.followerId],
    references: [users.id],
    relationName: 'follower',
  }),
  following: one(users, {
    fields: [follows.followingId],
    references: [users.id],
    relationName: 'following',
  }),
}));

export const communityCategoriesRelations = relations(communityCategories, ({ many }) => ({
  posts: many(communityPosts),
  favorites: many(communityCategoryFavorites),
}));

export const communityCategoryFavoritesRelations = relations(
  communityCategoryFavorites,
  ({ one }) => ({
    user: one(users, { fields: [communityCategoryFavorites.userId], references: [users.id] }),
    category: one(communityCategories, {
      fields: [communityCategoryFavorites.categoryId],
      references: [communityCategories.id],
    }),
  }),
);

export const communityPostsRelations = relations(communityPosts, ({ one, many }) => ({
  author: one(users, { fields: [communityPosts.authorId], references: [users.id] }),
  category: one(communityCategories, {
    fields: [communityPosts.categoryId],
    references: [communityCategories.id],
  }),
  files: many(communityPostFiles),
  likes: many(communityPostLikes),
  favorites: many(communityPostFavorites),
  replies: many(communityReplies),
  hashtags: many(communityPostHashtags),
  usertags: many(communityPostUsertags),
}));

export const communityPostFilesRelations = relations(communityPostFiles, ({ one }) => ({
  post: one(communityPosts, {
    fields: [communityPostFiles.postId],
    references: [communityPosts.id],
  }),
  file: one(files, { fields: [communityPostFiles.fileId], references: [files.id] }),
}));

export const communityPostLikesRelations = relations(communityPostLikes, ({ one }) => ({
  post: one(communityPosts, {
    fields: [communityPostLikes.postId],
    references: [communityPosts.id],
  }),
  user: one(users, { fields: [communityPostLikes.userId], references: [users.id] }),
}));

export const communityPostFavoritesRelations = relations(communityPostFavorites, ({ one }) => ({
  post: one(communityPosts, {
    fields: [communityPostFavorites.postId],
    references: [communityPosts.id],
  }),
  user: one(users, { fields: [communityPostFavorites.userId], references: [users.id] }),
}));

export const communityRepliesRelations = relations(communityReplies, ({ one, many }) => ({
  post: one(communityPosts, {
    fields: [communityReplies.postId],
    references: [communityPosts.id],
  }),
  author: one(users, { fields: [communityReplies.authorId], references: [users.id] }),
  parent: one(communityReplies, {
    fields: [communityReplies.parentReplyId],
    references: [communityReplies.id],
    relationName: 'replyParent',
  }),
  children: many(communityReplies, { relationName: 'replyParent' }),
}));

export const communityHashtagsRelations = relations(communityHashtags, ({ many }) => ({
  posts: many(communityPostHashtags),
}));

export const communityPostHashtagsRelations = relations(communityPostHashtags, ({ one }) => ({
  post: one(communityPosts, {
    fields: [communityPostHashtags.postId],
    references: [communityPosts.id],
  }),
  hashtag: one(communityHashtags, {
    fields: [communityPostHashtags.hashtagId],
    references: [communityHashtags.id],
  }),
}));

export const communityPostUsertagsRelations = relations(communityPostUsertags, ({ one }) => ({
  post: one(communityPosts, {
    fields: [communityPostUsertags.postId],
    references: [communityPosts.id],
  }),
  user: one(users, { fields: [communityPostUsertags.userId], references: [users.id] }),
}));

export const advertisementsRelations = relations(advertisements, ({ one, many }) => ({
  user: one(users, { fields: [advertisements.userId], references: [users.id] }),
  mainImage: one(files, { fields: [advertisements.mainImageFileId], references: [files.id] }),
  images: many(advertisementImages),
}));

export const advertisementImagesRelations = relations(advertisementImages, ({ one }) => ({
  advertisement: one(advertisements, {
    fields: [advertisementImages.advertisementId],
    references: [advertisements.id],
  }),
  file: one(files, { fields: [advertisementImages.fileId], references: [files.id] }),
}));

export const bannersRelations = relations(banners, ({ one }) => ({
  image: one(files, {
    fields: [banners.imageFileId],
    references: [files.id],
    relationName: 'bannerImage',
  }),
  mobileImage: one(files, {
    fields: [banners.mobileImageFileId],
    references: [files.id],
    relationName: 'bannerMobileImage',
  }),
}));

export const innovationProductsRelations = relations(innovationProducts, ({ one, many }) => ({
  user: one(users, { fields: [innovationProducts.userId], references: [users.id] }),
  profile: one(profiles, { fields: [innovationProducts.profileId], references: [profiles.id] }),
  mainImage: one(files, {
    fields: [innovationProducts.mainImageFileId],
    references: [files.id],
  }),
  images: many(innovationProductImages),
}));

export const innovationProductImagesRelations = relations(innovationProductImages, ({ one }) => ({
  innovationProduct: one(innovationProducts, {
    fields: [innovationProductImages.innovationProductId],
    references: [innovationProducts.id],
  }),
  file: one(files, { fields: [innovationProductImages.fileId], references: [files.id] }),
}));
