/**
 * The HTTP headers every response carries, in one place: `npm start` serves them, and the build
 * writes them for static hosts (dist/_headers, firebase.json), and each page carries the policy in a
 * meta element too. The Content-Security-Policy allows the site's own origin and exactly the outside
 * origins that the configuration turns on.
 */
import type { SiteConfig } from '../config/environment';
import { IMAGE_SOURCES } from '../schema/imageSources';
import { realtimeDatabaseSources } from './realtimeDatabaseSources';
import { scriptHash } from './speculationRules';

export interface HostingConfig {
  /** The speculation rules the pages carry inline (speculationRules): the policy allows this exact text. */
  readonly speculationRules: string;
  /** The contact form sends through EmailJS (its three VITE_EMAILJS_* values are set). */
  readonly emailjs: boolean;
  /** The blog uses Firebase (all its variables are set): the Realtime Database URL (VITE_FIREBASE_DATABASE_URL). */
  readonly firebaseDatabaseUrl?: string;
  /** The base URLs of the remote Quran APIs that the site's readers read. */
  readonly quranApiBases: readonly string[];
}

const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const EMAILJS_ORIGIN = 'https://api.emailjs.com';
/** Firebase Authentication's REST endpoints (email and password sign-in, token refresh). */
const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/** What the policy opens for, from the same checked settings the site is built with, so it opens exactly for what the site uses. */
export function hostingConfigFor(site: SiteConfig, speculationRules: string, quranApiBases: readonly string[] = []): HostingConfig {
  return {
    speculationRules,
    emailjs: site.emailjs !== null,
    ...(site.blog.store === 'firebase' ? { firebaseDatabaseUrl: site.blog.firebase.databaseURL } : {}),
    quranApiBases,
  };
}

/** Directives that browsers ignore in a policy delivered by a <meta> element: only the header carries them. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

function policyDirectives(config: HostingConfig): string[] {
  const database = config.firebaseDatabaseUrl ? realtimeDatabaseSources(config.firebaseDatabaseUrl) : undefined;
  const connect = [
    "'self'",
    ...(config.emailjs ? [EMAILJS_ORIGIN] : []),
    ...(database ? [...database.connect, ...FIREBASE_AUTH_ORIGINS] : []),
    ...new Set(config.quranApiBases.map((base) => new URL(base).origin)),
  ];
  return [
    "default-src 'self'",
    // The one inline script is the pages' speculation rules, allowed by its hash; the database's
    // long polling loads its answers as scripts. The site search reads its index with WebAssembly
    // from the site itself: 'wasm-unsafe-eval' lets a page compile WebAssembly, and no eval of script.
    ['script-src', "'self'", "'wasm-unsafe-eval'", scriptHash(config.speculationRules), ...(database?.script ?? [])].join(' '),
    "style-src 'self'",
    // Content validation refuses a picture from anywhere else, reading the same list.
    `img-src ${IMAGE_SOURCES.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    // The book viewer embeds our own PDFs; the podcasts embed the privacy-enhanced video player; the
    // database's long polling says goodbye through a hidden frame.
    ['frame-src', "'self'", VIDEO_EMBED_ORIGIN, ...(database?.frame ?? [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
}

/** The policy as the Content-Security-Policy header sends it. */
export function contentSecurityPolicy(config: HostingConfig): string {
  return policyDirectives(config).join('; ');
}

/**
 * The same policy for a page's <meta http-equiv="Content-Security-Policy">, for hosts that do not
 * send the header: every directive a meta element can carry.
 */
export function metaContentSecurityPolicy(config: HostingConfig): string {
  return policyDirectives(config)
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.has(directive.split(' ', 1)[0]!))
    .join('; ');
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
