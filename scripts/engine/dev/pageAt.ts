import { matchPath } from 'react-router-dom';
import type { PartialLanguage, PartialSite, RouteState } from './partialSite';

/** What answers a request: a language's route drawn at one of its paths, or only the errors that stop the language. */
export interface PageAt {
  readonly language: PartialLanguage;
  /** Undefined when no route answers and the language's errors are all there is to show. */
  readonly route?: RouteState;
  /** The path the build writes the page at: the route's own path or alias as written, or "*" for the not-found page as 404.html. */
  readonly path: string;
  /** 404 only where a static host finds no file and sends 404.html. */
  readonly status: 200 | 404;
}

const isUnder = (pathname: string, prefix: string) => {
  const lower = pathname.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
};

/** The route's path or alias that answers a path, as a static host picks its file (paths match case-insensitively, with or without a final "/"). */
function matching(routes: readonly RouteState[], pathname: string): { route: RouteState; path: string } | undefined {
  for (const route of routes) {
    const path = route.paths.find((written) => written !== '*' && matchPath({ path: written, end: true }, pathname));
    if (path !== undefined) return { route, path };
  }
  return undefined;
}

/**
 * The page that answers a path, as the build's files would: a language's page under its prefix
 * (/ur/about); anything no page answers, the default language's not-found page (404.html), which
 * is also what /404 is, as the build writes no other file for it. Another language's not-found page
 * is a file of its own, at its alias (/ur/404). A language whose errors stop every page answers
 * every path under its prefix with them.
 */
export function pageAt(site: PartialSite, pathname: string): PageAt {
  const [main, ...others] = site.languages;
  for (const language of others) {
    if (!isUnder(pathname, language.prefix)) continue;
    const found = matching(language.routes, pathname);
    if (found) return { language, ...found, status: 200 };
    if (language.globalErrors.length) return { language, path: pathname, status: 404 };
  }
  const found = matching(main.routes, pathname);
  if (found && found.route.paths[0] !== '*') return { language: main, ...found, status: 200 };
  const notFound = main.routes.find((route) => route.paths[0] === '*');
  return { language: main, ...(notFound ? { route: notFound } : {}), path: '*', status: 404 };
}
