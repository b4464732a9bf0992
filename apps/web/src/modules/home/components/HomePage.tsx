import Link from 'next/link';
import type { ComponentType, SVGProps } from 'react';
import { SearchBarIsland } from '../../search/components/SearchBarIsland';
import { EstimateRequestLink } from '../../profile/components/EstimateRequestLink';
import { ButtonLink, buttonClassName } from '../../ui/components/Button';
import { fetchHomeData } from '../utils/home-data';
import { HeroVisual } from './HeroVisual';
import { HomeAdStrip } from './HomeAdStrip';
import { HomeCompanyList } from './HomeCompanyList';
import { HomeMallProducts } from './HomeMallProducts';
import { HomeNewestRequests } from './HomeNewestRequests';
import { MemberRecommendationsIsland } from './MemberRecommendationsIsland';
import { TopBannerCarousel } from './TopBannerCarousel';
import {
  BuildingIcon,
  ChevronRightIcon,
  HandshakeIcon,
  MegaphoneIcon,
  PencilIcon,
  ScaleIcon,
  ShieldCheckIcon,
} from '../../ui/components/icons';

type QuickLink = {
  href: string;
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  isPrimary?: boolean;
};

const QUICK_LINKS: QuickLink[] = [
  {
    href: '/company',
    title: '전체 업체',
    description: '업종·면허·지역·신용등급으로 조건에 맞는 업체를 찾아보세요.',
    icon: BuildingIcon,
  },
  {
    href: '/bid',
    title: '전체 공고',
    description: '지금 모집 중인 견적 요청을 확인하고 우리 회사에 맞는 공사에 지원하세요.',
    icon: MegaphoneIcon,
  },
  {
    href: '/bid/upload1',
    title: '견적 요청하기',
    description: '공사 내용을 단계별로 입력하면 여러 업체가 견적을 보내드려요.',
    icon: PencilIcon,
    isPrimary: true,
  },
];

const STEPS = [
  {
    title: '견적 요청 작성',
    description:
      '공종과 현장 주소, 예산과 착공 시기를 안내에 따라 차례로 입력합니다. 작성 중인 내용은 자동으로 저장돼요.',
    icon: PencilIcon,
  },
  {
    title: '견적 비교',
    description: '지원한 업체들의 견적과 포트폴리오, 리뷰, 기업·신용 정보를 한눈에 비교합니다.',
    icon: ScaleIcon,
  },
  {
    title: '업체 선정',
    description:
      '우리 공사에 가장 알맞은 업체를 선정하고, 선정 결과는 지원한 업체에 바로 알려집니다.',
    icon: HandshakeIcon,
  },
];

const TRUST_POINTS = ['사업자 상태 확인', '재무·신용정보 열람', '포트폴리오·리뷰 비교'];

/**
 * The home page (SPEC §2 /), rendered on the server: the hero and search, the top banners, what
 * to do, the newest requests, recommended companies, the advertisement strip, the mall's featured
 * products and the three steps. Every data block renders nothing when it has nothing (or its
 * request failed), so an empty marketplace shows no empty boxes.
 */
