import { z } from 'zod';

const LABEL = '[a-z0-9가-힣](?:[a-z0-9가-힣-]{0,61}[a-z0-9가-힣])?';
/**
 * Optional http(s) scheme, optional www, a domain with at least one dot and a 2+ letter TLD,
 * then an optional path, query or fragment. Hangul labels are allowed because Korean
 * domains (e.g. 한글.kr) exist.
 */
const URL_PATTERN = new RegExp(
  `^(https?://)?(www\\.)?(${LABEL}\\.)+[a-z가-힣]{2,63}([/?#]\\S*)?$`,
  'i',
);

export const urlSchema = z
  .string({ error: '주소를 입력해 주세요.' })
  .trim()
  .min(1, { error: '주소를 입력해 주세요.', abort: true })
  .regex(URL_PATTERN, { error: '올바른 웹사이트 주소를 입력해 주세요. (예: www.example.com)' });

/**
 * Turns a stored homepage such as 'www.example.com' into a link target; without a scheme the
 * browser would treat it as a path on our own site.
 */
export function toExternalHref(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
