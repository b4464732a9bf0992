import { PROFILE_TYPES, type ProfileType } from '@gongsa/domain';
import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { CategoryRef } from '../categories/categories.graphql';
import { findCategoriesByIds } from '../categories';
import { FileRef } from '../files/files.graphql';
import { findPublicFileOrNull } from '../files';
import { LicenseRef } from '../licenses/licenses.graphql';
import {
  findProfileInfo,
  findVisibleCompanyName,
  isDuplicateCompanyCode,
  isProfileMine,
  isProfileViewCompleted,
  updateProfile,
  type CompanyInfoView,
  type ConsumerInfoView,
  type EngineerInfoView,
  type ProfileAddressView,
  type ProfileView,
} from './profiles.service';
import type {
  ProfileLicenseRow,
  ProfilePhoneRow,
  ProfileStockholderRow,
} from './profiles.repository';

export const ProfileTypeRef = builder.enumType('ProfileType', {
  description:
    'CORPORATION 법인, PRIVATE_BUSINESS 개인 사업자, ENGINEER 기술자, CONSUMER 일반 소비자',
  values: PROFILE_TYPES,
});

const ProfileLicenseRef = builder.objectRef<ProfileLicenseRow>('ProfileLicense').implement({
  description: '업체가 보유한 면허',
  fields: (t) => ({
    id: t.exposeID('id'),
    license: t.field({ type: LicenseRef, resolve: (row) => row.license }),
    registrationNumber: t.exposeString('registrationNumber', {
      nullable: true,
      description: '면허 등록번호',
    }),
  }),
});

const ProfilePhoneRef = builder.objectRef<ProfilePhoneRow>('ProfilePhone').implement({
  fields: (t) => ({
    index: t.exposeInt('index'),
    isFirst: t.exposeBoolean('isFirst', { description: '대표 번호' }),
    phoneNumber: t.exposeString('phoneNumber', { description: '숫자만 (예: 0212345678)' }),
  }),
});

const ProfileAddressRef = builder.objectRef<ProfileAddressView>('ProfileAddress').implement({
  fields: (t) => ({
    index: t.exposeInt('index'),
    isFirst: t.exposeBoolean('isFirst', { description: '대표 주소 (업체 검색의 지역)' }),
    postCode: t.exposeString('postCode', { nullable: true }),
    address: t.exposeString('address'),
    addressDetail: t.exposeString('addressDetail', { nullable: true }),
    sigungu: t.exposeString('sigungu', {
      nullable: true,
      description: "'시/도 시/군/구' (예: 서울특별시 강남구). 세종은 '세종특별자치시'",
    }),
  }),
});

const ProfileStockholderRef = builder
  .objectRef<ProfileStockholderRow>('ProfileStockholder')
  .implement({
    fields: (t) => ({
      index: t.exposeInt('index'),
      name: t.exposeString('name'),
      rate: t.exposeFloat('rate', { description: '지분율 (%)' }),
    }),
  });

function resolveCategory(ctx: Parameters<typeof findCategoriesByIds>[0], id: number | null) {
  if (id === null) return null;
  return findCategoriesByIds(ctx, [id]).then((found) => found[0] ?? null);
}

type BusinessInfoView = CompanyInfoView | EngineerInfoView;

const CompanyInfoRef = builder.objectRef<BusinessInfoView>('CompanyInfo');
const EngineerInfoRef = builder.objectRef<BusinessInfoView>('EngineerInfo');
const ConsumerInfoRef = builder.objectRef<ConsumerInfoView>('ConsumerInfo');

