/**
 * Each key is loaded once for the visit, and a load in flight is shared. A failed load is
 * forgotten, so asking again (a Retry button) tries again.
 */
export function cachedLoader<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = load(key);
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    return promise;
  };
}
