/** Where sign-up sends a new account: its profile, with a welcome and the next steps to fill in. */
export const WELCOME_PROFILE_PATH = '/myPage/profile?welcome=1';

/** Whether the profile page was opened from sign-up (WELCOME_PROFILE_PATH). */
export function readIsWelcome(search: string): boolean {
  return new URLSearchParams(search).get('welcome') === '1';
}
