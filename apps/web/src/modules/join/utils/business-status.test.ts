import { describe, expect, it } from 'vitest';
import { describeBusinessStatus } from './business-status';

describe('describeBusinessStatus', () => {
  it('reads an active business as 계속사업자', () => {
    expect(
      describeBusinessStatus({
        b_stt_cd: '01',
        sta_nm: '계속사업자',
        tax_type: '부가가치세 일반과세자',
      }),
    ).toEqual({
      tone: 'positive',
      label: '계속사업자',
      message: '국세청에 정상 사업자로 등록되어 있습니다.',
    });
  });

  it('warns about a suspended business', () => {
    const view = describeBusinessStatus({ b_stt_cd: '02', sta_nm: '휴업자', tax_type: '' });
    expect(view.tone).toBe('caution');
    expect(view.label).toBe('휴업자');
  });

  it('gives the closing date of a closed business', () => {
    expect(
      describeBusinessStatus({
        b_stt_cd: '03',
        sta_nm: '폐업자',
        end_dt: '20240131',
        tax_type: '',
      }),
    ).toMatchObject({
      tone: 'negative',
      label: '폐업자',
      message: '2024.01.31에 폐업한 사업자입니다. 번호를 다시 확인해 주세요.',
    });
  });

  it("passes on the 국세청's words for a number it does not know", () => {
    expect(
      describeBusinessStatus({
        b_stt_cd: null,
        tax_type: '국세청에 등록되지 않은 사업자등록번호입니다.',
      }),
    ).toEqual({
      tone: 'caution',
      label: null,
      message: '국세청에 등록되지 않은 사업자등록번호입니다.',
    });
  });
});
