import { describe, expect, it } from 'vitest';
import { maskPersonName } from './person-name';

describe('maskPersonName', () => {
  it('keeps the first and last letters of a Korean name', () => {
    expect(['김민수', '이수', '남궁민수', '김', ' 박지성 ', ''].map(maskPersonName)).toEqual([
      '김*수',
      '이*',
      '남**수',
      '*',
      '박*성',
      '',
    ]);
  });
});
