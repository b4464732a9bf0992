/** Demo accounts seeded by packages/db (see README). Kept here so the browser tests need no database import. */
export const DEMO_PASSWORD = 'gongsa1234!';
export const CORPORATION_ACCOUNT = { email: 'corp@gongsa.test', password: DEMO_PASSWORD };
export const SUBSCRIBER_ACCOUNT = { email: 'subscriber@gongsa.test', password: DEMO_PASSWORD };
