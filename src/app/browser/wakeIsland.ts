import { islandLoaders } from 'virtual:island-loaders';
import { islandAttributes } from '../island/islandElement';

/** Loads an island's component and hydrates it in place with the props serialized beside it. */
export async function wakeIsland(island: HTMLElement): Promise<void> {
  const type = island.getAttribute(islandAttributes.block);
  const load = type === null ? undefined : islandLoaders[type];
  if (!load) throw new Error(`No island is known as "${type}"`);
  const props = JSON.parse(island.nextElementSibling?.textContent ?? '{}') as object;
  const [{ hydrateIsland }, component] = await Promise.all([import('./hydrateIsland'), load()]);
  hydrateIsland(island, component, props, {
    idPrefix: island.getAttribute(islandAttributes.id) ?? '',
    onHydrated: () => island.setAttribute(islandAttributes.hydrated, ''),
  });
}
