import type { Page, PagesFile } from '../schema/page';

export const SITE_MODULE = 'virtual:site';
export const ROUTES_MODULE = 'virtual:routes';
export const PAGE_MODULE_PREFIX = 'virtual:page/';

/** A stable, file-name-safe id for a route's own chunk: "/" → home, "*" → not-found. */
export function pageId(path: string): string {
  if (path === '/') return 'home';
  if (path === '*') return 'not-found';
  return path.slice(1).replace(/\//g, '__');
}

export function siteModuleCode(data: PagesFile): string {
  return `export default ${JSON.stringify(data.site)};\n`;
}

/** Route metadata ships with the app; each page's blocks are a separate chunk loaded on demand. */
export function routesModuleCode(data: PagesFile): string {
  const entries = data.routes.map((page) => {
    const meta = { path: page.path, aliases: page.aliases ?? [], title: page.title, id: pageId(page.path) };
    return `  { ...${JSON.stringify(meta)}, load: () => import(${JSON.stringify(PAGE_MODULE_PREFIX + meta.id)}) }`;
  });
  return `export const routes = [\n${entries.join(',\n')}\n];\n`;
}

export function pageModuleCode(data: PagesFile, id: string): string | undefined {
  const page: Page | undefined = data.routes.find((candidate) => pageId(candidate.path) === id);
  return page && `export default JSON.parse(${JSON.stringify(JSON.stringify(page))});\n`;
}
