/**
 * The public Firebase config of web push (NEXT_PUBLIC_FIREBASE_*: built into the bundle, not
 * secrets — Firebase's web config is meant to be public; the server's service-account key is the
 * secret, and it lives only in the API's FCM_* variables). All five or none.
 */
export type FirebaseWebConfig = {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
};

/** Hosts the Firebase SDK calls to get a token; the CSP allows them only when configured. */
export const FIREBASE_PUSH_ORIGINS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
] as const;

type RawFirebaseWebConfig = { [Key in keyof FirebaseWebConfig]: string | undefined };

/** The config when every value is set, else null (then the local default registers). */
export function parseFirebaseWebConfig(raw: RawFirebaseWebConfig): FirebaseWebConfig | null {
  const entries = Object.entries(raw).map(([key, value]) => [key, value?.trim() ?? ''] as const);
  if (entries.some(([, value]) => value === '')) return null;
  return Object.fromEntries(entries) as FirebaseWebConfig;
}

/** Next inlines NEXT_PUBLIC_* at build time only when they are read literally like this. */
export function readFirebaseWebConfig(): FirebaseWebConfig | null {
  return parseFirebaseWebConfig({
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    messagingSenderId: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
    vapidKey: process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY,
  });
}
