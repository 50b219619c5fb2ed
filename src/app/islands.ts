/**
 * The island loader, the only script a page with islands links to: for each island in the page it
 * waits for the island's moment, then loads its component (and, with the first, React) and
 * hydrates it in place with the props written beside it.
 */
import { ISLAND_TAG, islandAttributes } from './islandElement';
import { whenIdle, whenLoaded, whenVisible } from './moments';
import { wakeIsland } from './wakeIsland';

for (const island of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
  const start = () => void wakeIsland(island);
  const moment = island.getAttribute(islandAttributes.hydrate);
  if (moment === 'visible') whenVisible(island, start);
  else if (moment === 'idle') whenIdle(start);
  else whenLoaded(start);
}
