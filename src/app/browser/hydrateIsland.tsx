import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '../island/IslandRoot';

/**
 * Hydrates one island in place with its own props and React id prefix, as the prerender drew it.
 * A module of its own, loaded with the first island that wakes, so React arrives only then. It
 * imports nothing the loader itself needs, so the loader never waits for React.
 */
export function hydrateIsland(island: HTMLElement, component: ComponentType<object>, props: object, options: { idPrefix: string; onHydrated: () => void }): void {
  hydrateRoot(island, <IslandRoot onHydrated={options.onHydrated}>{createElement(component, props)}</IslandRoot>, {
    identifierPrefix: options.idPrefix,
  });
}
