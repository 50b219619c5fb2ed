import { islandLoaders } from 'virtual:island-loaders';
import { islandAttributes } from '../island/islandElement';
import { holdPresses } from './heldPresses';
import { pressAgain } from './moments';

/**
 * Loads an island's component and hydrates it in place with the props serialized beside it. A press
 * on one of its buttons while it wakes is held and pressed again once it is awake, so the visitor's
 * first press is never lost (nor sent as a plain form); if it cannot wake, the press goes through as
 * the page without script would take it. A key that woke it is pressed again once it is awake.
 */
export async function wakeIsland(island: HTMLElement, wokenBy?: KeyboardEvent): Promise<void> {
  const held = holdPresses(island);
  try {
    const type = island.getAttribute(islandAttributes.block);
    const load = type === null ? undefined : islandLoaders[type];
    if (!load) throw new Error(`No island is known as "${type}"`);
    const props = JSON.parse(island.nextElementSibling?.textContent ?? '{}') as object;
    const [{ hydrateIsland }, component] = await Promise.all([import('./hydrateIsland'), load()]);
    hydrateIsland(island, component, props, {
      idPrefix: island.getAttribute(islandAttributes.id) ?? '',
      onHydrated: () => {
        island.setAttribute(islandAttributes.hydrated, '');
        held.release();
        if (wokenBy) pressAgain(wokenBy);
      },
    });
  } catch (error) {
    held.release();
    throw error;
  }
}
