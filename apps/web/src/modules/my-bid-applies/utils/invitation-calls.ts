import type { CreateAnnouncementInvitationMutation } from '../../../graphql/generated/graphql';
import { CreateAnnouncementInvitationDocument } from '../../../graphql/generated/operations/create-announcement-invitation';
import { MarkInvitationsCheckedDocument } from '../../../graphql/generated/operations/mark-invitations-checked';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';

/** An invitation call the API refused; `message` is the API's Korean reason, shown as is. */
export class InvitationCallError extends Error {
  readonly code: string;

  constructor(failure: GraphqlFailure) {
    super(failure.message);
    this.name = 'InvitationCallError';
    this.code = failure.code;
  }
}

export type SentInvitation = CreateAnnouncementInvitationMutation['createAnnouncementInvitation'];

/**
 * SPEC §8: invitation calls rethrow their error instead of returning the error object the other
 * helpers return, so a caller cannot mistake a refused invitation ('이미 초대한 업체입니다.') for
 * a sent one.
 */
export async function sendInvitation(
  client: GraphqlClient,
  input: { announcementId: string; profileId: string },
): Promise<SentInvitation> {
  const result = await client.requestField(
    CreateAnnouncementInvitationDocument,
    'createAnnouncementInvitation',
    input,
  );
  if (isGraphqlFailure(result)) throw new InvitationCallError(result);
  return result;
}

/** Marks my received invitations checked (all of them without ids); resolves with how many changed. */
export async function markInvitationsChecked(
  client: GraphqlClient,
  ids?: readonly string[],
): Promise<number> {
  const result = await client.requestField(
    MarkInvitationsCheckedDocument,
    'markInvitationsChecked',
    ids ? { ids: [...ids] } : {},
  );
  if (isGraphqlFailure(result)) throw new InvitationCallError(result);
  return result;
}
