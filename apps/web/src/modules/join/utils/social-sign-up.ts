import type { SignUpKakaoMutationVariables } from '../../../graphql/generated/graphql';
import { SignUpKakaoDocument } from '../../../graphql/generated/operations/sign-up-kakao';
import { SignUpNaverDocument } from '../../../graphql/generated/operations/sign-up-naver';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import type { GraphqlFailure } from '../../graphql/utils/graphql-result';
import type { SocialProvider } from './join-data';

/** signUpKakao and signUpNaver take the same arguments (SPEC §7). */
export type SocialSignUpVariables = SignUpKakaoMutationVariables;

type SocialTokens = { accessToken: string; refreshToken: string };

/** Finishes a Kakao/Naver sign-up with the provider's access token kept from /auth/kakao|naver. */
export function requestSocialSignUp(
  client: GraphqlClient,
  provider: SocialProvider,
  variables: SocialSignUpVariables,
): Promise<SocialTokens | GraphqlFailure> {
  return provider === 'KAKAO'
    ? client.requestField(SignUpKakaoDocument, 'signUpKakao', variables)
    : client.requestField(SignUpNaverDocument, 'signUpNaver', variables);
}
