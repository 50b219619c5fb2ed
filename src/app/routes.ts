import { matchPath } from 'react-router-dom';
import { routes } from 'virtual:routes';
import type { RouteEntry } from './routeTypes';

export { routes };

export const notFoundRoute: RouteEntry = routes.find((route) => route.path === '*') ?? routes[0]!;

/** Every path a route answers to: its own and its aliases. */
export function pathsOf(route: RouteEntry): string[] {
  return [route.path, ...route.aliases];
}

/** The route that will render at `pathname`, as React Router matches it (case-insensitive). */
export function routeFor(pathname: string): RouteEntry {
  return (
    routes.find((route) => route.path !== '*' && pathsOf(route).some((path) => matchPath({ path, end: true }, pathname))) ?? notFoundRoute
  );
}