function implementBusinessInfo(
  ref: typeof CompanyInfoRef,
  description: string,
  hasCompanyCode: boolean,
) {
  ref.implement({
    description,
    fields: (t) => ({
      businessNumber: t.exposeString('businessNumber', {
        nullable: true,
        description: '사업자등록번호 10자리 숫자',
      }),
      ...(hasCompanyCode
        ? {
            companyCode: t.string({
              nullable: true,
              description: '법인등록번호 13자리 숫자',
              resolve: (info) => ('companyCode' in info ? info.companyCode : null),
            }),
          }
        : {}),
      companyType: t.exposeString('companyType', { nullable: true }),
      companyName: t.exposeString('companyName', { nullable: true }),
      mainBusiness: t.exposeString('mainBusiness', { nullable: true }),
      faxNumber: t.exposeString('faxNumber', { nullable: true }),
      createdDay: t.exposeString('createdDay', {
        nullable: true,
        description: '설립일 YYYY-MM-DD',
      }),
      staffCount: t.exposeInt('staffCount', { nullable: true }),
      settleAccountDay: t.exposeString('settleAccountDay', {
        nullable: true,
        description: '결산일 MM-DD',
      }),
      performanceType: t.exposeString('performanceType', { nullable: true }),
      description: t.exposeString('description', { nullable: true }),
      isTaxBillIssue: t.exposeBoolean('isTaxBillIssue', { nullable: true }),
      isRentLedgerSubmitPossible: t.exposeBoolean('isRentLedgerSubmitPossible', {
        nullable: true,
      }),
      mainBusinessPrice: t.exposeInt('mainBusinessPrice', {
        nullable: true,
        description: '주요 사업 금액 (원)',
      }),
      smsLinks: t.exposeStringList('smsLinks', { description: 'SNS·블로그 링크' }),
      homepageUrl: t.exposeString('homepageUrl', { nullable: true }),
      ownerName: t.exposeString('ownerName', { nullable: true }),
      phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
      email: t.exposeString('email', { nullable: true }),
      managerName: t.exposeString('managerName', { nullable: true }),
      managerPhoneNumber: t.exposeString('managerPhoneNumber', { nullable: true }),
      managerEmail: t.exposeString('managerEmail', { nullable: true }),
      mainCategory: t.field({
        type: CategoryRef,
        nullable: true,
        resolve: (info, _args, ctx) => resolveCategory(ctx, info.mainCategoryId),
      }),
      mainSubCategory: t.field({
        type: CategoryRef,
        nullable: true,
        resolve: (info, _args, ctx) => resolveCategory(ctx, info.mainSubCategoryId),
      }),
      categories: t.field({
        type: [CategoryRef],
        resolve: (info, _args, ctx) => findCategoriesByIds(ctx, info.categoryIds),
      }),
      licenses: t.field({ type: [ProfileLicenseRef], resolve: (info) => info.licenses }),
      phones: t.field({ type: [ProfilePhoneRef], resolve: (info) => info.phones }),
      addresses: t.field({ type: [ProfileAddressRef], resolve: (info) => info.addresses }),
      stockholders: t.field({
        type: [ProfileStockholderRef],
        resolve: (info) => info.stockholders,
      }),
      logoImg: t.field({
        type: FileRef,
        nullable: true,
        resolve: (info, _args, ctx) =>
          info.logoImgFileId === null ? null : findPublicFileOrNull(ctx, info.logoImgFileId),
      }),
      mainBusinessMenuImg: t.field({
        type: FileRef,
        nullable: true,
        resolve: (info, _args, ctx) =>
          info.mainBusinessMenuImgFileId === null
            ? null
            : findPublicFileOrNull(ctx, info.mainBusinessMenuImgFileId),
      }),
    }),
  });
}

implementBusinessInfo(CompanyInfoRef, '법인·개인 사업자의 업체 정보', true);
implementBusinessInfo(EngineerInfoRef, '기술자 정보 (법인등록번호 없음)', false);

