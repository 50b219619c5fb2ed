import type { ComponentType } from 'react';
import type { BlockOfType, BlockType } from './schemas';
import type { BlockProps } from './types';

type BlockLoaders = { [K in BlockType]: () => Promise<ComponentType<BlockProps<BlockOfType<K>>>> };

/**
 * How to load the component of each block type. A type without a component, or a component whose
 * props do not match its schema, fails to compile. Every block is its own chunk, so a page loads
 * the code of the blocks it shows and nothing else; the page's chunks arrive before hydration.
 * Interactive blocks live in `*.client.tsx` files.
 */
export const blockLoaders = {
  'page-header': () => import('./page-header/PageHeader').then((module) => module.PageHeader),
  hero: () => import('./hero/Hero').then((module) => module.Hero),
  prose: () => import('./prose/Prose').then((module) => module.Prose),
  cards: () => import('./cards/Cards').then((module) => module.Cards),
  steps: () => import('./steps/Steps').then((module) => module.Steps),
  gallery: () => import('./gallery/Gallery').then((module) => module.Gallery),
  'not-found': () => import('./not-found/NotFound').then((module) => module.NotFound),
} satisfies BlockLoaders;
