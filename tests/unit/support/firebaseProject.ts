import type { FirebaseBlogConfig } from '../../../src/config/environment';

/** A made-up Firebase project, as its six build variables: no test reaches it, every call is faked. */
export const demoFirebaseVariables = {
  VITE_FIREBASE_API_KEY: 'AIzaFakeKey',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_DATABASE_URL: 'https://demo-default-rtdb.europe-west1.firebasedatabase.app',
  VITE_FIREBASE_PROJECT_ID: 'demo',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_BLOG_OWNER_UID: 'OWNER',
} as const;

/** The same project as the blog's Firebase adapter takes it. */
export const demoFirebaseConfig: FirebaseBlogConfig = {
  apiKey: demoFirebaseVariables.VITE_FIREBASE_API_KEY,
  authDomain: demoFirebaseVariables.VITE_FIREBASE_AUTH_DOMAIN,
  databaseURL: demoFirebaseVariables.VITE_FIREBASE_DATABASE_URL,
  projectId: demoFirebaseVariables.VITE_FIREBASE_PROJECT_ID,
  appId: demoFirebaseVariables.VITE_FIREBASE_APP_ID,
  ownerUid: demoFirebaseVariables.VITE_BLOG_OWNER_UID,
};
