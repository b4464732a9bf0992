import { describe, expect, it } from 'vitest';
import { MeDocument } from '../../../graphql/generated/operations/me';
import { CompanyDetailDocument } from '../../../graphql/generated/operations/company-detail';
import { buildQueryKey, isKeyOfOperations, readOperationName } from './query-key';

describe('query keys', () => {
  it('reads the operation name of a generated document', () => {
    expect(readOperationName(MeDocument)).toBe('Me');
    expect(readOperationName(CompanyDetailDocument)).toBe('CompanyDetail');
  });

  it('keys by operation, variables and viewer, so a login change asks again', () => {
    const guest = buildQueryKey(CompanyDetailDocument, { id: '7' }, 'guest');
    const member = buildQueryKey(CompanyDetailDocument, { id: '7' }, 'member');
    expect(guest).toEqual(['CompanyDetail', { id: '7' }, 'guest']);
    expect(member).not.toEqual(guest);
    expect(buildQueryKey(MeDocument, undefined, 'member', '/myBid')).toEqual([
      'Me',
      {},
      'member',
      '/myBid',
    ]);
  });

  it('finds the keys of the operations a mutation changed', () => {
    const key = buildQueryKey(MeDocument, {}, 'member');
    expect(isKeyOfOperations(key, ['Me', 'MyPointInfo'])).toBe(true);
    expect(isKeyOfOperations(key, ['MyBidNotice'])).toBe(false);
    expect(isKeyOfOperations('$inf$Me', ['Me'])).toBe(false);
  });
});
