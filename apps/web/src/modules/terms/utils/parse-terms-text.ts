/**
 * The terms texts are plain text (seed: blank-line separated paragraphs, statutory headings such
 * as '제1장 총칙' and '제1조 (목적)'). This turns them into blocks the page can style, without
 * rendering any of the text as HTML.
 */
export type TermsBlock =
  | { kind: 'chapter'; text: string }
  | { kind: 'article'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; text: string };

const CHAPTER_PATTERN = /^(제\s*\d+\s*장(\s|$)|부\s*칙$)/;
const ARTICLE_PATTERN = /^제\s*\d+\s*조(의\d+)?\s*[(（]/;
const ITEM_PATTERN = /^(\d+\.|[①-⑳]|[가-하]\.|-\s|•)/;

export function parseTermsText(text: string | null | undefined): TermsBlock[] {
  if (!text?.trim()) return [];
  const blocks: TermsBlock[] = [];
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (!line) continue;
    if (CHAPTER_PATTERN.test(line)) blocks.push({ kind: 'chapter', text: line });
    else if (ARTICLE_PATTERN.test(line)) blocks.push({ kind: 'article', text: line });
    else if (ITEM_PATTERN.test(line)) blocks.push({ kind: 'item', text: line });
    else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}
