import { HeartIcon } from '../../company-detail/components/DetailIcons';
import { buttonClassName } from '../../ui/components/Button';

type FavoriteButtonFaceProps = {
  /** The favourites list's name, e.g. '관심 공고'. */
  label: string;
  isFavorite: boolean;
  /** False while the viewer's state is not known yet: the button says neither pressed nor not. */
  isStateKnown?: boolean;
  isPending?: boolean;
  disabled?: boolean;
  onClick?: () => void;
};

/**
 * How the detail pages' heart button looks, without its behaviour: FavoriteToggleButton gives it
 * one, and a lazy island shows it as it is until its code has come.
 */
export function FavoriteButtonFace({
  label,
  isFavorite,
  isStateKnown = true,
  isPending = false,
  disabled,
  onClick,
}: FavoriteButtonFaceProps) {
  return (
    <button
      type="button"
      aria-pressed={isStateKnown ? isFavorite : undefined}
      aria-busy={isPending}
      disabled={disabled}
      onClick={onClick}
      className={buttonClassName('outline', 'md', 'shrink-0 gap-1.5')}
    >
      <HeartIcon
        isFilled={isFavorite}
        className={`size-5 ${isFavorite ? 'text-danger-600' : 'text-gray-600'}`}
      />
      {label}
    </button>
  );
}
