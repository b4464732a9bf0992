/** SPEC §2 route table: the areas under /myPage. */
export const MY_PAGE_SECTIONS = {
  profile: '프로필',
  point: '포인트',
  portfolio: '포트폴리오',
  product: '혁신제품',
  review: '리뷰',
  view: '열람한 업체',
  favorite: '관심 목록',
  noti: '알림',
  opinion: '의견 보내기',
} as const;

export type MyPageSection = keyof typeof MY_PAGE_SECTIONS;
