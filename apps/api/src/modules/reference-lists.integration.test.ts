import { createTestDatabase } from '@gongsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../app/database';
import { startTestServer, type TestServer } from '../testing/test-server';

type Region = { id: string; type: string; si: string; gungu: string | null; code: string | null };

describe('reference lists over GraphQL', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'reference' });
    server = await startTestServer({ db: database.db });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function sigunguList(si: string, keyword?: string): Promise<Region[]> {
    const { body } = await server.graphql<{ sigunguList: Region[] }>(
      'query Sigungu($si: String!, $keyword: String) { sigunguList(si: $si, keyword: $keyword) { id type si gungu code } }',
      { variables: { si, keyword } },
    );
    expect(body.errors).toBeUndefined();
    return body.data!.sigunguList;
  }

  it('lists the 25 districts of Seoul', async () => {
    const seoul = await sigunguList('서울특별시');
    expect(seoul).toHaveLength(25);
    expect(seoul.every((region) => region.type === 'GUNGU' && region.si === '서울특별시')).toBe(
      true,
    );
    expect(seoul).toContainEqual(expect.objectContaining({ gungu: '강남구', code: '11680' }));
  });

  it('filters by keyword, including a city split into districts', async () => {
    expect((await sigunguList('서울특별시', '강')).map((region) => region.gungu).sort()).toEqual([
      '강남구',
      '강동구',
      '강북구',
      '강서구',
    ]);
    expect((await sigunguList('서울특별시', '  ')).length).toBe(25);
    const suwon = await sigunguList('경기도', '수원');
    expect(suwon.map((region) => region.gungu).sort()).toEqual([
      '수원시 권선구',
      '수원시 영통구',
      '수원시 장안구',
      '수원시 팔달구',
    ]);
  });

  it('answers an unknown 시/도 with an empty list and 세종 with itself', async () => {
    expect(await sigunguList('서울시')).toEqual([]);
    expect(await sigunguList('')).toEqual([]);
    expect((await sigunguList('세종특별자치시')).map((region) => region.gungu)).toEqual([
      '세종특별자치시',
    ]);
  });

  it('lists licences, credit grades best first, and bank codes', async () => {
    const { body } = await server.graphql<{
      licenses: Array<{ name: string; groupName: string | null; priority: number }>;
      cri: Array<{ name: string; priority: number }>;
      bankCodes: Array<{ code: string; name: string }>;
      kb: { name: string } | null;
      none: { name: string } | null;
    }>(`{
      licenses { name groupName priority }
      cri { name priority }
      bankCodes { code name }
      kb: bankCode(code: "004") { name }
      none: bankCode(code: "999") { name }
    }`);
    expect(body.errors).toBeUndefined();
    const data = body.data!;
    expect(data.licenses[0]).toEqual({ name: '토목공사업', groupName: '종합공사업', priority: 1 });
    expect(data.licenses.map((license) => license.name)).toEqual(
      expect.arrayContaining(['철근·콘크리트공사업', '전기공사업']),
    );
    expect(data.cri.map((grade) => grade.name)).toEqual([
      'AAA',
      'AA+',
      'AA',
      'AA-',
      'A+',
      'A',
      'A-',
      'BBB+',
      'BBB',
      'BBB-',
      'BB+',
      'BB',
      'BB-',
      'B+',
      'B',
      'B-',
      'CCC+',
      'CCC',
      'CCC-',
      'CC',
      'C',
      'D',
    ]);
    expect(data.cri.map((grade) => grade.priority)).toEqual(
      [...data.cri.map((grade) => grade.priority)].sort((a, b) => a - b),
    );
    expect(data.bankCodes[0]).toEqual({ code: '004', name: 'KB국민은행' });
    expect(data.kb).toEqual({ name: 'KB국민은행' });
    expect(data.none).toBeNull();
  });

  it('serves the terms and the operator’s legal details', async () => {
    const { body } = await server.graphql<{ serviceManage: Record<string, string | null> }>(`{
      serviceManage {
        serviceTerms privacyPolicy refundTerms locationTerms marketingTerms thirdPartyTerms openSourceList
        companyName representativeName businessLicense mailOrderRegistrationNumber companyAddress postCode
        customerServicePhone customerServiceHours email privacyOfficer privacyOfficerEmail disclaimer
        blogUrl instagramUrl kakaoChannelUrl usageGuideUrl businessInfoCheckUrl
      }
    }`);
    expect(body.errors).toBeUndefined();
    const service = body.data!.serviceManage;
    expect(service).toMatchObject({
      companyName: '(주)공사마켓',
      representativeName: '박성훈',
      businessLicense: '2148812345',
      mailOrderRegistrationNumber: '제2025-서울서초-1873호',
      companyAddress: '서울특별시 서초구 서초대로 398, 12층 (서초동)',
      postCode: '06619',
      customerServicePhone: '16004527',
      email: 'help@gongsamarket.kr',
      privacyOfficer: '김정우',
      privacyOfficerEmail: 'privacy@gongsamarket.kr',
      blogUrl: 'https://blog.naver.com/gongsamarket',
      instagramUrl: 'https://www.instagram.com/gongsamarket',
      kakaoChannelUrl: 'https://pf.kakao.com/_gongsamarket',
      usageGuideUrl: 'https://guide.gongsamarket.kr',
      businessInfoCheckUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148812345',
    });
    expect(service.serviceTerms).toContain('제1조 (목적)');
    expect(service.disclaimer).toContain('통신판매중개자');
    expect(service.customerServiceHours).toContain('평일');
    for (const key of [
      'privacyPolicy',
      'refundTerms',
      'locationTerms',
      'marketingTerms',
      'thirdPartyTerms',
      'openSourceList',
    ]) {
      expect(service[key]?.length).toBeGreaterThan(20);
    }
    expect(service.openSourceList).toContain('GraphQL Yoga');
  });
});
