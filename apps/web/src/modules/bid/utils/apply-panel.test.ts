import { describe, expect, it } from 'vitest';
import { resolveApplyPanel } from './apply-panel';

const open = {
  type: 'ALL',
  state: 'RECRUITING',
  isMine: false,
  canApply: true,
  myApply: null,
};

describe('resolveApplyPanel', () => {
  it('sends a logged-out visitor to the login page', () => {
    expect(resolveApplyPanel({ isLogin: false, profileType: null, announcement: open })).toEqual({
      kind: 'login',
    });
  });

  it('shows the owner a link to manage the request', () => {
    expect(
      resolveApplyPanel({
        isLogin: true,
        profileType: 'CONSUMER',
        announcement: { ...open, isMine: true, canApply: false },
      }),
    ).toEqual({ kind: 'owner' });
  });

  it('offers the form, continuing a saved draft apply', () => {
    expect(
      resolveApplyPanel({ isLogin: true, profileType: 'CORPORATION', announcement: open }),
    ).toEqual({ kind: 'form', apply: null });
    const writing = { id: '7', state: 'WRITING' };
    expect(
      resolveApplyPanel({
        isLogin: true,
        profileType: 'CORPORATION',
        announcement: { ...open, myApply: writing },
      }),
    ).toEqual({ kind: 'form', apply: writing });
  });

  it('shows a submitted or decided apply, even after the request closed', () => {
    const submitted = { id: '8', state: 'SUBMITTED' };
    expect(
      resolveApplyPanel({
        isLogin: true,
        profileType: 'ENGINEER',
        announcement: { ...open, canApply: false, myApply: submitted },
      }),
    ).toEqual({ kind: 'applied', apply: submitted });
    const lost = { id: '9', state: 'NOT_SELECTED' };
    expect(
      resolveApplyPanel({
        isLogin: true,
        profileType: 'ENGINEER',
        announcement: { ...open, state: 'CHOSEN', canApply: false, myApply: lost },
      }),
    ).toEqual({ kind: 'applied', apply: lost });
  });

  it.each([
    [
      { myApply: { id: '1', state: 'GAVE_UP' } },
      'ENGINEER',
      '지원을 포기한 공고에는 다시 지원할 수 없습니다.',
    ],
    [{ state: 'CHOOSING' }, 'ENGINEER', '모집이 끝난 공고입니다.'],
    [{}, null, '프로필을 먼저 완성해 주세요.'],
    [{}, 'CONSUMER', '일반 소비자 프로필로는 지원할 수 없습니다.'],
    [{ type: 'ENGINEER' }, 'CORPORATION', '기술자 프로필만 지원할 수 있는 공고입니다.'],
    [{ type: 'CORPORATION' }, 'CORPORATION', '지금은 이 공고에 지원할 수 없습니다.'],
  ])('explains why one cannot apply (%j as %s)', (patch, profileType, reason) => {
    expect(
      resolveApplyPanel({
        isLogin: true,
        profileType,
        announcement: { ...open, canApply: false, ...patch },
      }),
    ).toEqual({ kind: 'blocked', reason });
  });
});
