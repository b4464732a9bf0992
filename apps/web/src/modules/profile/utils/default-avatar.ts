export const DEFAULT_AVATAR_VARIANTS = ['A', 'B', 'C'] as const;
export type DefaultAvatarVariant = (typeof DEFAULT_AVATAR_VARIANTS)[number];

/**
 * SPEC §3: a uniqueId starting with A, B or C picks one of three default avatars. Any other
 * first letter (or no profile yet) falls back to the first one, so every user has a picture.
 */
export function pickDefaultAvatar(uniqueId: string | null | undefined): DefaultAvatarVariant {
  const first = uniqueId?.trim().charAt(0).toUpperCase();
  return first === 'B' || first === 'C' ? first : 'A';
}
