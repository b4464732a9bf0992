import { describe, expect, it } from 'vitest';
import { readCompanyName } from './company-name';

describe('readCompanyName', () => {
  it('uses the company name, or the unique id when it is missing or blank', () => {
    expect(readCompanyName({ companyName: ' 한빛건설 ', uniqueId: 'COR000001' })).toBe('한빛건설');
    expect(readCompanyName({ companyName: '  ', uniqueId: 'COR000001' })).toBe('COR000001');
    expect(readCompanyName({ companyName: null, uniqueId: 'COR000001' })).toBe('COR000001');
  });
});
