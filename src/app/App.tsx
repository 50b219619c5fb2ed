import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import site from 'virtual:site';
import { Shell } from '../layout/Shell';
import { PageRoute } from './PageRoute';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteSettingsProvider } from './siteSettings';
import { pathsOf, routes } from './routes';
import { useScrollToTop } from './useScrollToTop';

export function App() {
  const { pathname } = useLocation();
  useScrollToTop();
  // A marker for tests and tools that need to know the prerendered page has become interactive.
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', 'true'), []);
  return (
    <SiteSettingsProvider site={site}>
      <Shell site={site}>
        <RouteErrorBoundary key={pathname}>
          <Routes>
            {routes.flatMap((route) =>
              pathsOf(route).map((path) => <Route key={path} path={path} element={<PageRoute route={route} />} />),
            )}
          </Routes>
        </RouteErrorBoundary>
      </Shell>
    </SiteSettingsProvider>
  );
}
