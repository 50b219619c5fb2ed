import type { ComponentType } from 'react';
import { Cards } from './cards/Cards';
import { Gallery } from './gallery/Gallery';
import { Hero } from './hero/Hero';
import { NotFound } from './not-found/NotFound';
import { PageHeader } from './page-header/PageHeader';
import { Prose } from './prose/Prose';
import type { BlockOfType, BlockType } from './schemas';
import { Steps } from './steps/Steps';
import type { BlockProps } from './types';

/**
 * The component for each block type. A type without a component, or a component whose props do
 * not match its schema, fails to compile. Interactive blocks are `lazy(() => import(...))`, so a
 * page without them ships none of their code.
 */
export const blockComponents = {
  'page-header': PageHeader,
  hero: Hero,
  prose: Prose,
  cards: Cards,
  steps: Steps,
  gallery: Gallery,
  'not-found': NotFound,
} satisfies { [K in BlockType]: ComponentType<BlockProps<BlockOfType<K>>> };
