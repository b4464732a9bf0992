/** The payload after step 7: every wizard field a client fills before the last step. */
export function buildPayload(
  categoryIds: string[],
  step: number,
  round: number,
): Record<string, unknown> {
  return {
    step,
    categories__ids: categoryIds,
    type: 'ALL',
    workType: 'REPAIR',
    orderType: 'PRIVATE',
    fieldInfo: 'RESIDENCE',
    sigungu: '서울특별시 강남구',
    address: '서울특별시 강남구 테헤란로 152',
    addressDetail: `${(round % 30) + 1}층`,
    latitude: 37.5000776,
    longitude: 127.0385419,
    workScope: 'INTERNAL',
    hasLicense: true,
    isPossibleTaxBillIssue: true,
    description:
      '30평 아파트 전체 리모델링입니다. 주방과 욕실 2곳, 바닥 마감과 도배를 포함하며 입주 전 6주 안에 마치고 싶습니다. ' +
      `현장 확인은 평일 오후에 가능합니다. (저장 ${round})`,
    workStartSoon: false,
    servicePriceType: 'WRITE',
    servicePrice: 42_000_000 + round,
    publisherName: '김민지',
    emergencyContact: '010-2345-6789',
    noticeTxt: '견적서에 자재 등급을 적어 주세요.',
    isEmergency: false,
    postingDay: 7,
  };
}
