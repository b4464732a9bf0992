'use client';

import { formatNumber } from '@gongsa/domain';
import { FollowEnterpriseDocument } from '../../../graphql/generated/operations/follow-enterprise';
import { UnfollowEnterpriseDocument } from '../../../graphql/generated/operations/unfollow-enterprise';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useFavoriteToggle, type FavoriteKind } from '../../listing/hooks/useFavoriteToggle';
import { buttonClassName } from '../../ui/components/Button';

/** Following is a favourite of another kind: the same optimistic toggle, its own words. */
const FOLLOW: FavoriteKind = {
  label: '팔로우',
  toasts: {
    added: '팔로우했습니다. 새 소식을 알림으로 보내 드려요.',
    removed: '팔로우를 취소했습니다.',
  },
  send: async (client, profileId, isFollowing) => {
    const result = isFollowing
      ? await client.requestField(FollowEnterpriseDocument, 'followEnterprise', { profileId })
      : await client.requestField(UnfollowEnterpriseDocument, 'unfollowEnterprise', { profileId });
    return isGraphqlFailure(result) ? result : { isFavorite: result.isFollowing };
  },
};

type FollowFaceProps = {
  followerCount: number;
  /** Null while the viewer's state is unknown (the server's view) or for one's own company. */
  isFollowing: boolean | null;
  isPending?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  /** The owner sees the count alone. */
  hasButton?: boolean;
};

/** The follower count and the 팔로우 / 팔로잉 button, without behaviour. */
function FollowFace({
  followerCount,
  isFollowing,
  isPending = false,
  disabled,
  onClick,
  hasButton = true,
}: FollowFaceProps) {
  return (
    <div className="mt-3 flex items-center gap-3">
      <p className="text-[15px] text-gray-700" data-testid="follower-count">
        팔로워{' '}
        <span className="font-semibold tabular-nums text-gray-900">
          {formatNumber(followerCount)}
        </span>
        명
      </p>
      {hasButton ? (
        <button
          type="button"
          aria-pressed={isFollowing === null ? undefined : isFollowing}
          aria-busy={isPending}
          disabled={disabled}
          onClick={onClick}
          className={buttonClassName(isFollowing ? 'outline' : 'primary', 'sm', 'min-w-22')}
        >
          {isFollowing ? '팔로잉' : '팔로우'}
        </button>
      ) : null}
    </div>
  );
}

type FollowControlProps = {
  profileId: string;
  /** What the page loaded: the count includes the viewer's own follow when isFollowing. */
  followerCount: number;
  viewer: { isFollowing: boolean; isMine: boolean } | null;
};

/**
 * The company page's follow control (SPEC §3 User.isFollowing): the count moves with the button at
 * once and goes back if the API refuses; logged out, the button leads to the login page and back.
 */
export function FollowControl({ profileId, followerCount, viewer }: FollowControlProps) {
  if (!viewer) {
    return <FollowFace followerCount={followerCount} isFollowing={null} disabled />;
  }
  if (viewer.isMine) {
    return <FollowFace followerCount={followerCount} isFollowing={null} hasButton={false} />;
  }
  return (
    <FollowToggle
      profileId={profileId}
      followerCount={followerCount}
      initialIsFollowing={viewer.isFollowing}
    />
  );
}

function FollowToggle(props: {
  profileId: string;
  followerCount: number;
  initialIsFollowing: boolean;
}) {
  const { isFavorite, isPending, toggle } = useFavoriteToggle(
    FOLLOW,
    props.profileId,
    props.initialIsFollowing,
  );
  const othersCount = props.followerCount - (props.initialIsFollowing ? 1 : 0);
  return (
    <FollowFace
      followerCount={othersCount + (isFavorite ? 1 : 0)}
      isFollowing={isFavorite}
      isPending={isPending}
      onClick={() => void toggle()}
    />
  );
}
