/**
 * Licence kinds a company can hold and an estimate request can require.
 *
 * 전문공사업 follows the 2022 reform of the 건설산업기본법 시행령 (업종 대업종화): the 29 older
 * 전문공사업 kinds were merged into 14 broad kinds (가스난방공사업 included) between 2022 and 2024.
 * 시설물유지관리업 was scheduled for abolition at the end of 2023, and its holders converted to
 * 종합 or 전문 kinds; it is kept, flagged `isLegacy`, because older companies' records still name it
 * and announcements may ask for it. `code` is our own stable key (group prefix + 2 digits).
 */
export const LICENSE_GROUPS = [
  'GENERAL_CONSTRUCTION',
  'SPECIALTY_CONSTRUCTION',
  'ELECTRICAL',
  'TELECOMMUNICATION',
  'FIRE_PROTECTION',
  'ENGINEERING',
  'ARCHITECTURE',
  'SUPERVISION',
  'ETC',
] as const;
export type LicenseGroup = (typeof LICENSE_GROUPS)[number];

export const LICENSE_GROUP_LABELS: Record<LicenseGroup, string> = {
  GENERAL_CONSTRUCTION: '종합공사업',
  SPECIALTY_CONSTRUCTION: '전문공사업',
  ELECTRICAL: '전기공사업',
  TELECOMMUNICATION: '정보통신공사업',
  FIRE_PROTECTION: '소방시설업',
  ENGINEERING: '엔지니어링',
  ARCHITECTURE: '건축사',
  SUPERVISION: '감리',
  ETC: '기타 등록·면허',
};

export interface LicenseSeed {
  code: string;
  name: string;
  group: LicenseGroup;
  isLegacy?: boolean;
}

export const LICENSES: LicenseSeed[] = [
  { code: 'GC01', name: '토목공사업', group: 'GENERAL_CONSTRUCTION' },
  { code: 'GC02', name: '건축공사업', group: 'GENERAL_CONSTRUCTION' },
  { code: 'GC03', name: '토목건축공사업', group: 'GENERAL_CONSTRUCTION' },
  { code: 'GC04', name: '산업·환경설비공사업', group: 'GENERAL_CONSTRUCTION' },
  { code: 'GC05', name: '조경공사업', group: 'GENERAL_CONSTRUCTION' },

  { code: 'SC01', name: '지반조성·포장공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC02', name: '실내건축공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC03', name: '금속창호·지붕건축물조립공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC04', name: '도장·습식·방수·석공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC05', name: '조경식재·시설물공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC06', name: '철근·콘크리트공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC07', name: '구조물해체·비계공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC08', name: '상·하수도설비공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC09', name: '철도·궤도공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC10', name: '철강구조물공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC11', name: '수중·준설공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC12', name: '승강기·삭도공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC13', name: '기계가스설비공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC14', name: '가스난방공사업', group: 'SPECIALTY_CONSTRUCTION' },
  { code: 'SC90', name: '시설물유지관리업', group: 'SPECIALTY_CONSTRUCTION', isLegacy: true },

  { code: 'EL01', name: '전기공사업', group: 'ELECTRICAL' },
  { code: 'EL02', name: '전력기술 설계업', group: 'ELECTRICAL' },
  { code: 'EL03', name: '전기안전관리 대행사업', group: 'ELECTRICAL' },

  { code: 'TC01', name: '정보통신공사업', group: 'TELECOMMUNICATION' },
  { code: 'TC02', name: '정보통신 용역업', group: 'TELECOMMUNICATION' },

  { code: 'FP01', name: '전문소방시설공사업', group: 'FIRE_PROTECTION' },
  { code: 'FP02', name: '일반소방시설공사업(기계분야)', group: 'FIRE_PROTECTION' },
  { code: 'FP03', name: '일반소방시설공사업(전기분야)', group: 'FIRE_PROTECTION' },
  { code: 'FP04', name: '전문소방시설설계업', group: 'FIRE_PROTECTION' },
  { code: 'FP05', name: '일반소방시설설계업', group: 'FIRE_PROTECTION' },
  { code: 'FP06', name: '소방시설관리업', group: 'FIRE_PROTECTION' },

  { code: 'EN01', name: '엔지니어링사업', group: 'ENGINEERING' },
  { code: 'EN02', name: '건설엔지니어링업', group: 'ENGINEERING' },
  { code: 'EN03', name: '기술사사무소', group: 'ENGINEERING' },
  { code: 'EN04', name: '측량업', group: 'ENGINEERING' },
  { code: 'EN05', name: '안전진단전문기관', group: 'ENGINEERING' },

  { code: 'AR01', name: '건축사사무소', group: 'ARCHITECTURE' },

  { code: 'SV01', name: '감리전문회사', group: 'SUPERVISION' },
  { code: 'SV02', name: '전력시설물 공사감리업', group: 'SUPERVISION' },
  { code: 'SV03', name: '전문소방공사감리업', group: 'SUPERVISION' },
  { code: 'SV04', name: '일반소방공사감리업', group: 'SUPERVISION' },

  { code: 'ET01', name: '주택건설사업자', group: 'ETC' },
  { code: 'ET02', name: '석면해체·제거업', group: 'ETC' },
  { code: 'ET03', name: '기계설비성능점검업', group: 'ETC' },
];