ConsumerInfoRef.implement({
  description: '일반 소비자 정보',
  fields: (t) => ({
    companyName: t.exposeString('companyName', { nullable: true }),
    ownerName: t.exposeString('ownerName', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    categories: t.field({
      type: [CategoryRef],
      resolve: (info, _args, ctx) => findCategoriesByIds(ctx, info.categoryIds),
    }),
    logoImg: t.field({
      type: FileRef,
      nullable: true,
      resolve: (info, _args, ctx) =>
        info.logoImgFileId === null ? null : findPublicFileOrNull(ctx, info.logoImgFileId),
    }),
  }),
});

const ProfileInfoRef = builder.unionType('ProfileInfo', {
  description:
    '프로필 유형별 정보: 법인·개인 사업자 CompanyInfo, 기술자 EngineerInfo, 일반 소비자 ConsumerInfo',
  types: [CompanyInfoRef, EngineerInfoRef, ConsumerInfoRef],
  resolveType: (info) =>
    info.kind === 'COMPANY'
      ? 'CompanyInfo'
      : info.kind === 'ENGINEER'
        ? 'EngineerInfo'
        : 'ConsumerInfo',
});

export const ProfileRef = builder.objectRef<ProfileView>('Profile').implement({
  description: '회원의 프로필 (업체 회원은 업체 정보)',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: ProfileTypeRef, resolve: (profile) => profile.type }),
    uniqueId: t.exposeString('uniqueId', { description: '업체 고유번호 (영문 3자 + 숫자 6자)' }),
    progress: t.exposeInt('progress', {
      description:
        '프로필 완성도 (%): 입력한 항목 + 포트폴리오가 있으면 기술자 15, 그 외 10. 서버가 계산합니다.',
    }),
    rateOfCreation: t.exposeInt('rateOfCreation', {
      description: '프로필 입력 항목 중 채운 비율 (%), 포트폴리오 가산점 제외',
    }),
    isNiceCertified: t.exposeBoolean('isNiceCertified', {
      description: 'NICE 인증 여부. NICE 연동 전까지는 업체가 직접 표시한 값입니다.',
    }),
    isMine: t.boolean({
      description: '로그인한 회원의 프로필인지',
      resolve: (profile, _args, ctx) => isProfileMine(ctx.viewer, profile),
    }),
    isCompleted: t.boolean({
      description: '유형별 필수 기본 항목을 모두 채웠는지 (견적 의뢰 등에 필요)',
      resolve: (profile, _args, ctx) => isProfileViewCompleted(ctx, profile),
    }),
    companyName: t.string({
      nullable: true,
      description: '업체명. 일반 소비자의 것은 본인과 운영자에게만 보입니다.',
      resolve: (profile, _args, ctx) => findVisibleCompanyName(ctx, profile),
    }),
    info: t.field({
      type: ProfileInfoRef,
      nullable: true,
      resolve: (profile, _args, ctx) => findProfileInfo(ctx, profile),
    }),
  }),
});

builder.queryFields((t) => ({
  isDuplicateCompanyCode: t.boolean({
    ...authRule.public,
    description: '이미 다른 업체가 쓰는 법인등록번호인지 (하이픈 등 숫자 외 문자는 무시)',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) => isDuplicateCompanyCode(ctx, code),
  }),
}));

const ProfileLicenseInputRef = builder.inputType('ProfileLicenseInput', {
  fields: (t) => ({
    licenseId: t.id(),
    registrationNumber: t.string(),
  }),
});

const ProfilePhoneInputRef = builder.inputType('ProfilePhoneInput', {
  description: '순서대로 저장됩니다. isFirst 가 없거나 여러 개면 첫 번째가 대표 번호입니다.',
  fields: (t) => ({
    phoneNumber: t.string(),
    isFirst: t.boolean(),
  }),
});

const ProfileAddressInputRef = builder.inputType('ProfileAddressInput', {
  description:
    "대표 주소(isFirst, 없으면 첫 번째)가 업체 검색의 지역이 됩니다. sigungu 는 '강남구' 또는 '서울특별시 강남구'",
  fields: (t) => ({
    postCode: t.string(),
    address: t.string(),
    addressDetail: t.string(),
    sigungu: t.string(),
    isFirst: t.boolean(),
  }),
});

const ProfileStockholderInputRef = builder.inputType('ProfileStockholderInput', {
  fields: (t) => ({
    name: t.string(),
    rate: t.float({ description: '지분율 (%), 합계 100 이하' }),
  }),
});

