/**
 * The local store's owner check. Only a salted hash of the username and password pair is built into
 * the site; the same functions make it at build time (Node) and check it in the browser.
 *
 * The pair derives a key (PBKDF2); the site carries only the SHA-256 of that key. Signing in derives
 * the key again and keeps it as the session, so checking a session later costs one SHA-256 and a
 * value nobody derived from the pair does not count. This is a demo's sign-in, not protection: the
 * local store's data sits in the browser, open to anyone with its developer tools.
 */
import { BlogStoreError } from './errors.ts';

export interface OwnerCredentials {
  /** Base64 of the random salt. */
  readonly salt: string;
  /** Base64 of SHA-256(PBKDF2-SHA-256(username + "\n" + password, salt)). */
  readonly hash: string;
  readonly iterations: number;
}

const OWNER_HASH_ITERATIONS = 310_000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function subtleCrypto(): SubtleCrypto {
  // Browsers offer Web Crypto only on https:// and localhost pages: elsewhere it is missing, whatever its type says.
  const subtle = (globalThis.crypto as Crypto | undefined)?.subtle;
  if (!subtle) throw new BlogStoreError('insecureConnection');
  return subtle;
}

async function deriveKey(username: string, password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
  const subtle = subtleCrypto();
  const secret = new TextEncoder().encode(`${username}\n${password}`);
  const key = await subtle.importKey('raw', secret, 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256));
}

async function keyHash(key: Uint8Array<ArrayBuffer>): Promise<string> {
  return toBase64(new Uint8Array(await subtleCrypto().digest('SHA-256', key)));
}

export async function hashOwnerCredentials(username: string, password: string, iterations = OWNER_HASH_ITERATIONS): Promise<OwnerCredentials> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), hash: await keyHash(await deriveKey(username, password, salt, iterations)), iterations };
}

/** The pair's key (base64) when the pair is the owner's, to be kept as the session; otherwise null. */
export async function ownerSessionKey(owner: OwnerCredentials, username: string, password: string): Promise<string | null> {
  const key = await deriveKey(username, password, fromBase64(owner.salt), owner.iterations);
  return (await keyHash(key)) === owner.hash ? toBase64(key) : null;
}

/** Whether a kept session key is one the owner's pair derives (false for anything else, even non-base64). */
export async function sessionKeyMatches(owner: OwnerCredentials, sessionKey: string): Promise<boolean> {
  let key: Uint8Array<ArrayBuffer>;
  try {
    key = fromBase64(sessionKey);
  } catch {
    return false;
  }
  return (await keyHash(key)) === owner.hash;
}
