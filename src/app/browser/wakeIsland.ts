import { islandAttributes } from '../island/islandElement';
import { islandLoaders, isIslandType } from './islandLoaders';

/** Loads an island's component and hydrates it in place with the props serialized beside it. */
export async function wakeIsland(island: HTMLElement): Promise<void> {
  const type = island.getAttribute(islandAttributes.block);
  if (!isIslandType(type)) throw new Error(`No island is known as "${type}"`);
  const props = JSON.parse(island.nextElementSibling?.textContent ?? '{}') as object;
  const [{ hydrateIsland }, component] = await Promise.all([import('./hydrateIsland'), islandLoaders[type]()]);
  hydrateIsland(island, component as Parameters<typeof hydrateIsland>[1], props, {
    idPrefix: island.getAttribute(islandAttributes.id) ?? '',
    onHydrated: () => island.setAttribute(islandAttributes.hydrated, ''),
  });
}
