/**
 * What other modules may use from auth. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { updateLastLoginAt } from './auth.repository';
export {
  AUTH_MESSAGES,
  createAccountStandingLookup,
  issueTokens,
  type AuthToken,
} from './auth.service';
export { consumePhoneRequestId } from './phone-auth.service';
export { revokeAllRefreshTokensOfUser } from './recovery.repository';
export {
  SIGN_UP_MESSAGES,
  createAccount,
  signUpInputSchema,
  type SignUpConsents,
} from './sign-up.service';
