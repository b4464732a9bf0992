/**
 * A person's name as strangers may see it: 김민수 → 김*수, 이수 → 이*, 남궁민수 → 남**수 (first and
 * last letters stay; a one-letter name is all hidden). Empty for an empty name.
 */
export function maskPersonName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length === 0) return '';
  if (letters.length === 1) return '*';
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`;
}

/** A member as the community shows them: the nickname, else the masked name, else 회원. */
export function formatMemberDisplayName(nickname: string | null, name: string | null): string {
  return nickname?.trim() || (name ? maskPersonName(name) : '') || '회원';
}
