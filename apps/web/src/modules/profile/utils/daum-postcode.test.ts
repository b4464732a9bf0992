import { describe, expect, it } from 'vitest';
import { toAddressFields, type DaumPostcodeResult } from './daum-postcode';

const RESULT: DaumPostcodeResult = {
  zonecode: '06236',
  address: '서울 강남구 테헤란로 152',
  roadAddress: '서울 강남구 테헤란로 152',
  jibunAddress: '서울 강남구 역삼동 737',
  sido: '서울',
  sigungu: '강남구',
  buildingName: '강남파이낸스센터',
  userSelectedType: 'R',
};

describe('toAddressFields', () => {
  it('uses the road address with the building name and joins 시/도 and 시/군/구', () => {
    expect(toAddressFields(RESULT)).toEqual({
      postCode: '06236',
      address: '서울 강남구 테헤란로 152 (강남파이낸스센터)',
      sigungu: '서울 강남구',
    });
  });

  it('uses the 지번 address when the user picked it', () => {
    expect(toAddressFields({ ...RESULT, userSelectedType: 'J', buildingName: '' }).address).toBe(
      '서울 강남구 역삼동 737',
    );
  });
});
