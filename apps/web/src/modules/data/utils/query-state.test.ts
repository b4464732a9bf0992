import { describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../../graphql/utils/graphql-result';
import { toQueryState } from './query-state';

const failure = { error: true as const, code: 'NOT_FOUND', message: '업체를 찾을 수 없습니다.' };

describe('toQueryState', () => {
  it('is loading until the first answer', () => {
    expect(toQueryState(undefined, undefined, true)).toEqual({ status: 'loading' });
  });

  it('keeps the data on screen while a reload runs', () => {
    expect(toQueryState({ id: '1' }, undefined, true)).toEqual({
      status: 'loaded',
      data: { id: '1' },
    });
  });

  it('shows the failure the pages know, and loading again while 다시 시도 runs', () => {
    expect(toQueryState(undefined, failure, false)).toEqual({ status: 'failed', failure });
    expect(toQueryState(undefined, failure, true)).toEqual({ status: 'loading' });
  });

  it('turns anything else thrown into the Korean internal-error message', () => {
    const state = toQueryState(undefined, new Error('boom'), false);
    expect(state).toEqual({
      status: 'failed',
      failure: { error: true, code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_ERROR_MESSAGE },
    });
  });
});
