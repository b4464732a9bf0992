import { josa } from 'es-hangul';

/** The particle pairs the app's copy uses, written as es-hangul names them (after a 받침 / after a vowel). */
export type JosaPair = '을/를' | '이/가' | '은/는' | '와/과' | '으로/로';

/** How a word ends when read aloud: what decides the particle. */
type FinalSound = 'vowel' | 'rieul' | 'consonant';

/** A syllable that ends the same way, for es-hangul to choose from. */
const SOUND_SYLLABLES: Record<FinalSound, string> = {
  vowel: '가',
  rieul: '갈',
  consonant: '각',
};

const HANGUL_SYLLABLE = /[가-힣]/;
const DIGIT = /\d/;
const LATIN = /[A-Za-z]/;
/** Brackets, quotes and dots after a name are not read before the particle: '(주)대한', '「철근」'. */
const TRAILING_SILENT = /[\s)\]}>'"’”」』.,·~!?-]+$/u;

/** Sino-Korean readings of a last digit: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_SOUNDS: readonly FinalSound[] = [
  'consonant', // 영
  'rieul', // 일
  'vowel', // 이
  'consonant', // 삼
  'vowel', // 사
  'vowel', // 오
  'consonant', // 육
  'rieul', // 칠
  'rieul', // 팔
  'vowel', // 구
];

/** Letter names read in Korean (에이, 비, …, 엘, 엠, 엔, 알 …): only L, M, N and R end in a 받침. */
const LETTER_SOUNDS: Readonly<Record<string, FinalSound>> = {
  L: 'rieul',
  M: 'consonant',
  N: 'consonant',
  R: 'rieul',
};

/** A number is read by its last non-zero place: 10 십, 100 백, 1000 천, 10000 만, 10^8 억, 10^12 조. */
function readNumberEnding(digits: string): FinalSound {
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  if (zeros === 0) return DIGIT_SOUNDS[Number(digits.at(-1))] ?? 'vowel';
  if (zeros === digits.length) return 'consonant'; // 영
  return zeros >= 12 ? 'vowel' : 'consonant'; // 조; else 십, 백, 천, 만, 억
}

/**
 * A Latin ending: a capital is read as its letter name (LH 엘에이치, 3M 쓰리엠); a lower-case word
 * by its sound, where -l keeps ㄹ (Steel 스틸), -m, -n, -ng, -k, -p and -b keep a 받침 (Team 팀,
 * Lab 랩) and anything else ends in a vowel (Apple 애플, Energy 에너지).
 */
function readLatinEnding(text: string, isSpelled: boolean): FinalSound {
  const last = text.at(-1) ?? '';
  // A file extension (견적서.hwp 에이치더블유피) or a run with no vowel (kcc) is read letter by letter.
  if (isSpelled || last === last.toUpperCase() || !/[aeiouy]/i.test(text)) {
    return LETTER_SOUNDS[last.toUpperCase()] ?? 'vowel';
  }
  if (text.endsWith('l')) return 'rieul';
  return /(m|n|k|p|b|ng)$/.test(text) ? 'consonant' : 'vowel';
}

function readFinalSound(word: string): FinalSound | null {
  const text = word.replace(TRAILING_SILENT, '');
  const last = text.at(-1);
  if (!last) return null;
  if (HANGUL_SYLLABLE.test(last)) {
    return josa.pick(last, '으로/로') === '로'
      ? josa.pick(last, '이/가') === '가'
        ? 'vowel'
        : 'rieul'
      : 'consonant';
  }
  if (DIGIT.test(last)) return readNumberEnding(/\d+$/.exec(text)?.[0] ?? last);
  if (LATIN.test(last)) {
    const run = /[A-Za-z]+$/.exec(text)?.[0] ?? last;
    return readLatinEnding(run, text.at(-run.length - 1) === '.');
  }
  return null;
}

/**
 * The particle that follows `word` as it is read: '(주)대한철근건설' → '을', '한빛' → '을', 'LH' → '를',
 * '3M' → '을', '서울' → '로'. A word whose ending cannot be read (only symbols) gets both forms,
 * '을(를)', which is never wrong.
 */
export function pickJosa(word: string, pair: JosaPair): string {
  const sound = readFinalSound(word);
  if (sound === null) {
    const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
    return pair === '으로/로' ? '(으)로' : `${afterConsonant}(${afterVowel})`;
  }
  return josa.pick(SOUND_SYLLABLES[sound], pair);
}

/** `word` followed by its particle: withJosa('(주)대한철근건설', '을/를') → '(주)대한철근건설을'. */
export function withJosa(word: string, pair: JosaPair): string {
  return `${word}${pickJosa(word, pair)}`;
}
