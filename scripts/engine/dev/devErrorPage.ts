import { join } from 'node:path';
import type { ContentError } from '../content/contentError';
import { DEV_ERROR_ELEMENT } from '../../../src/app/dev/devContentEvent.ts';
import { escapeHtml } from '../escapeHtml.ts';
import { codeFrame, countOf, type OverlayError } from './devErrorReport.ts';

const styles = `
  .dev-error { max-width: 60rem; margin: 0 auto; padding: 2rem 1rem; font: 1rem/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
  .dev-error h1 { font-size: 1.5rem; margin: 0 0 .5rem; color: #8a1c1c; }
  .dev-error ol { padding-inline-start: 1.25rem; }
  .dev-error li { margin-block: 1.25rem; }
  .dev-error .where { font-weight: 600; }
  .dev-error .where a { color: #0b5e42; }
  .dev-error pre { overflow-x: auto; padding: .75rem; background: #f4f4f4; border-inline-start: 4px solid #8a1c1c; font-size: .875rem; white-space: pre; }`;

function item(root: string, error: ContentError): string {
  const place = `${error.file}:${error.line}:${error.column}`;
  const editor = `/__open-in-editor?file=${encodeURIComponent(`${join(root, error.file)}:${error.line}:${error.column}`)}`;
  const frame = codeFrame(root, error);
  return `
      <li>
        <p class="where"><a href="${escapeHtml(editor)}"><code>${escapeHtml(place)}</code></a>${error.path ? ` at <code>${escapeHtml(error.path)}</code>` : ''}</p>
        <p>${escapeHtml(error.message)}</p>${frame ? `\n        <pre aria-label="Lines around ${escapeHtml(place)}">${escapeHtml(frame)}</pre>` : ''}
      </li>`;
}

/**
 * The page the dev server answers (status 500) when content errors stop it: every error with its
 * file, line and column, readable on its own once the overlay above it is closed. It carries the
 * overlay's error for the dev client, which shows it and keeps the page up to date as files change.
 */
export function devErrorPage(root: string, errors: readonly ContentError[], overlay: OverlayError, headExtra: string, codeError?: Error): string {
  const title = codeError ? 'The page failed to render' : `${countOf(errors)} ${errors.length === 1 ? 'stops' : 'stop'} this page`;
  const body = codeError
    ? `<p>${escapeHtml(codeError.message)}</p>\n      <pre>${escapeHtml(codeError.stack ?? '')}</pre>`
    : `<p>Fix ${errors.length === 1 ? 'it' : 'them'} and save: this page updates by itself. Other pages that do not use these files still work.</p>
      <ol>${errors.map((error) => item(root, error)).join('')}
      </ol>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    ${headExtra}
    <style>${styles}</style>
  </head>
  <body>
    <main id="main" class="dev-error">
      <h1>${escapeHtml(title)}</h1>
      ${body}
    </main>
    <script type="application/json" id="${DEV_ERROR_ELEMENT}">${JSON.stringify(overlay).replace(/</g, '\\u003c')}</script>
  </body>
</html>
`;
}
