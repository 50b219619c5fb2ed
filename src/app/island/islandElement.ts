/**
 * The element around an island's prerendered HTML, and what it carries. Shared by the renderer
 * that writes it and the loader that wakes it, so the two cannot disagree.
 */
export const ISLAND_TAG = 'site-island';

export const islandAttributes = {
  /** The block type, the key of the island's component in the loader's map. */
  block: 'data-block',
  /** When it wakes: load, idle, visible, interaction or reading. */
  hydrate: 'data-hydrate',
  /** Keys of the device's store, space separated, any of which wakes it as the page loads. */
  wakeWhenStored: 'data-wake-stored',
  /** Parameters of the address, space separated, any of which wakes it as the page loads. */
  wakeWhenQuery: 'data-wake-query',
  /** The prefix of the island's React ids (useId), unique in the page. */
  id: 'data-id',
  /** Set once the island is interactive, for tests and tools that wait for it. */
  hydrated: 'data-hydrated',
} as const;

/**
 * The island's props as JSON for a `<script type="application/json">` right after the element. `<`
 * is escaped, so no text in the props can close the script or open a comment.
 */
export function serializeIslandProps(props: object): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
}