// Every field is optional at the GraphQL level so that a missing value is answered by the shared
// zod schema, in Korean and with the field path, instead of by GraphQL's English validation.
const businessInputFields = (
  t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0],
) => ({
  businessNumber: t.string(),
  companyType: t.string(),
  companyName: t.string(),
  mainBusiness: t.string(),
  faxNumber: t.string(),
  createdDay: t.string({ description: 'YYYY-MM-DD' }),
  staffCount: t.int(),
  settleAccountDay: t.string({ description: 'MM-DD' }),
  performanceType: t.string(),
  description: t.string(),
  isTaxBillIssue: t.boolean(),
  isRentLedgerSubmitPossible: t.boolean(),
  mainBusinessPrice: t.int({ description: '원' }),
  smsLinks: t.stringList(),
  homepageUrl: t.string(),
  ownerName: t.string(),
  phoneNumber: t.string(),
  email: t.string(),
  managerName: t.string(),
  managerPhoneNumber: t.string(),
  managerEmail: t.string(),
  mainCategoryId: t.id(),
  mainSubCategoryId: t.id(),
  categoryIds: t.idList(),
  licenses: t.field({
    ...authRule.public,
    type: [ProfileLicenseInputRef],
  }),
  phones: t.field({ type: [ProfilePhoneInputRef] }),
  addresses: t.field({ type: [ProfileAddressInputRef] }),
  stockholders: t.field({ type: [ProfileStockholderInputRef] }),
  logoImgId: t.id(),
  mainBusinessMenuImgId: t.id(),
});

const CompanyProfileInputRef = builder.inputType('CompanyProfileInput', {
  description: '업체 정보 전체 (목록 포함). 저장하면 기존 정보를 모두 대체합니다.',
  fields: (t) => ({ ...businessInputFields(t), companyCode: t.string() }),
});

const EngineerProfileInputRef = builder.inputType('EngineerProfileInput', {
  description: '기술자 정보 전체 (법인등록번호 없음). 저장하면 기존 정보를 모두 대체합니다.',
  fields: (t) => businessInputFields(t),
});

const ConsumerProfileInputRef = builder.inputType('ConsumerProfileInput', {
  description: '일반 소비자 정보 전체. 저장하면 기존 정보를 모두 대체합니다.',
  fields: (t) => ({
    companyName: t.string(),
    ownerName: t.string(),
    phoneNumber: t.string(),
    email: t.string(),
    description: t.string(),
    categoryIds: t.idList(),
    logoImgId: t.id(),
  }),
});

const PROGRESS_ARG_DESCRIPTION =
  '호환을 위해 받지만 쓰지 않습니다. 완성도는 서버가 입력 항목과 포트폴리오로 계산합니다.';

/**
 * The four update mutations differ only in the profile type they accept, their input and whether
 * the caller may record a NICE certification (company types only).
 */
function addProfileUpdateMutation(
  name: string,
  options: {
    kind: ProfileType;
    description: string;
    dataRef:
      | typeof CompanyProfileInputRef
      | typeof EngineerProfileInputRef
      | typeof ConsumerProfileInputRef;
    canCertify?: boolean;
  },
) {
  builder.mutationField(name, (t) =>
    t.field({
      ...authRule.ownerOf('profile'),
      type: ProfileRef,
      description: options.description,
      args: {
        profileId: t.arg.id({ required: true }),
        data: t.arg({ type: options.dataRef, required: true }),
        progress: t.arg.int({ description: PROGRESS_ARG_DESCRIPTION }),
        ...(options.canCertify ? { isNiceCertified: t.arg.boolean() } : {}),
      },
      resolve: (_root, args, ctx) =>
        updateProfile(ctx, options.kind, {
          profileId: String(args.profileId),
          data: args.data,
          isNiceCertified: 'isNiceCertified' in args ? args.isNiceCertified : undefined,
        }),
    }),
  );
}

addProfileUpdateMutation('updateCorporationProfile', {
  kind: 'CORPORATION',
  description: '법인 프로필 수정',
  dataRef: CompanyProfileInputRef,
  canCertify: true,
});
addProfileUpdateMutation('updatePrivateBusinessProfile', {
  kind: 'PRIVATE_BUSINESS',
  description: '개인 사업자 프로필 수정',
  dataRef: CompanyProfileInputRef,
  canCertify: true,
});
addProfileUpdateMutation('updateEngineerProfile', {
  kind: 'ENGINEER',
  description: '기술자 프로필 수정',
  dataRef: EngineerProfileInputRef,
});
addProfileUpdateMutation('updateConsumerProfile', {
  kind: 'CONSUMER',
  description: '일반 소비자 프로필 수정',
  dataRef: ConsumerProfileInputRef,
});
