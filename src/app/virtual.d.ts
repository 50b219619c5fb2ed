declare module 'virtual:site' {
  const site: import('../schema/site').SiteSettings;
  export default site;
}

declare module 'virtual:routes' {
  export const routes: import('./routeTypes').RouteEntry[];
}
