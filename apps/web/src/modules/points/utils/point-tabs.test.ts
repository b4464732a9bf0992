import { describe, expect, it } from 'vitest';
import {
  buildPointChargeHref,
  buildPointHref,
  readPaymentNotice,
  readPointTab,
  readReturnTo,
} from './point-tabs';

describe('point tabs', () => {
  it('reads tabs 1 to 4 and falls back to 포인트 내역', () => {
    expect(readPointTab('2')).toBe('2');
    expect(readPointTab('4')).toBe('4');
    expect(readPointTab('5')).toBe('1');
    expect(readPointTab(null)).toBe('1');
  });

  it('keeps returnTo on every tab and the payment notice on 포인트 충전 only', () => {
    expect(buildPointHref('1')).toBe('/myPage/point?tab=1');
    expect(buildPointHref('3', { returnTo: '/company/12' })).toBe(
      '/myPage/point?tab=3&returnTo=%2Fcompany%2F12',
    );
    expect(buildPointHref('1', { payment: 'failed' })).toBe('/myPage/point?tab=1');
    expect(buildPointHref('2', { payment: 'error', moid: 'GM1' })).toBe(
      '/myPage/point?tab=2&payment=error&moid=GM1',
    );
    const params = new URL(
      buildPointHref('2', { returnTo: '/bid/3?x=1', payment: 'failed' }),
      'http://x',
    ).searchParams;
    expect(readPointTab(params.get('tab'))).toBe('2');
    expect(readReturnTo(params.get('returnTo'))).toBe('/bid/3?x=1');
    expect(readPaymentNotice(params.get('payment'))).toBe('failed');
  });

  it('leads from a shortage of points to 포인트 충전 with the way back', () => {
    expect(buildPointChargeHref('/company/7')).toBe('/myPage/point?tab=2&returnTo=%2Fcompany%2F7');
    expect(buildPointChargeHref(null)).toBe('/myPage/point?tab=2');
  });

  it('accepts only a same-site path as returnTo', () => {
    expect(readReturnTo('/company/7')).toBe('/company/7');
    expect(readReturnTo('/bid/3?tab=2#apply')).toBe('/bid/3?tab=2#apply');
    for (const unsafe of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'company/7',
      '/auth/login',
      '/myPage/point?tab=2',
      '/myPage/point/receipt/GM1',
      '/payment/return',
      `/${'a'.repeat(600)}`,
      '',
      null,
    ]) {
      expect(readReturnTo(unsafe)).toBeNull();
    }
    expect(buildPointHref('2', { returnTo: '//evil.example' })).toBe('/myPage/point?tab=2');
  });

  it('knows the payment notices and nothing else', () => {
    expect(readPaymentNotice('error')).toBe('error');
    expect(readPaymentNotice('<script>')).toBeNull();
    expect(readPaymentNotice(null)).toBeNull();
  });
});
