import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isSitePath, isWebAddress, RecordedAdLink } from './RecordedAdLink';

describe('RecordedAdLink', () => {
  it('keeps a site path on the site and opens an advertiser’s http(s) page in a new tab', () => {
    expect(isSitePath('/bid')).toBe(true);
    expect(isWebAddress('https://shop.example.co.kr/a?b=1')).toBe(true);
    const external = renderToStaticMarkup(
      <RecordedAdLink kind="advertisement" id="1" href="https://shop.example.co.kr">
        광고
      </RecordedAdLink>,
    );
    expect(external).toContain('href="https://shop.example.co.kr"');
    expect(external).toContain('target="_blank"');
    expect(external).toContain('(새 탭에서 열림)');
  });

  it('follows no other address: other hosts in disguise and script or data schemes', () => {
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(isSitePath(href)).toBe(false);
      expect(isWebAddress(href)).toBe(false);
      const markup = renderToStaticMarkup(
        <RecordedAdLink kind="banner" id="1" href={href}>
          배너
        </RecordedAdLink>,
      );
      expect(markup).toBe('<span>배너</span>');
    }
  });
});
