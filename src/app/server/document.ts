import { escapeAttribute } from './head';
import { tokens } from '../../theme/tokens';
import type { Locale } from '../../i18n/locale';

export interface DocumentParts {
  /** The page's language: its code, direction and typeface, on the root element. */
  readonly locale: Pick<Locale, 'code' | 'direction' | 'font'>;
  readonly head: string;
  readonly body: string;
  readonly stylesheets: readonly string[];
  /** Module scripts: the island loader on a page with islands, and the service worker's installer. */
  readonly scripts: readonly string[];
  /**
   * The modules those scripts import at once, fetched beside them rather than after them: a chain
   * of requests the first screen would otherwise wait behind on a slow network.
   */
  readonly modulePreloads?: readonly string[];
  /** Links the web app manifest (a build that installs the service worker, so the site can be installed). */
  readonly manifest?: boolean;
  /** The speculation rules (speculationRules), inline: the policy allows their exact text. */
  readonly speculationRules?: string | undefined;
  /** The Content-Security-Policy for a meta element, for hosts that do not send the header; none in dev. */
  readonly contentSecurityPolicy?: string | undefined;
}

/** The HTML page around the shell and the blocks, for the prerendered routes and the dev server alike. */
export function renderDocument(parts: DocumentParts): string {
  const tags = [
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(parts.speculationRules ? [`<script type="speculationrules">${parts.speculationRules}</script>`] : []),
    // Low priority: the islands wake and the worker installs after the page has loaded anyway, so
    // these never compete with the stylesheet and the first screen's images.
    ...parts.scripts.map((src) => `<script type="module" src="${src}" fetchpriority="low"></script>`),
    ...(parts.modulePreloads ?? []).map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`),
  ];
  // Before anything it governs: a policy in a meta element applies only to what follows it.
  const policy = parts.contentSecurityPolicy
    ? `\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(parts.contentSecurityPolicy)}">`
    : '';
  return `<!doctype html>
<html lang="${parts.locale.code}" dir="${parts.locale.direction}" data-font="${parts.locale.font}">
  <head>
    <meta charset="utf-8">${policy}
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="${tokens.color.primary}">
    <link rel="icon" href="/images/favicon.svg" type="image/svg+xml">${parts.manifest ? '\n    <link rel="manifest" href="/manifest.webmanifest">' : ''}
    ${parts.head}
    ${tags.join('\n    ')}
  </head>
  <body>${parts.body}</body>
</html>
`;
}
