import { z } from 'zod';

/**
 * Every setting the site is built with comes from environment variables (or .env files, which Vite
 * reads the same way), and is read here, once, when the site is built: the blog, the contact form,
 * the Quran reader and the Content-Security-Policy all take their settings from what this returns.
 * A group of variables is all or nothing: setting some of Firebase's six, or two of EmailJS's three,
 * is a mistake, and the build stops with the names of the ones still missing, instead of quietly
 * using the local store, leaving the form unable to send, or opening the policy for half a service.
 */

/** The public web configuration of a Firebase app, and the uid whose blogs the site shows. */
export interface FirebaseBlogConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly databaseURL: string;
  readonly projectId: string;
  readonly appId: string;
  readonly ownerUid: string;
}

/** The three EmailJS values from its dashboard: the email service, the template, the account's public key. */
export interface EmailJsConfig {
  readonly serviceId: string;
  readonly templateId: string;
  readonly publicKey: string;
}

/** What the site's own code is built with: public by design, as it ships in the bundle. */
export interface SiteConfig {
  /** The local browser store (zero configuration), or Firebase when all six of its variables are set. */
  readonly blog: { readonly store: 'local' } | { readonly store: 'firebase'; readonly firebase: FirebaseBlogConfig };
  /** The contact form sends through EmailJS when its three variables are set; otherwise it offers WhatsApp and email. */
  readonly emailjs: EmailJsConfig | null;
  /** VITE_QURAN_API_BASE: the remote Quran API for readers that use it and name none of their own. */
  readonly quranApiBase: string | null;
}

/** The local store's owner login, which only the build sees (it ships as a salted hash). */
export interface OwnerLogin {
  readonly username: string;
  readonly password: string;
}

export interface BuildConfig {
  readonly site: SiteConfig;
  readonly owner: OwnerLogin;
}

export const FIREBASE_VARIABLES = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  databaseURL: 'VITE_FIREBASE_DATABASE_URL',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  ownerUid: 'VITE_BLOG_OWNER_UID',
} as const satisfies Record<keyof FirebaseBlogConfig, string>;

const EMAILJS_VARIABLES = {
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  templateId: 'VITE_EMAILJS_TEMPLATE_ID',
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
} as const satisfies Record<keyof EmailJsConfig, string>;

/** Used when SITE_OWNER_USERNAME / SITE_OWNER_PASSWORD are not set; README.md documents them. */
export const PREVIEW_OWNER: OwnerLogin = { username: 'owner', password: 'bismillah-preview' };

/** A value as set: trimmed, and blank counts as not set. */
const setting = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const httpsAddress = setting.refine((value) => value === undefined || /^https:\/\/[^\s/]+/.test(value), {
  message: 'expected an https:// address, such as https://api.alquran.cloud',
});

const environmentSchema = z.object({
  ...Object.fromEntries(Object.values(FIREBASE_VARIABLES).map((name) => [name, setting])),
  ...Object.fromEntries(Object.values(EMAILJS_VARIABLES).map((name) => [name, setting])),
  VITE_QURAN_API_BASE: httpsAddress,
  SITE_OWNER_USERNAME: setting,
  // A password is taken as typed: spaces at its ends are part of it.
  SITE_OWNER_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined),
}) as z.ZodType<Record<string, string | undefined>>;

/** The values of a group of variables, or null when none is set; the names of the missing ones when some are. */
function group<K extends string>(env: Readonly<Record<string, string | undefined>>, variables: Record<K, string>): { values: Record<K, string> | null; missing: string[] } {
  const entries = Object.entries<string>(variables).map(([key, name]) => [key, env[name]] as const);
  const missing = Object.entries<string>(variables).filter(([, name]) => env[name] === undefined).map(([, name]) => name);
  if (missing.length === entries.length) return { values: null, missing: [] };
  if (missing.length) return { values: null, missing };
  return { values: Object.fromEntries(entries) as Record<K, string>, missing: [] };
}

/** Why the settings cannot be built with: each problem in a sentence that names the variables. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`The site's settings are incomplete:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
    this.name = 'ConfigError';
  }
}

const halfSet = (service: string, missing: readonly string[], total: number, otherwise: string) =>
  `${service} is half set up: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. Set all ${total} for ${service}, or none ${otherwise}.`;

/** Reads the settings from environment variables (as Vite's loadEnv returns them); throws ConfigError for a mistake. */
export function readConfig(variables: Readonly<Record<string, string | undefined>>): BuildConfig {
  const parsed = environmentSchema.safeParse(variables);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const firebase = group(env, FIREBASE_VARIABLES);
  const emailjs = group(env, EMAILJS_VARIABLES);
  const problems = [
    ...(firebase.missing.length ? [halfSet('the Firebase blog', firebase.missing, 6, 'to keep the blog in the local browser store')] : []),
    ...(emailjs.missing.length ? [halfSet('EmailJS', emailjs.missing, 3, 'to have the contact form offer WhatsApp and email instead')] : []),
  ];
  if (problems.length) throw new ConfigError(problems);
  return {
    site: {
      blog: firebase.values ? { store: 'firebase', firebase: firebase.values } : { store: 'local' },
      emailjs: emailjs.values,
      quranApiBase: env.VITE_QURAN_API_BASE ?? null,
    },
    owner: {
      username: env.SITE_OWNER_USERNAME ?? PREVIEW_OWNER.username,
      password: env.SITE_OWNER_PASSWORD ?? PREVIEW_OWNER.password,
    },
  };
}
