/**
 * Small values this device keeps for the reader (its settings, where it stopped), in localStorage.
 * Storage can be blocked (private modes, strict settings) or hold a damaged value: a read then
 * finds nothing, and a write is simply not kept, so the page goes on working for this visit.
 */
export function readStored<T>(key: string, accept: (value: unknown) => T | undefined): T | undefined {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? undefined : accept(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept: the value applies to this visit only.
  }
}
