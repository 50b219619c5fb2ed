/** A load that failed: the network, the HTTP status, or an answer of the wrong shape. */
export class QuranDataError extends Error {
  override name = 'QuranDataError';
}

export type Fetch = (url: string) => Promise<Response>;

/**
 * GET a JSON document, unchecked: an HTTP error or an answer that is not JSON fails with `LoadError`
 * (the caller's own kind of failure), naming the address. No schema library: the reader's smallest
 * scripts use it too, and check the shape themselves.
 */
export async function readJson(url: string, fetcher: Fetch, LoadError: new (message: string, options?: ErrorOptions) => Error = QuranDataError): Promise<unknown> {
  const response = await fetcher(url);
  if (!response.ok) throw new LoadError(`${url} answered HTTP ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch (cause) {
    throw new LoadError(`${url} did not answer JSON`, { cause });
  }
}
