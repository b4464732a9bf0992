import { describe, expect, it } from 'vitest';
import { pickJosa, withJosa } from './josa';

describe('withJosa', () => {
  it('chooses by the last syllable of a Korean name', () => {
    expect(withJosa('(주)대한철근건설', '을/를')).toBe('(주)대한철근건설을');
    expect(withJosa('다인창호', '을/를')).toBe('다인창호를');
    expect(withJosa('한빛', '이/가')).toBe('한빛이');
    expect(withJosa('혜성승강기', '이/가')).toBe('혜성승강기가');
    expect(withJosa('닉네임', '은/는')).toBe('닉네임은');
    expect(withJosa('대표자', '은/는')).toBe('대표자는');
    expect(withJosa('이름', '와/과')).toBe('이름과');
    expect(withJosa('닉네임', '와/과')).toBe('닉네임과');
    expect(withJosa('이메일', '와/과')).toBe('이메일과');
    expect(withJosa('회사', '와/과')).toBe('회사와');
  });

  it('reads ㄹ as a vowel before (으)로', () => {
    expect(withJosa('서울', '으로/로')).toBe('서울로');
    expect(withJosa('부산', '으로/로')).toBe('부산으로');
    expect(withJosa('대구', '으로/로')).toBe('대구로');
  });

  it('skips brackets, quotes and spaces after the name', () => {
    expect(withJosa('다인창호(주)', '을/를')).toBe('다인창호(주)를');
    expect(pickJosa("'강남 아파트 도배'", '을/를')).toBe('를');
    expect(pickJosa('서울방수산업(주) ', '이/가')).toBe('가');
    expect(pickJosa('「철근 공사」', '이/가')).toBe('가');
    expect(pickJosa('"상가 리모델링"', '을/를')).toBe('을');
  });

  it('reads digits in Sino-Korean, by the last non-zero place', () => {
    expect(withJosa('3', '이/가')).toBe('3이'); // 삼
    expect(withJosa('2', '이/가')).toBe('2가'); // 이
    expect(withJosa('도면 1', '으로/로')).toBe('도면 1로'); // 일
    expect(withJosa('6', '으로/로')).toBe('6으로'); // 육
    expect(withJosa('10', '을/를')).toBe('10을'); // 십
    expect(withJosa('2000', '이/가')).toBe('2000이'); // 천
    expect(withJosa('0', '은/는')).toBe('0은'); // 영
    expect(withJosa('1000000000000', '이/가')).toBe('1000000000000가'); // 조
  });

  it('reads capitals as letter names and lower-case words by their sound', () => {
    expect(withJosa('LH', '을/를')).toBe('LH를'); // 에이치
    expect(withJosa('3M', '을/를')).toBe('3M을'); // 엠
    expect(withJosa('GS건설 KL', '이/가')).toBe('GS건설 KL이'); // 엘
    expect(withJosa('Posco', '와/과')).toBe('Posco와');
    expect(withJosa('Hansol Steel', '으로/로')).toBe('Hansol Steel로');
    expect(withJosa('Design Lab', '은/는')).toBe('Design Lab은');
    expect(withJosa('site-plan.pdf', '을/를')).toBe('site-plan.pdf를'); // 에프
    expect(withJosa('photo.jpg', '을/를')).toBe('photo.jpg를');
    // -ng keeps its 받침 (삼성), but an extension is spelled out (피엔지, 에이치더블유피, 엠).
    expect(withJosa('Samsung', '을/를')).toBe('Samsung을');
    expect(withJosa('Hanwha Engineering', '으로/로')).toBe('Hanwha Engineering으로');
    expect(withJosa('plan.png', '을/를')).toBe('plan.png를');
    expect(withJosa('견적서.hwp', '을/를')).toBe('견적서.hwp를');
    expect(withJosa('현장.m', '을/를')).toBe('현장.m을');
    expect(withJosa('kcc', '이/가')).toBe('kcc가'); // 케이씨씨
  });

  it('keeps both forms when nothing can be read', () => {
    expect(withJosa('★★', '을/를')).toBe('★★을(를)');
    expect(withJosa('', '이/가')).toBe('이(가)');
    expect(withJosa('…', '으로/로')).toBe('…(으)로');
  });
});
