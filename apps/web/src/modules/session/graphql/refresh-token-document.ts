import type { GraphqlDocument } from '../../graphql/utils/graphql-client';

export type RefreshTokenResult = {
  refreshToken: { accessToken: string; refreshToken: string } | null;
};
export type RefreshTokenVariables = { refreshToken: string };

/**
 * SPEC §7 refreshToken(refreshToken). Written by hand rather than generated: the API schema does
 * not offer this mutation yet, and codegen rejects operations the schema lacks. Until it does,
 * the API answers with a validation error, which the session treats as "cannot refresh" (the
 * user logs in again). Move it to a .graphql file once apps/api/schema.graphql has it.
 */
export const RefreshTokenDocument = `mutation RefreshToken($refreshToken: String!) {
  refreshToken(refreshToken: $refreshToken) {
    accessToken
    refreshToken
  }
}` as unknown as GraphqlDocument<RefreshTokenResult, RefreshTokenVariables>;
