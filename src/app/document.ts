export interface DocumentParts {
  readonly language: string;
  readonly head: string;
  readonly appHtml: string;
  readonly stylesheets: readonly string[];
  readonly modulePreloads: readonly string[];
  readonly scripts: readonly string[];
}

/** The HTML page around the app, for the prerendered routes and the dev server alike. */
export function renderDocument(parts: DocumentParts): string {
  const links = [
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...parts.modulePreloads.map((href) => `<link rel="modulepreload" href="${href}">`),
  ];
  return `<!doctype html>
<html lang="${parts.language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#0b5e42">
    <link rel="icon" href="/images/favicon.svg" type="image/svg+xml">
    ${parts.head}
    ${links.join('\n    ')}
    ${parts.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n    ')}
  </head>
  <body>
    <div id="root">${parts.appHtml}</div>
  </body>
</html>
`;
}
