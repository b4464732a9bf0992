import {
  getProfileFieldWeight,
  listProfileFieldsToFill,
  type ProfileProgressFieldKey,
  type ProfileProgressFields,
  type ProfileType,
} from '@gongsa/domain';
import { toFieldDomId, type CompanyInfoLike } from './profile-form';

/** One field the completion ring still waits for: its form label, why it matters, its weight. */
export type ProfileNextStep = {
  key: ProfileProgressFieldKey;
  label: string;
  reason: string;
  /** Percentage points the field adds to the ring, rounded. */
  weight: number;
};

type StepText = { label: string; reason: string };

const COMPANY_STEPS: Record<ProfileProgressFieldKey, StepText> = {
  companyName: { label: '상호명', reason: '업체 검색과 목록에 이 이름으로 보여요.' },
  ownerName: { label: '대표자명', reason: '고객이 누구와 일하게 되는지 알 수 있어요.' },
  businessNumber: {
    label: '사업자등록번호',
    reason: '사업자 확인을 거쳐 믿을 수 있는 업체로 보여요.',
  },
  companyCode: { label: '법인등록번호', reason: '법인 정보를 확인하는 데 쓰여요.' },
  companyType: { label: '회사 형태', reason: '업체 상세에 회사 형태로 보여요.' },
  mainBusiness: { label: '주요 사업', reason: '업체가 잘하는 일을 한눈에 알 수 있어요.' },
  createdDay: { label: '설립일', reason: '업력을 보고 업체를 고르는 고객이 많아요.' },
  staffCount: { label: '직원 수', reason: '공사 규모에 맞는 업체인지 판단하는 데 쓰여요.' },
  description: { label: '소개', reason: '고객이 업체를 고를 때 가장 먼저 읽는 글이에요.' },
  phoneNumber: { label: '대표 전화번호', reason: '고객이 바로 연락할 수 있어요.' },
  email: { label: '대표 이메일', reason: '고객 문의와 알림을 메일로도 받을 수 있어요.' },
  managerName: { label: '담당자 이름', reason: '견적 문의를 맡을 사람을 알려 줘요.' },
  managerPhoneNumber: { label: '담당자 연락처', reason: '견적 문의가 담당자에게 바로 닿아요.' },
  mainBusinessPrice: {
    label: '주요 사업 금액',
    reason: '예산에 맞는 업체를 찾는 고객에게 보여요.',
  },
  isTaxBillIssue: { label: '세금계산서 발행', reason: '세금계산서가 필요한 고객이 확인해요.' },
  isRentLedgerSubmitPossible: {
    label: '임대차 대장 제출',
    reason: '서류가 필요한 공사에서 확인하는 항목이에요.',
  },
  mainCategoryId: { label: '주 업종', reason: '업체 카드에 대표 업종으로 보여요.' },
  categoryIds: { label: '업종', reason: '업종으로 업체를 찾는 고객에게 보여요.' },
  licenses: { label: '면허', reason: '면허로 업체를 고르는 고객에게 보여요.' },
  phones: { label: '전화번호 목록', reason: '연락처가 여럿이면 연락이 더 쉽게 닿아요.' },
  addresses: { label: '주소', reason: '지역 검색과 거리순 정렬에 쓰여요.' },
  logoImgId: { label: '로고 이미지', reason: '목록과 상세에서 업체가 눈에 잘 띄어요.' },
};

/** An engineer is a person: the same form with a few labels of their own. */
const ENGINEER_STEPS: Record<ProfileProgressFieldKey, StepText> = {
  ...COMPANY_STEPS,
  ownerName: { label: '이름', reason: '견적을 주고받을 때 누구인지 알려 줘요.' },
  description: { label: '소개', reason: '고객이 기술자를 고를 때 가장 먼저 읽는 글이에요.' },
  logoImgId: { label: '로고 이미지', reason: '목록과 상세에서 눈에 잘 띄어요.' },
};

const CONSUMER_STEPS: Record<ProfileProgressFieldKey, StepText> = {
  ...COMPANY_STEPS,
  ownerName: { label: '이름', reason: '견적을 주고받을 때 누구인지 알려 줘요.' },
  phoneNumber: { label: '연락처', reason: '견적을 보낸 업체와 연락할 때 쓰여요.' },
  email: { label: '이메일', reason: '견적과 알림 소식을 메일로도 받을 수 있어요.' },
  description: {
    label: '소개',
    reason: '어떤 공사를 계획하는지 알면 업체가 더 알맞은 제안을 보내요.',
  },
  categoryIds: { label: '관심 업종', reason: '관심 업종에 맞는 업체와 소식을 추천해 드려요.' },
  logoImgId: { label: '프로필 이미지', reason: '업체가 누구의 요청인지 알아보기 쉬워요.' },
};

/** The form each profile type is edited in (ConsumerProfileForm, CompanyProfileForm). */
export function toProfileFormId(type: ProfileType): string {
  return type === 'CONSUMER' ? 'consumer-profile' : 'company-profile';
}

/** The saved info as the completion rules read it (the shape the update mutations send). */
export function toProgressFields(info: CompanyInfoLike | null | undefined): ProfileProgressFields {
  if (!info) return {};
  return {
    businessNumber: info.businessNumber,
    companyCode: info.companyCode,
    companyType: info.companyType,
    companyName: info.companyName,
    mainBusiness: info.mainBusiness,
    createdDay: info.createdDay,
    staffCount: info.staffCount,
    description: info.description,
    ownerName: info.ownerName,
    phoneNumber: info.phoneNumber,
    email: info.email,
    managerName: info.managerName,
    managerPhoneNumber: info.managerPhoneNumber,
    mainBusinessPrice: info.mainBusinessPrice,
    isTaxBillIssue: info.isTaxBillIssue,
    isRentLedgerSubmitPossible: info.isRentLedgerSubmitPossible,
    mainCategoryId: info.mainCategory?.id ?? null,
    categoryIds: info.categories,
    licenses: info.licenses,
    phones: info.phones,
    addresses: info.addresses,
    logoImgId: info.logoImg?.id ?? null,
  };
}

/** What the ring still waits for, the basics first, each with its weight and why it matters. */
export function listProfileNextSteps(
  type: ProfileType,
  info: CompanyInfoLike | null | undefined,
): ProfileNextStep[] {
  const texts =
    type === 'CONSUMER' ? CONSUMER_STEPS : type === 'ENGINEER' ? ENGINEER_STEPS : COMPANY_STEPS;
  const weight = Math.round(getProfileFieldWeight(type));
  return listProfileFieldsToFill(type, toProgressFields(info)).map((key) => ({
    key,
    ...texts[key],
    weight,
  }));
}

/** The part of a field's control ids that names it: lists and pickers have one id per row or level. */
const FIELD_ID_PREFIXES: Partial<Record<ProfileProgressFieldKey, string>> = {
  mainCategoryId: 'category-',
  categoryIds: 'category-',
  licenses: 'licenses',
  phones: 'phones',
  addresses: 'addresses',
};

/** The DOM id (or id prefix) of the control a step leads to. */
export function toStepFieldId(type: ProfileType, key: ProfileProgressFieldKey): string {
  return toFieldDomId(toProfileFormId(type), FIELD_ID_PREFIXES[key] ?? key);
}
