declare module 'virtual:island-loaders' {
  /**
   * Each island's component by block type, loaded on demand; written by the build from the block
   * definitions' own `load` (scripts/engine/vite/islandEntries.ts).
   */
  export const islandLoaders: Readonly<Record<string, (() => Promise<import('react').ComponentType<object>>) | undefined>>;
}
