import { MY_PAGE_SECTIONS } from './my-page-sections';

/**
 * What an entry shows as its badge: the '내 입찰' notice (SPEC §4, MyBidNotice's two flags), or the
 * unread notification count.
 */
export type MyPageNotice = 'newApplies' | 'uncheckedInvitations' | 'unreadNotifications';

export type MyPageMenuEntry = {
  key: string;
  label: string;
  href: string;
  /** One line under the label on the phone's list page. */
  description: string;
  notice?: MyPageNotice;
};

export type MyPageMenuGroup = { key: string; title: string; entries: readonly MyPageMenuEntry[] };

/**
 * Every area of My Page, in one place: the side navigation (desktop), the list page at /myPage
 * (phone), the account menu and the drawer all render this (ADR 0026). An area is listed once it
 * has a page.
 */
export const MY_PAGE_MENU: readonly MyPageMenuGroup[] = [
  {
    key: 'bids',
    title: '견적·입찰',
    entries: [
      {
        key: 'myRequests',
        label: '내 견적 요청',
        href: '/myBid?tab=1',
        description: '올린 견적 요청과 지원한 업체를 확인해요',
        notice: 'newApplies',
      },
      {
        key: 'myApplies',
        label: '지원·초대',
        href: '/myBid?tab=3',
        description: '지원한 공고와 받은 초대를 확인해요',
        notice: 'uncheckedInvitations',
      },
      {
        key: 'review',
        label: MY_PAGE_SECTIONS.review,
        href: '/myPage/review',
        description: '받은 리뷰에 답변하고 작성한 리뷰를 확인해요',
      },
    ],
  },
  {
    key: 'companies',
    title: '업체',
    entries: [
      {
        key: 'recommendation',
        label: '추천 업체',
        href: '/recommendation',
        description: '내 업종과 지역에 맞는 업체를 추천해 드려요',
      },
      {
        key: 'favorite',
        label: MY_PAGE_SECTIONS.favorite,
        href: '/myPage/favorite',
        description: '관심 업체·공고·포트폴리오를 모아 보여 드려요',
      },
      {
        key: 'view',
        label: MY_PAGE_SECTIONS.view,
        href: '/myPage/view',
        description: '최근에 본 업체를 다시 찾을 수 있어요',
      },
    ],
  },
  {
    key: 'account',
    title: '내 정보',
    entries: [
      {
        key: 'profile',
        label: MY_PAGE_SECTIONS.profile,
        href: '/myPage/profile',
        description: '회원 정보와 업체 프로필을 관리해요',
      },
      {
        key: 'portfolio',
        label: MY_PAGE_SECTIONS.portfolio,
        href: '/myPage/portfolio',
        description: '끝낸 공사를 사진과 함께 올려 업체 페이지에 보여 줘요',
      },
      {
        key: 'product',
        label: MY_PAGE_SECTIONS.product,
        href: '/myPage/product',
        description: '혁신제품을 올리고 심사·게시 상태를 확인해요',
      },
      {
        key: 'noti',
        label: MY_PAGE_SECTIONS.noti,
        href: '/myPage/noti',
        description: '받은 알림을 확인하고 알림 설정을 바꿔요',
        notice: 'unreadNotifications',
      },
      {
        key: 'point',
        label: MY_PAGE_SECTIONS.point,
        href: '/myPage/point?tab=1',
        description: '보유 포인트와 사용 내역을 확인해요',
      },
      {
        key: 'opinion',
        label: MY_PAGE_SECTIONS.opinion,
        href: '/myPage/opinion',
        description: '오류나 바라는 점을 운영팀에 알리고, 보낸 의견을 다시 봐요',
      },
      {
        key: 'leave',
        label: '회원 탈퇴',
        href: '/myPage/leave',
        description: '탈퇴하기 전에 확인할 내용을 안내해요',
      },
    ],
  },
];

/** Badge words per '내 입찰' notice: short on screen, the link's name says the rest. */
export const MY_PAGE_NOTICE_LABELS: Readonly<
  Record<Exclude<MyPageNotice, 'unreadNotifications'>, string>
> = {
  newApplies: '새 지원자',
  uncheckedInvitations: '새 초대',
};

function pathOf(href: string): string {
  return href.split(/[?#]/)[0] ?? href;
}

/**
 * The entry the page at `pathname` is (its href's path, query aside: /myPage/point?tab=1 is the
 * point entry on any tab), or null — /myPage itself, or a page of no entry. /myBid is no entry's
 * own page: its two tabs are one path.
 */
export function findCurrentMyPageEntry(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/myBid') return null;
  for (const group of MY_PAGE_MENU) {
    const entry = group.entries.find((candidate) => pathOf(candidate.href) === path);
    if (entry) return entry.key;
  }
  return null;
}
