import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { HOME_TOP_BANNER_LOCATION, toSeoulDateString } from '@gongsa/domain';
import type { AppDependencies } from '../../context';
import { storeBundledImage } from '../files';
import {
  insertAdvertisement,
  insertBanner,
  selectLiveAdvertisementTitles,
  selectLiveBannerTitles,
} from './advertisements.repository';

/**
 * Korean demo banners and advertisements with their images (small webp files in ./demo-images,
 * drawn once from SVG), so a fresh `npm start` shows the home page's carousel and strip. The rows
 * live in the database like the rest of the demo data; the images need the file storage, which
 * only the API has, so this seed runs from the API's start-up (main.ts) after the database seed.
 * Idempotent: a title already there is left alone.
 */
const DEMO_BANNERS = [
  {
    title: '겨울철 동파 예방 공사, 지금 견적 받아보세요',
    image: 'banner-winter',
    url: '/bid',
    priority: 30,
  },
  {
    title: '철근콘크리트 업체, 신용등급까지 한눈에',
    image: 'banner-rebar',
    url: '/company',
    priority: 20,
  },
  {
    title: '조달청 지정 혁신제품을 공사마켓에서 만나보세요',
    image: 'banner-mall',
    url: '/mall',
    priority: 10,
  },
] as const;

const DEMO_ADVERTISEMENTS = [
  {
    title: '스마트 안전모 KS-200',
    image: 'ad-helmet',
    price: 89_000,
    summary: '충격 감지·위치 알림이 되는 현장용 안전모',
    description: '낙하물 충격을 감지하면 관리자에게 바로 알립니다. KC 인증, 배터리 72시간.',
    purchaseUrl: 'https://example.com/ads/smart-helmet',
    companyName: '세이프텍',
    contactName: '박안전',
    contactPhone: '02-6012-3401',
    tags: ['안전', '스마트 장비'],
    daysAgo: 2,
  },
  {
    title: '친환경 방수 시트 그린실드',
    image: 'ad-waterproof',
    price: 45_000,
    summary: '옥상·지하 방수를 한 번에, 1롤(10㎡) 기준',
    description: '무용제 접착으로 냄새가 적고 겨울철에도 시공할 수 있는 자착식 방수 시트입니다.',
    purchaseUrl: 'https://example.com/ads/green-shield',
    companyName: '그린실드',
    contactName: '이방수',
    contactPhone: '031-778-2040',
    tags: ['방수', '친환경 자재'],
    daysAgo: 5,
  },
  {
    title: '타워크레인 임대 (8~12톤)',
    image: 'ad-crane',
    price: null,
    summary: '수도권 당일 견적, 기사 포함 임대',
    description:
      '설치·해체와 정기 점검까지 포함한 월 단위 임대입니다. 현장 조건에 맞춰 견적을 드립니다.',
    purchaseUrl: 'https://example.com/ads/tower-crane',
    companyName: '대한크레인',
    contactName: '최기사',
    contactPhone: '010-4821-7730',
    tags: ['장비 임대', '크레인'],
    daysAgo: 9,
  },
  {
    title: '현장 CCTV 렌탈 월 3만원',
    image: 'ad-cctv',
    price: 30_000,
    summary: 'LTE 무선 카메라, 설치비 무료',
    description: '전기만 연결하면 바로 휴대폰으로 현장을 볼 수 있습니다. 야간 도난 감시 알림 포함.',
    purchaseUrl: 'https://example.com/ads/site-cctv',
    companyName: '현장지킴이',
    contactName: '정보안',
    contactPhone: '1588-0413',
    tags: ['보안', '렌탈'],
    daysAgo: 14,
  },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function storeDemoImage(deps: Pick<AppDependencies, 'db' | 'storage'>, name: string) {
  return readFile(fileURLToPath(new URL(`./demo-images/${name}.webp`, import.meta.url))).then(
    (body) =>
      storeBundledImage(deps, {
        name: `demo-advertisement-${name}`,
        filename: `${name}.webp`,
        mimetype: 'image/webp',
        body,
      }),
  );
}

export async function seedDemoAdvertisements(
  deps: Pick<AppDependencies, 'db' | 'storage'>,
  now: Date = new Date(),
): Promise<void> {
  const day = (offset: number) => toSeoulDateString(new Date(now.getTime() + offset * DAY_MS));
  const existingBanners = await selectLiveBannerTitles(
    deps.db,
    HOME_TOP_BANNER_LOCATION,
    DEMO_BANNERS.map((banner) => banner.title),
  );
  for (const banner of DEMO_BANNERS) {
    if (existingBanners.has(banner.title)) continue;
    await insertBanner(deps.db, {
      title: banner.title,
      location: HOME_TOP_BANNER_LOCATION,
      state: 'ACTIVE',
      startDate: day(-7),
      endDate: day(90),
      url: banner.url,
      priority: banner.priority,
      imageFileId: await storeDemoImage(deps, `${banner.image}-desktop`),
      mobileImageFileId: await storeDemoImage(deps, `${banner.image}-mobile`),
    });
  }
  const existingAds = await selectLiveAdvertisementTitles(
    deps.db,
    DEMO_ADVERTISEMENTS.map((ad) => ad.title),
  );
  for (const { image, daysAgo, tags, ...ad } of DEMO_ADVERTISEMENTS) {
    if (existingAds.has(ad.title)) continue;
    const imageId = await storeDemoImage(deps, image);
    await insertAdvertisement(
      deps.db,
      {
        ...ad,
        tags: [...tags],
        mainImageFileId: imageId,
        isApproved: true,
        isActive: true,
        startDate: day(-daysAgo),
        endDate: day(60),
      },
      [imageId],
    );
  }
}
