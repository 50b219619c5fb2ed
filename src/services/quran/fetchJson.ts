import '../browserZod';
import * as z from 'zod/mini';
import { QuranDataError, readJson, type Fetch } from './readJson';

export { QuranDataError, type Fetch } from './readJson';

/** GET a JSON document and check its shape at the boundary: a malformed answer is an error, not a crash later. */
export async function fetchJson<T>(url: string, schema: z.ZodMiniType<T>, fetcher: Fetch): Promise<T> {
  const result = schema.safeParse(await readJson(url, fetcher));
  if (!result.success) throw new QuranDataError(`${url} answered an unexpected shape:\n${z.prettifyError(result.error)}`);
  return result.data;
}
