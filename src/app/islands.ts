/**
 * The island loader, the only script a page with islands links to: for each island in the page it
 * waits for the island's moment, then loads its component (and, with the first, React) and
 * hydrates it in place with the props written beside it.
 */
import { ISLAND_TAG, islandAttributes } from './islandElement';
import { islandLoaders, isIslandType } from './islandLoaders';
import { whenIdle, whenLoaded, whenVisible } from './moments';

async function wake(island: HTMLElement): Promise<void> {
  const type = island.getAttribute(islandAttributes.block);
  if (!isIslandType(type)) throw new Error(`No island is known as "${type}"`);
  const props = JSON.parse(island.nextElementSibling?.textContent ?? '{}') as object;
  const [{ hydrateIsland }, component] = await Promise.all([import('./hydrateIsland'), islandLoaders[type]()]);
  hydrateIsland(island, component as Parameters<typeof hydrateIsland>[1], props, {
    idPrefix: island.getAttribute(islandAttributes.id) ?? '',
    onHydrated: () => island.setAttribute(islandAttributes.hydrated, ''),
  });
}

for (const island of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
  const start = () => void wake(island);
  const moment = island.getAttribute(islandAttributes.hydrate);
  if (moment === 'visible') whenVisible(island, start);
  else if (moment === 'idle') whenIdle(start);
  else whenLoaded(start);
}
