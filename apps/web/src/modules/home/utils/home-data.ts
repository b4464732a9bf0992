import { FeaturedInnovationProductsDocument } from '../../../graphql/generated/operations/featured-innovation-products';
import { HomeAdvertisementsDocument } from '../../../graphql/generated/operations/home-advertisements';
import { HomeNewestRequestsDocument } from '../../../graphql/generated/operations/home-newest-requests';
import { HomePopularCompaniesDocument } from '../../../graphql/generated/operations/home-popular-companies';
import { HomeTopBannersDocument } from '../../../graphql/generated/operations/home-top-banners';
import type {
  BidCardFieldsFragment,
  HomeAdvertisementsQuery,
  InnovationProductCardFieldsFragment,
} from '../../../graphql/generated/graphql';
import { fetchPublicView, mayBeLoggedIn } from '../../data/utils/server-first-view';
import type { HomeCompany } from '../components/HomeCompanyList';
import type { TopBanner } from '../components/TopBannerCarousel';

export const HOME_AD_COUNT = 8;
export const HOME_REQUEST_COUNT = 4;
export const HOME_COMPANY_COUNT = 4;

export type HomeData = {
  banners: TopBanner[];
  advertisements: HomeAdvertisementsQuery['advertisements'];
  requests: BidCardFieldsFragment[];
  /** null for a browser that may be logged in: its recommendations are its own (asked there). */
  popularCompanies: HomeCompany[] | null;
  /** The mall's newest products on show (featuredInnovationProducts, up to four). */
  products: InnovationProductCardFieldsFragment[];
};

/**
 * Everything the home page shows, asked of the API in parallel without a login (the same for
 * everyone but the recommendations). A block whose request fails or is late (1.5 s) is empty, and
 * an empty block renders nothing: the page never waits long nor shows an error box.
 */
export async function fetchHomeData(): Promise<HomeData> {
  const isMaybeMember = await mayBeLoggedIn();
  const [banners, ads, requests, popular, products] = await Promise.all([
    fetchPublicView(HomeTopBannersDocument),
    fetchPublicView(HomeAdvertisementsDocument, { first: HOME_AD_COUNT }),
    fetchPublicView(HomeNewestRequestsDocument, { paging: { first: HOME_REQUEST_COUNT } }),
    isMaybeMember
      ? Promise.resolve(null)
      : fetchPublicView(HomePopularCompaniesDocument, { first: HOME_COMPANY_COUNT }),
    fetchPublicView(FeaturedInnovationProductsDocument),
  ]);
  return {
    banners: (banners?.advertisementsForTop ?? []).flatMap((banner) => {
      const desktopSrc = banner.image?.url ?? banner.mobileImage?.url;
      if (!desktopSrc) return [];
      const mobileSrc = banner.mobileImage?.url ?? desktopSrc;
      return [
        { id: banner.id, title: banner.title, url: banner.url ?? null, desktopSrc, mobileSrc },
      ];
    }),
    advertisements: ads?.advertisements ?? [],
    requests: requests?.announcements.nodes ?? [],
    popularCompanies: isMaybeMember ? null : (popular?.popularEnterprises ?? []),
    products: products?.featuredInnovationProducts ?? [],
  };
}
