import { Suspense, type ComponentType } from 'react';
import { blockComponents } from './registry';
import type { Block } from './schemas';
import type { BlockProps, PageContext } from './types';

interface BlockRendererProps {
  blocks: readonly Block[];
  page: PageContext;
}

export function BlockRenderer({ blocks, page }: BlockRendererProps) {
  return (
    <>
      {blocks.map((block, index) => {
        // The registry's `satisfies` ties each type to its component; indexing by a union loses that link.
        const Component = blockComponents[block.type] as ComponentType<BlockProps<Block>>;
        // Each block is its own Suspense boundary: a lazy block hydrates when its code arrives
        // while the prerendered HTML stays in place.
        return (
          <Suspense key={`${block.type}-${index}`} fallback={null}>
            <Component block={block} page={page} />
          </Suspense>
        );
      })}
    </>
  );
}
