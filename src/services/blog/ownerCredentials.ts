/**
 * The local store's owner check. Only a salted PBKDF2 hash of the username and password pair is
 * built into the site; the same function makes it at build time (Node) and checks it in the browser.
 */
export interface OwnerCredentials {
  /** Base64 of the random salt. */
  readonly salt: string;
  /** Base64 of PBKDF2-SHA-256(username + "\n" + password, salt). */
  readonly hash: string;
  readonly iterations: number;
}

export const OWNER_HASH_ITERATIONS = 310_000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  // Browsers offer Web Crypto only on https:// and localhost pages.
  if (!subtle) throw new Error('signing in needs a secure connection (https:// or localhost)');
  return subtle;
}

async function derive(username: string, password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const subtle = subtleCrypto();
  const secret = new TextEncoder().encode(`${username}\n${password}`);
  const key = await subtle.importKey('raw', secret, 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return toBase64(new Uint8Array(bits));
}

export async function hashOwnerCredentials(username: string, password: string, iterations = OWNER_HASH_ITERATIONS): Promise<OwnerCredentials> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), hash: await derive(username, password, salt, iterations), iterations };
}

export async function credentialsMatch(owner: OwnerCredentials, username: string, password: string): Promise<boolean> {
  const hash = await derive(username, password, fromBase64(owner.salt), owner.iterations);
  return hash === owner.hash;
}
