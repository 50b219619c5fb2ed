import { blockComponent } from './loadedBlocks';
import type { Block } from './schemas';
import { FIRST_VIEW_BLOCKS, type PageContext } from './types';

interface BlockRendererProps {
  blocks: readonly Block[];
  page: PageContext;
}

/** Draws a page's blocks in order; their code was loaded with the page (see loadBlockComponents). */
export function BlockRenderer({ blocks, page }: BlockRendererProps) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockComponent(block.type);
        return <Component key={`${block.type}-${index}`} block={block} page={page} firstView={index < FIRST_VIEW_BLOCKS} />;
      })}
    </>
  );
}
