import { describe, expect, it } from 'vitest';
import { matchTradeLeaves } from './trade-match';

const leaf = (name: string) => ({ type: 'DEPTH_3', name });

// Names from the seed's trade tree (packages/db/src/seed/data/categories.ts).
const TRADES = [
  { type: 'DEPTH_2', name: '전기 안전관리' },
  leaf('도배'),
  leaf('실내 전기 배선'),
  leaf('전기설비 유지보수'),
  leaf('비상발전기 설치'),
  leaf('전기 설계'),
  leaf('인테리어 설계·시공'),
  leaf('인테리어 설계'),
  leaf('비상방송 설비'),
  leaf('방송 설비'),
  leaf('방수 공사'),
  leaf('옥상 방수'),
  leaf('ESS 설치'),
];

const names = (keyword: string) => matchTradeLeaves(keyword, TRADES).map((trade) => trade.name);

describe('matchTradeLeaves', () => {
  it('matches a leaf by its exact name', () => {
    expect(names('도배')).toEqual(['도배']);
    expect(names('  도배 ')).toEqual(['도배']);
  });

  it('prefers the exact name to the leaves that contain it', () => {
    expect(names('인테리어 설계')).toEqual(['인테리어 설계']);
    expect(names('방송 설비')).toEqual(['방송 설비']);
  });

  it('ignores spacing and separators when comparing exact names', () => {
    expect(names('방수공사')).toEqual(['방수 공사']);
    expect(names('인테리어 설계 시공')).toEqual(['인테리어 설계·시공']);
  });

  it('matches every leaf that contains the word when no leaf is called it', () => {
    expect(names('전기')).toEqual([
      '실내 전기 배선',
      '전기설비 유지보수',
      '비상발전기 설치',
      '전기 설계',
    ]);
    expect(names('방수')).toEqual(['방수 공사', '옥상 방수']);
  });

  it('needs every typed word in the name', () => {
    expect(names('전기 설')).toEqual(['전기설비 유지보수', '비상발전기 설치', '전기 설계']);
    expect(names('전기 도배')).toEqual([]);
  });

  it('offers only leaves, never a group or a trade above them', () => {
    expect(names('안전관리')).toEqual([]);
  });

  it('matches Latin letters in any case', () => {
    expect(names('ess')).toEqual(['ESS 설치']);
  });

  it('takes one character only as an exact name', () => {
    expect(names('도')).toEqual([]);
    expect(
      matchTradeLeaves('숲', [leaf('숲'), leaf('숲 가꾸기')]).map((trade) => trade.name),
    ).toEqual(['숲']);
  });

  it('matches nothing for a blank keyword or a company name', () => {
    expect(names('   ')).toEqual([]);
    expect(names('한빛인테리어')).toEqual([]);
  });
});
