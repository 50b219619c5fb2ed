import '../browserZod';
import * as z from 'zod/mini';

/** A load that failed: the network, the HTTP status, or an answer of the wrong shape. */
export class QuranDataError extends Error {
  override name = 'QuranDataError';
}

export type Fetch = (url: string) => Promise<Response>;

/** GET a JSON document and check its shape at the boundary: a malformed answer is an error, not a crash later. */
export async function fetchJson<T>(url: string, schema: z.ZodMiniType<T>, fetcher: Fetch): Promise<T> {
  const response = await fetcher(url);
  if (!response.ok) throw new QuranDataError(`${url} answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new QuranDataError(`${url} did not answer JSON`, { cause });
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new QuranDataError(`${url} answered an unexpected shape:\n${z.prettifyError(result.error)}`);
  return result.data;
}
