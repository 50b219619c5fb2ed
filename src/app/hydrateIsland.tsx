import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandAttributes } from './islandElement';
import { IslandRoot } from './IslandRoot';

/**
 * Hydrates one island in place with its own props and React id prefix, as the prerender drew it.
 * A module of its own, loaded with the first island that wakes, so React arrives only then.
 */
export function hydrateIsland(island: HTMLElement, component: ComponentType<object>, props: object): void {
  const markHydrated = () => island.setAttribute(islandAttributes.hydrated, '');
  hydrateRoot(island, <IslandRoot onHydrated={markHydrated}>{createElement(component, props)}</IslandRoot>, {
    identifierPrefix: island.getAttribute(islandAttributes.id) ?? '',
  });
}
