/**
 * What other modules may use from sms. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { isSmsOutboxAvailable } from './sms-outbox.http';
export { createSmsSender, type SmsMessage, type SmsSender } from './sms-sender';
