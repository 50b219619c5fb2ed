/**
 * The HTTP headers every response carries, in one place: `npm start` serves them, and the build
 * writes them for static hosts (dist/_headers, firebase.json). The Content-Security-Policy allows
 * the site's own origin and exactly the outside origins that the configuration turns on.
 */
import { SPECULATION_RULES_HASH } from './speculationRules';

export interface HostingConfig {
  /** The contact form sends through EmailJS (its three VITE_EMAILJS_* values are set). */
  readonly emailjs: boolean;
  /** The blog uses Firebase: the Realtime Database URL (VITE_FIREBASE_DATABASE_URL). */
  readonly firebaseDatabaseUrl?: string;
  /** A Quran reader block reads the remote API at this base URL. */
  readonly quranApiBase?: string;
}

const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const EMAILJS_ORIGIN = 'https://api.emailjs.com';
/** Firebase Authentication's REST endpoints (email and password sign-in, token refresh). */
const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/** The database's origin, and its websocket twin: the client talks over a persistent socket. */
function firebaseDatabaseOrigins(databaseUrl: string): string[] {
  const { host } = new URL(databaseUrl);
  return [`https://${host}`, `wss://${host}`, ...(host.endsWith('.firebaseio.com') ? [`wss://*.firebaseio.com`] : [])];
}

export function hostingConfigFromEnv(env: Record<string, string | undefined>, quranApiBase?: string): HostingConfig {
  return {
    emailjs: !!(env.VITE_EMAILJS_SERVICE_ID && env.VITE_EMAILJS_TEMPLATE_ID && env.VITE_EMAILJS_PUBLIC_KEY),
    ...(env.VITE_FIREBASE_DATABASE_URL && env.VITE_FIREBASE_API_KEY ? { firebaseDatabaseUrl: env.VITE_FIREBASE_DATABASE_URL } : {}),
    ...(quranApiBase ? { quranApiBase } : {}),
  };
}

export function contentSecurityPolicy(config: HostingConfig): string {
  const connect = [
    "'self'",
    ...(config.emailjs ? [EMAILJS_ORIGIN] : []),
    ...(config.firebaseDatabaseUrl ? [...firebaseDatabaseOrigins(config.firebaseDatabaseUrl), ...FIREBASE_AUTH_ORIGINS] : []),
    ...(config.quranApiBase ? [new URL(config.quranApiBase).origin] : []),
  ];
  return [
    "default-src 'self'",
    // The one inline script is the pages' speculation rules, allowed by its hash.
    `script-src 'self' ${SPECULATION_RULES_HASH}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    // The book viewer embeds our own PDFs; the podcasts embed the privacy-enhanced video player.
    `frame-src 'self' ${VIDEO_EMBED_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders(config: HostingConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
