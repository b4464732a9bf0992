import type { InnovationProductCategory, InnovationProductReviewState } from '@gongsa/domain';

/**
 * Demo products of the innovation product mall (/mall). Matched on the designation number, so a
 * second seed run inserts nothing and databases seeded before the mall gain them. `owner` is a
 * demo account's email, or the index of a generated business company (법인·개인 사업자).
 */
export interface DemoInnovationProduct {
  designationNumber: string;
  owner: string | number;
  name: string;
  category: InnovationProductCategory;
  price: number | null;
  summary: string;
  description: string;
  purchaseUrl: string;
  reviewState: InnovationProductReviewState;
  rejectReason?: string;
  /** Days before the seed's moment the product was added (its place in 최신순). */
  daysAgo: number;
  viewCount: number;
  linkClickCount: number;
}

export const DEMO_INNOVATION_PRODUCTS: readonly DemoInnovationProduct[] = [
  {
    designationNumber: '2025-혁신-0142',
    owner: 'corp@gongsa.test',
    name: '저소음 방음벽 패널',
    category: 'BUILDING_MATERIAL',
    price: 185_000,
    summary: '도심 공사장 소음을 10dB 이상 줄이는 조립식 흡음 패널',
    description:
      '알루미늄 흡음재와 재생 플라스틱 프레임으로 만든 가설 방음벽 패널입니다. 볼트 4개로 조립하고 해체해 다른 현장에서 다시 씁니다.\n\n· 규격: 2,000 × 500 × 95mm\n· 차음 성능: 32dB (KS F 2808)\n· 재사용: 20회 이상',
    purchaseUrl: 'https://shop.example.com/products/low-noise-panel',
    reviewState: 'APPROVED',
    daysAgo: 3,
    viewCount: 128,
    linkClickCount: 17,
  },
  {
    designationNumber: '2025-혁신-0088',
    owner: 0,
    name: '스마트 안전모 센서',
    category: 'SAFETY',
    price: 89_000,
    summary: '추락·충격·심박 이상을 감지해 관리자에게 바로 알리는 안전모 부착형 센서',
    description:
      '기존 안전모에 끼우는 3축 가속도 센서입니다. 추락과 충격, 장시간 움직임 없음을 감지하면 현장 관리자 앱으로 위치와 함께 알립니다.\n\n· 배터리: 72시간\n· 통신: LTE-M, BLE\n· 방수: IP67',
    purchaseUrl: 'https://shop.example.com/products/smart-helmet-sensor',
    reviewState: 'APPROVED',
    daysAgo: 6,
    viewCount: 342,
    linkClickCount: 51,
  },
  {
    designationNumber: '2024-혁신-1203',
    owner: 1,
    name: '저탄소 순환골재 보도블록',
    category: 'ENVIRONMENT',
    price: 12_500,
    summary: '폐콘크리트 순환골재를 60% 쓴 투수형 보도블록',
    description:
      '건설 폐기물에서 나온 순환골재로 만든 보도블록입니다. 빗물이 스며드는 투수형이라 도심 침수를 줄이고, 일반 블록보다 탄소 배출이 약 30% 적습니다.',
    purchaseUrl: 'https://shop.example.com/products/recycled-block',
    reviewState: 'APPROVED',
    daysAgo: 12,
    viewCount: 96,
    linkClickCount: 8,
  },
  {
    designationNumber: '2024-혁신-0977',
    owner: 2,
    name: '콘크리트 양생 무선 온도 센서',
    category: 'SMART_CONSTRUCTION',
    price: 1_250_000,
    summary: '타설한 콘크리트 속 온도를 재서 거푸집 해체 시점을 알려 주는 무선 센서 세트',
    description:
      '타설 전에 철근에 묶어 두면 양생 중 온도를 10분마다 기록하고, 적산온도로 강도를 추정해 해체 가능 시점을 알려 줍니다. 센서 10개와 게이트웨이 1대 구성입니다.',
    purchaseUrl: 'https://shop.example.com/products/curing-sensor',
    reviewState: 'APPROVED',
    daysAgo: 20,
    viewCount: 211,
    linkClickCount: 33,
  },
  {
    designationNumber: '2025-혁신-0311',
    owner: 3,
    name: '태양광 가설 조명탑',
    category: 'ELECTRIC_TELECOM',
    price: 8_900_000,
    summary: '전기 공사 없이 세우는 태양광·배터리 일체형 야간 조명탑',
    description:
      '접이식 태양광 패널과 리튬인산철 배터리를 갖춘 이동식 조명탑입니다. 발전기 없이 LED 400W를 밤새 켜고, 소음과 연료비가 없습니다.',
    purchaseUrl: 'https://shop.example.com/products/solar-light-tower',
    reviewState: 'APPROVED',
    daysAgo: 30,
    viewCount: 57,
    linkClickCount: 4,
  },
  {
    designationNumber: '2025-혁신-0420',
    owner: 'corp@gongsa.test',
    name: '원격 제어 소형 굴착기 키트',
    category: 'EQUIPMENT',
    price: null,
    summary: '기존 소형 굴착기에 달아 위험 구간을 원격으로 작업하는 개조 키트',
    description:
      '1~3톤급 굴착기 조종석에 액추에이터를 달아 300m 밖에서 태블릿으로 조종합니다. 붕괴 위험이 있는 해체 현장을 위한 제품입니다.',
    purchaseUrl: 'https://shop.example.com/products/remote-excavator-kit',
    reviewState: 'PENDING',
    daysAgo: 1,
    viewCount: 0,
    linkClickCount: 0,
  },
];

/** Every demo product's designation: a year before the seed to two years after. */
export const DEMO_DESIGNATION_DAYS = { before: 365, after: 730 } as const;
