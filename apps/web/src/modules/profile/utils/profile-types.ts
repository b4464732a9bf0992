import type { MyAccountFragment, ProfileBasicsFragment } from '../../../graphql/generated/graphql';

/** The account as the profile page loads it (MyProfile) and updateMe returns it. */
export type MyAccount = MyAccountFragment;

/** The profile without its info: what the summary and the completion state need. */
export type MyProfileBasics = ProfileBasicsFragment;

/** What an update…Profile mutation returns: the basics with the info of its own type. */
export type SavedProfile = MyProfileBasics & { info?: { __typename?: string } | null };
