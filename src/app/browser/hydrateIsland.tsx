import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '../island/IslandRoot';

/**
 * Hydrates one island in place with its own props and React id prefix, as the prerender drew it.
 * A module of its own, loaded with the first island that wakes, so React arrives only then. It
 * imports nothing the loader itself needs, so the loader never waits for React.
 *
 * The hydration is a transition: React then renders it in slices of a few milliseconds and gives
 * the browser its turn between them, where a plain hydration is one task as long as the whole
 * island (30 ms for the login form on a fast machine, four times that on a phone), during which a
 * tap or a key waits. What the page shows is the prerender's HTML all along, so nothing is seen
 * half-done; a press on the island meanwhile is held and pressed again once it is awake.
 */
export function hydrateIsland(island: HTMLElement, component: ComponentType<object>, props: object, options: { idPrefix: string; onHydrated: () => void }): void {
  startTransition(() => {
    hydrateRoot(island, <IslandRoot onHydrated={options.onHydrated}>{createElement(component, props)}</IslandRoot>, {
      identifierPrefix: options.idPrefix,
    });
  });
}
