import { pickDefaultAvatar, type DefaultAvatarVariant } from '../utils/default-avatar';

type UserAvatarProps = {
  /** The uploaded picture; the default avatar is drawn when absent. */
  imageUrl?: string | null | undefined;
  uniqueId?: string | null | undefined;
  size?: number;
  className?: string;
};

// Three hard hats on different backgrounds: the product is for construction firms, and the
// colours keep the faces apart in a list. Each pair keeps contrast for the outline at 3:1 or more.
const PALETTES: Record<DefaultAvatarVariant, { background: string; hat: string; face: string }> = {
  A: { background: '#dfe8ff', hat: '#1b4ddb', face: '#ffd9b8' },
  B: { background: '#ffecc6', hat: '#b45309', face: '#f6c9a3' },
  C: { background: '#d7f3e4', hat: '#067647', face: '#ffd9b8' },
};

export function DefaultAvatar({
  variant,
  size = 40,
  className = '',
}: {
  variant: DefaultAvatarVariant;
  size?: number;
  className?: string;
}) {
  const palette = PALETTES[variant];
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-avatar={`default-${variant}`}
      className={`shrink-0 rounded-full ${className}`}
    >
      <rect width="40" height="40" rx="20" fill={palette.background} />
      <circle cx="20" cy="23" r="8.5" fill={palette.face} />
      <path d="M9 20.5a11 11 0 0 1 22 0z" fill={palette.hat} />
      <rect x="7" y="19.5" width="26" height="3" rx="1.5" fill={palette.hat} />
      <rect x="18.5" y="10" width="3" height="7" rx="1.5" fill="#ffffff" opacity="0.55" />
      <path d="M8 40a12 12 0 0 1 24 0z" fill={palette.hat} opacity="0.85" />
    </svg>
  );
}

/** The user's picture, or the default avatar their profile's uniqueId picks (SPEC §3). Decorative. */
export function UserAvatar({ imageUrl, uniqueId, size = 40, className = '' }: UserAvatarProps) {
  if (imageUrl) {
    return (
      // Uploaded files are served by the API with their own WebP variants; next/image would
      // re-encode them and needs every API host configured.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={imageUrl}
        alt=""
        width={size}
        height={size}
        className={`shrink-0 rounded-full object-cover ${className}`}
        style={{ width: size, height: size }}
      />
    );
  }
  return <DefaultAvatar variant={pickDefaultAvatar(uniqueId)} size={size} className={className} />;
}
