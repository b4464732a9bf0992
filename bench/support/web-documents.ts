/* The list documents exactly as apps/web sends them, for the HTTP benches. */

/** As apps/web's CompanyList and CompanyCardFields. */
export const COMPANY_LIST = `query CompanyList($filter: EnterpriseFilterInput, $sort: String, $paging: PagingInput, $categoryIds: [ID!]) {
  enterprises(filter: $filter, sort: $sort, paging: $paging, categoryIds: $categoryIds) {
    totalCountCapped { count isCapped }
    pageInfo { endCursor hasNextPage }
    nodes { id uniqueId type companyName rating reviewCount portfolioCount si sigungu distance
      isFavorite mainCategoryPath licenseNames logoImg { thumbnailURL url } cri { id name } }
  }
}`;
/** As apps/web's BidList and BidCardFields. */
export const BID_LIST = `query BidList($filter: AnnouncementFilterInput, $sort: String, $paging: PagingInput, $categoryIds: [ID!], $withTotalCount: Boolean!) {
  announcements(filter: $filter, sort: $sort, paging: $paging, categoryIds: $categoryIds) {
    totalCountCapped @include(if: $withTotalCount) { count isCapped }
    pageInfo { endCursor hasNextPage }
    nodes { id uniqueId title state sigungu servicePriceType servicePrice postingEndAt applyCnt
      isEmergency isFavorite workType hasNewApplies categories { id name } mainImage { thumbnailURL url } }
  }
}`;
