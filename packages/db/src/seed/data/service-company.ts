/**
 * The operator's legal details shown in the footer and on the terms pages. Required on a Korean
 * commerce site by 전자상거래법 §10 (상호, 대표자, 주소, 전화, 이메일, 사업자등록번호, 통신판매업 신고번호,
 * 개인정보보호책임자) — the 사업자등록번호 below passes the national checksum.
 */
export const COMPANY_DETAILS = {
  companyName: '(주)공사마켓',
  representativeName: '박성훈',
  businessRegistrationNumber: '2148812345',
  mailOrderRegistrationNumber: '제2025-서울서초-1873호',
  address: '서울특별시 서초구 서초대로 398, 12층 (서초동)',
  postCode: '06619',
  customerServicePhone: '1600-4527',
  customerServiceHours: '평일 10:00~18:00 (점심시간 12:30~13:30, 주말·공휴일 휴무)',
  email: 'help@gongsamarket.kr',
  privacyOfficerName: '김정우',
  privacyOfficerEmail: 'privacy@gongsamarket.kr',
  blogUrl: 'https://blog.naver.com/gongsamarket',
  instagramUrl: 'https://www.instagram.com/gongsamarket',
  kakaoChannelUrl: 'https://pf.kakao.com/_gongsamarket',
  usageGuideUrl: 'https://guide.gongsamarket.kr',
  businessInfoUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148812345',
  disclaimer:
    '(주)공사마켓은 통신판매중개자로서 거래 당사자가 아니며, 업체가 등록한 정보와 공사 견적·계약·시공에 대한 책임은 각 업체와 의뢰인에게 있습니다. 공개 데이터와 업체 제공 정보를 바탕으로 한 기업정보는 참고용이며 정확성을 보증하지 않습니다.',
} as const;

export interface OpenSourceLicenseSeed {
  name: string;
  license: string;
  url: string;
}

/** Third-party software the service ships; shown under 오픈소스 라이선스. */
export const OPEN_SOURCE_LICENSES: OpenSourceLicenseSeed[] = [
  { name: 'Next.js', license: 'MIT', url: 'https://github.com/vercel/next.js' },
  { name: 'React', license: 'MIT', url: 'https://github.com/facebook/react' },
  { name: 'React DOM', license: 'MIT', url: 'https://github.com/facebook/react' },
  { name: 'Tailwind CSS', license: 'MIT', url: 'https://github.com/tailwindlabs/tailwindcss' },
  {
    name: 'Pretendard',
    license: 'SIL Open Font License 1.1',
    url: 'https://github.com/orioncactus/pretendard',
  },
  { name: 'GraphQL.js', license: 'MIT', url: 'https://github.com/graphql/graphql-js' },
  { name: 'GraphQL Yoga', license: 'MIT', url: 'https://github.com/dotansimha/graphql-yoga' },
  { name: 'Pothos GraphQL', license: 'ISC', url: 'https://github.com/hayes/pothos' },
  { name: 'Drizzle ORM', license: 'Apache-2.0', url: 'https://github.com/drizzle-team/drizzle-orm' },
  { name: 'PGlite', license: 'Apache-2.0', url: 'https://github.com/electric-sql/pglite' },
  { name: 'PostgreSQL', license: 'PostgreSQL License', url: 'https://www.postgresql.org' },
  { name: 'node-postgres', license: 'MIT', url: 'https://github.com/brianc/node-postgres' },
  { name: 'Zod', license: 'MIT', url: 'https://github.com/colinhacks/zod' },
  { name: 'es-hangul', license: 'MIT', url: 'https://github.com/toss/es-hangul' },
  { name: 'sharp', license: 'Apache-2.0', url: 'https://github.com/lovell/sharp' },
  { name: '@node-rs/argon2', license: 'MIT', url: 'https://github.com/napi-rs/node-rs' },
  { name: 'TypeScript', license: 'Apache-2.0', url: 'https://github.com/microsoft/TypeScript' },
];
