/** The public web configuration of a Firebase app, and the uid whose blogs the site shows. */
export interface FirebaseBlogConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly databaseURL: string;
  readonly projectId: string;
  readonly appId: string;
  readonly ownerUid: string;
}

type Env = Readonly<Record<string, unknown>>;

const variables = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  databaseURL: 'VITE_FIREBASE_DATABASE_URL',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  ownerUid: 'VITE_BLOG_OWNER_UID',
} as const satisfies Record<keyof FirebaseBlogConfig, string>;

function value(env: Env, name: string): string {
  const raw = env[name];
  return typeof raw === 'string' ? raw.trim() : '';
}

/** The variables among the six that are not set (empty or blank counts as not set). */
export function missingFirebaseVariables(env: Env): string[] {
  return Object.values(variables).filter((name) => value(env, name) === '');
}

/** Firebase is used only when all six variables are set; otherwise the local store (null here). */
export function firebaseConfigFrom(env: Env): FirebaseBlogConfig | null {
  const entries = Object.entries(variables).map(([key, name]) => [key, value(env, name)] as const);
  if (entries.some(([, setting]) => setting === '')) return null;
  return Object.fromEntries(entries) as unknown as FirebaseBlogConfig;
}
