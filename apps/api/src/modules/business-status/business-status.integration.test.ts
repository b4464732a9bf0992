import { businessStatuses, profiles } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { UNREGISTERED_TAX_TYPE } from './business-status-lookup';

const QUERY = `query Status($businessNumber: String!) {
  getBusinessStatus(businessNumber: $businessNumber) { b_no b_stt_cd tax_type sta_nm end_dt }
}`;

describe('getBusinessStatus with the local lookup', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'demo' });
    server = await startTestServer({ db: database.db });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function lookUp(businessNumber: string) {
    return server.graphql<{ getBusinessStatus: Record<string, string | null> }>(QUERY, {
      variables: { businessNumber },
    });
  }

  it('answers 계속사업자 for an active number, hyphens allowed', async () => {
    const { body } = await lookUp('123-45-00003');
    expect(body.errors).toBeUndefined();
    expect(body.data?.getBusinessStatus).toEqual({
      b_no: '1234500003',
      b_stt_cd: '01',
      tax_type: '부가가치세 일반과세자',
      sta_nm: '계속사업자',
      end_dt: null,
    });
  });

  it('answers 계속사업자 for a demo company', async () => {
    const [company] = await database.db
      .select({ businessNumber: profiles.businessNumber })
      .from(profiles)
      .where(and(isNotNull(profiles.businessNumber), isNull(profiles.deletedAt)))
      .limit(1);
    const { body } = await lookUp(company!.businessNumber!);
    expect(body.data?.getBusinessStatus).toMatchObject({
      b_no: company!.businessNumber,
      b_stt_cd: '01',
      sta_nm: '계속사업자',
    });
  });

  it('answers 휴업자 and 폐업자 with the closing date', async () => {
    const suspended = await lookUp('1234500018');
    expect(suspended.body.data?.getBusinessStatus).toMatchObject({
      b_stt_cd: '02',
      sta_nm: '휴업자',
      end_dt: null,
    });
    const closed = await lookUp('1234500022');
    expect(closed.body.data?.getBusinessStatus).toMatchObject({
      b_stt_cd: '03',
      sta_nm: '폐업자',
      end_dt: '20250630',
    });
  });

  it('answers an unknown number like the national tax service', async () => {
    const [known] = await database.db
      .select({ id: businessStatuses.id })
      .from(businessStatuses)
      .where(eq(businessStatuses.businessNumber, '1234567891'));
    expect(known).toBeUndefined();
    const { body } = await lookUp('1234567891');
    expect(body.data?.getBusinessStatus).toEqual({
      b_no: '1234567891',
      b_stt_cd: null,
      tax_type: UNREGISTERED_TAX_TYPE,
      sta_nm: null,
      end_dt: null,
    });
  });

  it('refuses a number with a wrong check digit or the wrong length', async () => {
    const wrongDigit = await lookUp('1234500004');
    expect(wrongDigit.body.data).toBeNull();
    expect(wrongDigit.body.errors?.[0]).toMatchObject({
      message: '유효하지 않은 사업자등록번호입니다.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooShort = await lookUp('12345');
    expect(tooShort.body.errors?.[0]).toMatchObject({
      message: '사업자등록번호 10자리를 입력해 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