export async function HomePage() {
  const { banners, advertisements, requests, popularCompanies, products } = await fetchHomeData();
  return (
    <>
      <section
        aria-labelledby="home-hero-title"
        className="relative overflow-hidden bg-brand-800 text-white"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_85%_10%,rgba(93,132,243,0.55),transparent_45%),radial-gradient(circle_at_0%_100%,rgba(15,29,71,0.9),transparent_55%)]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.05)_1px,transparent_1px)] bg-[size:44px_44px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
        />
        <div className="relative mx-auto flex max-w-[1200px] items-center justify-between gap-10 px-5 pt-10 pb-12 desktop:px-6 desktop:pt-16 desktop:pb-20">
          <div className="min-w-0 flex-1">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-[13px] font-semibold text-brand-50 ring-1 ring-white/20">
              <ShieldCheckIcon className="size-4" />
              건설·엔지니어링 전문 마켓플레이스
            </p>
            <h1
              id="home-hero-title"
              className="mt-4 text-[28px] leading-[1.3] font-extrabold tracking-tight desktop:text-[44px] desktop:leading-[1.25]"
            >
              믿을 수 있는 시공 파트너,
              <br />
              공사마켓에서 찾으세요
            </h1>
            <p className="mt-4 max-w-xl text-[15px] leading-relaxed text-brand-50 desktop:text-lg">
              업종과 지역, 신용등급으로 검증된 업체를 찾고 견적 요청 한 번으로 여러 업체의 견적을
              비교해 보세요.
            </p>
            <div className="mt-7 max-w-2xl desktop:mt-9">
              <SearchBarIsland variant="main" />
            </div>
            <ul className="mt-7 flex flex-wrap gap-x-5 gap-y-2 text-sm text-brand-50">
              {TRUST_POINTS.map((point) => (
                <li key={point} className="flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-5 items-center justify-center rounded-full bg-white/15"
                  >
                    <svg
                      viewBox="0 0 12 12"
                      className="size-3"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path
                        d="m2.5 6.2 2.3 2.3 4.7-5"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <HeroVisual />
        </div>
      </section>

      <TopBannerCarousel banners={banners} />

      <section
        aria-labelledby="home-quick-title"
        className="mx-auto w-full max-w-[1200px] px-5 pt-10 desktop:px-6 desktop:pt-14"
      >
        <h2 id="home-quick-title" className="text-xl font-bold text-gray-900 desktop:text-2xl">
          무엇을 도와드릴까요?
        </h2>
        <ul className="mt-5 grid gap-3 desktop:grid-cols-3 desktop:gap-5">
          {QUICK_LINKS.map(({ href, title, description, icon: Icon, isPrimary }) => {
            // The estimate-request entry checks login and profile before opening the wizard.
            const QuickLinkTag = href === '/bid/upload1' ? EstimateRequestLink : Link;
            return (
              <li key={href} className="flex">
                <QuickLinkTag
                  href={href}
                  className={`group flex flex-1 items-start gap-4 rounded-2xl border p-5 transition-shadow hover:shadow-md desktop:flex-col desktop:p-6 ${
                    isPrimary
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-gray-200 bg-white text-gray-900'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${
                      isPrimary ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-700'
                    }`}
                  >
                    <Icon className="size-6" />
                  </span>
                  <span className="flex-1">
                    <span className="flex items-center gap-1 text-lg font-bold">
                      {title}
                      <ChevronRightIcon className="size-5 transition-transform group-hover:translate-x-0.5" />
                    </span>
                    <span
                      className={`mt-1.5 block text-[15px] leading-relaxed ${isPrimary ? 'text-brand-50' : 'text-gray-600'}`}
                    >
                      {description}
                    </span>
                  </span>
                </QuickLinkTag>
              </li>
            );
          })}
        </ul>
      </section>

      <HomeNewestRequests requests={requests} />

      {popularCompanies === null ? (
        <MemberRecommendationsIsland />
      ) : (
        <HomeCompanyList
          companies={popularCompanies}
          description="요즘 견적 요청이 많은 업종에서 평점이 높은 업체예요"
        />
      )}

      <HomeAdStrip advertisements={advertisements} />

      <HomeMallProducts products={products} />

      <section
        aria-labelledby="home-steps-title"
        className="mx-auto w-full max-w-[1200px] px-5 py-12 desktop:px-6 desktop:py-16"
      >
        <div className="rounded-3xl bg-white px-5 py-8 ring-1 ring-gray-200 desktop:px-10 desktop:py-12">
          <p className="text-sm font-bold text-brand-700">이용 방법</p>
          <h2
            id="home-steps-title"
            className="mt-1 text-xl font-bold text-gray-900 desktop:text-2xl"
          >
            견적 요청부터 업체 선정까지, 세 단계면 충분해요
          </h2>
          <ol className="mt-8 grid gap-6 desktop:grid-cols-3 desktop:gap-8">
            {STEPS.map(({ title, description, icon: Icon }, index) => (
              <li key={title} className="relative flex gap-4 desktop:flex-col">
                <span className="flex shrink-0 items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                  >
                    <Icon className="size-6" />
                  </span>
                </span>
                <span>
                  <span className="text-[13px] font-bold tracking-wide text-brand-700">
                    STEP {index + 1}
                  </span>
                  <span className="mt-0.5 block text-lg font-bold text-gray-900">{title}</span>
                  <span className="mt-1.5 block text-[15px] leading-relaxed text-gray-600">
                    {description}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <div className="mt-9 flex flex-wrap gap-2">
            <EstimateRequestLink href="/bid/upload1" className={buttonClassName('primary', 'lg')}>
              지금 견적 요청하기
            </EstimateRequestLink>
            <ButtonLink href="/company" variant="outline" size="lg">
              업체 둘러보기
            </ButtonLink>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="home-partner-title"
        className="mx-auto w-full max-w-[1200px] px-5 pb-14 desktop:px-6 desktop:pb-20"
      >
        <div className="flex flex-col gap-5 rounded-3xl bg-gray-900 px-6 py-8 text-white desktop:flex-row desktop:items-center desktop:justify-between desktop:px-10">
          <div>
            <h2 id="home-partner-title" className="text-xl font-bold desktop:text-2xl">
              공사 업체이신가요?
            </h2>
            <p className="mt-2 text-[15px] leading-relaxed text-gray-300">
              새로 올라온 견적 요청에 지원하고, 포트폴리오와 리뷰로 우리 회사의 실력을 알리세요.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink
              href="/bid"
              variant="secondary"
              size="lg"
              className="bg-white text-gray-900 hover:bg-gray-100"
            >
              공고 둘러보기
            </ButtonLink>
            <ButtonLink href="/auth/join1" size="lg">
              업체 회원가입
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
