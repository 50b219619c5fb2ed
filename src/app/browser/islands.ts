/**
 * The island loader, the only script a page with islands links to: for each island in the page it
 * waits for the island's moment, then loads its component (and, with the first, React) and
 * hydrates it in place with the props written beside it. It also installs the offline service
 * worker: a page of static blocks runs no script at all, so the first page with an island (the
 * home page, the reader, the books) is where the site is kept for reading offline.
 */
import './registerServiceWorker';
import { ISLAND_TAG, islandAttributes } from '../island/islandElement';
import { anyInQuery, anyStored, whenIdle, whenLoaded, whenReachedFor, whenReadingOn, whenVisible } from './moments';
import { wakeIsland } from './wakeIsland';

for (const island of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
  let started = false;
  // An island may be reached for and come into view at once: it wakes once.
  const start = (key?: KeyboardEvent) => {
    if (started) return;
    started = true;
    void wakeIsland(island, key);
  };
  const moment = island.getAttribute(islandAttributes.hydrate);
  const listed = (attribute: string) => island.getAttribute(attribute)?.split(' ') ?? [];
  if (anyStored(listed(islandAttributes.wakeWhenStored)) || anyInQuery(listed(islandAttributes.wakeWhenQuery))) whenLoaded(() => start());
  else if (moment === 'interaction') whenReachedFor(island, () => start());
  else if (moment === 'reading') whenReadingOn(island, start);
  else if (moment === 'visible') whenVisible(island, () => start());
  else if (moment === 'idle') whenIdle(() => start());
  else whenLoaded(() => start());
}
