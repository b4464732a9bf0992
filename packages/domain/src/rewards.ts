/**
 * Free points the service gives for reaching a milestone (awardFreePoint, issue 14): each once per
 * account, for the amount here, and only when the server sees the milestone reached. The web shows
 * the same figures it asks for.
 */
export const FREE_POINT_REWARDS = {
  PROFILE_COMPLETED: { reason: '프로필 100% 완성', amount: 1_000 },
  FIRST_PORTFOLIO: { reason: '첫 포트폴리오 등록', amount: 1_000 },
} as const;

export type FreePointRewardKey = keyof typeof FREE_POINT_REWARDS;

/** The reward a client names by its key or its Korean reason; null for anything else. */
export function findFreePointReward(reason: string): FreePointRewardKey | null {
  const wanted = reason.trim();
  for (const [key, reward] of Object.entries(FREE_POINT_REWARDS)) {
    if (key === wanted || reward.reason === wanted) return key as FreePointRewardKey;
  }
  return null;
}
