import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomeAdStrip } from './HomeAdStrip';
import { HomeCompanyList } from './HomeCompanyList';
import { HomeNewestRequests } from './HomeNewestRequests';
import { TopBannerCarousel } from './TopBannerCarousel';

const BANNER = {
  id: '1',
  title: '겨울철 동파 예방 공사',
  url: '/bid',
  desktopSrc: 'http://api.test/files/a.webp',
  mobileSrc: 'http://api.test/files/a-mobile.webp',
};

describe('the home page blocks', () => {
  it('render nothing when they have nothing (an empty marketplace shows no empty boxes)', () => {
    const html = renderToStaticMarkup(
      <>
        <TopBannerCarousel banners={[]} />
        <HomeNewestRequests requests={[]} />
        <HomeCompanyList companies={[]} description="설명" />
        <HomeAdStrip advertisements={[]} />
      </>,
    );
    expect(html).toBe('');
  });

  it('show one banner without controls, several with previous, pause and next', () => {
    const one = renderToStaticMarkup(<TopBannerCarousel banners={[BANNER]} />);
    expect(one).toContain('alt="겨울철 동파 예방 공사"');
    expect(one).toContain('media="(min-width: 820px)" srcSet="http://api.test/files/a.webp"');
    expect(one).not.toContain('<button');

    const several = renderToStaticMarkup(
      <TopBannerCarousel banners={[BANNER, { ...BANNER, id: '2', title: '둘째', url: null }]} />,
    );
    for (const label of ['이전 배너', '배너 자동 넘김 정지', '다음 배너']) {
      expect(several).toContain(`aria-label="${label}"`);
    }
    // Only the first banner is on screen; the second waits hidden, its image not loaded yet.
    expect(several).toMatch(/aria-label="2 \/ 2" hidden=""/);
    expect(several).toContain('loading="lazy"');
  });

  it('opens an advertiser’s page in a new tab without access back to ours', () => {
    const html = renderToStaticMarkup(
      <HomeAdStrip
        advertisements={[
          {
            id: '3',
            title: '스마트 안전모',
            price: 89_000,
            summary: null,
            purchaseUrl: 'https://example.com/helmet',
            companyName: '세이프텍',
            contactPhone: null,
            tags: ['안전'],
            mainImage: null,
          },
        ]}
      />,
    );
    expect(html).toContain('target="_blank" rel="noopener"');
    expect(html).toContain('89,000원');
    expect(html).toContain('#안전');
  });
});
