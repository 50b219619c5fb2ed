import { describe, expect, test } from 'vitest';
import { renderDocument } from '../../../../src/app/server/document';
import { englishLocale } from '../../support/locale';

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('the document: scripts and what they import', () => {
  test('preloads the modules a script imports at once, after it and at its low priority', () => {
    const head = headOf(
      renderDocument({
        locale: englishLocale,
        head: '',
        body: '',
        stylesheets: ['/assets/site.css'],
        scripts: ['/assets/islands.js'],
        modulePreloads: ['/assets/helper.js'],
      }),
    );
    const script = '<script type="module" src="/assets/islands.js" fetchpriority="low"></script>';
    const preload = '<link rel="modulepreload" href="/assets/helper.js" fetchpriority="low">';
    expect(head).toContain(script);
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeGreaterThan(head.indexOf(script));
  });

  test('preloads nothing on a page with no script', () => {
    const html = renderDocument({ locale: englishLocale, head: '', body: '', stylesheets: [], scripts: [] });
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script');
  });
});
