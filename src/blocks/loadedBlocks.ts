import type { ComponentType } from 'react';
import { blockLoaders } from './registry';
import type { Block, BlockType } from './schemas';
import type { BlockProps } from './types';

type AnyBlockComponent = ComponentType<BlockProps<Block>>;

const loaded = new Map<BlockType, AnyBlockComponent>();

/** Loads the components of these block types (each once); rendering them is then synchronous. */
export async function loadBlockComponents(types: Iterable<BlockType>): Promise<void> {
  await Promise.all(
    [...new Set(types)]
      .filter((type) => !loaded.has(type))
      .map(async (type) => {
        // The record ties each type to its own component; looked up by a union type, that link is lost.
        const component = (await blockLoaders[type]()) as AnyBlockComponent;
        loaded.set(type, component);
      }),
  );
}

export function blockComponent(type: BlockType): AnyBlockComponent {
  const component = loaded.get(type);
  if (!component) throw new Error(`The "${type}" block was rendered before its code was loaded`);
  return component;
}
