import { describe, expect, it } from 'vitest';
import { formatContentError } from '../../../../scripts/engine/content/contentError';
import { duplicateRoutes } from '../../../../scripts/engine/content/duplicateRoutes';
import { readSiteSources } from '../../../../scripts/engine/content/siteSources';
import { expandTemplates } from '../../../../scripts/engine/content/templates';
import { parseYamlSource } from '../../../../scripts/engine/content/yamlSource';
import { tempFolders } from '../../support/tempFolders';

/*
 * One check of every route path and alias, after the templates have made their pages: written
 * routes among themselves, made pages among themselves, and the one against the other.
 */

/*
 * A mutant that survives, equivalent: the message of the probe error that finds where a path was
 * written is never read, as a clash writes its own.
 */

const siteWith = tempFolders('duplicate-routes-');

const TEMPLATE = `templates:
  product:
    from: product-pages
    page:
      path: "{{item.to}}"
      title: "{{item.name}}"
      blocks:
        - type: page-header
`;
const item = (id: string, to: string) => `- id: ${id}\n  name: ${id}\n  to: ${to}\n`;

/** The duplicates found in `routes` (the text of pages.yaml's routes list), with the product pages `items`. */
function duplicatesIn(routes: string, items = '') {
  const root = siteWith({ 'content/product-pages.yaml': items });
  const { source } = parseYamlSource('pages.yaml', `${TEMPLATE}routes:\n${routes}`);
  return duplicateRoutes(source, expandTemplates(source, readSiteSources(root).collection)).map(formatContentError);
}

describe('a route path declared twice', () => {
  it('among written routes, at the later one, naming the line of the first', () => {
    expect(duplicatesIn('  - path: /courses\n    title: A\n  - path: /about\n    title: B\n  - path: /courses\n    title: C\n')).toEqual([
      'pages.yaml:14:11: routes[2].path: duplicate route path "/courses" (already declared on line 10)',
    ]);
  });

  it('in another case, or as an alias, saying that paths match regardless of case', () => {
    expect(duplicatesIn('  - path: /contact\n    title: A\n  - path: /about\n    aliases: [/Contact]\n    title: B\n')).toEqual([
      'pages.yaml:13:15: routes[1].aliases[0]: duplicate route path "/Contact" (already declared on line 10 as "/contact"; paths match regardless of case)',
    ]);
  });

  it('not when a route lists its own path again in another case', () => {
    expect(duplicatesIn('  - path: /Instructors\n    aliases: [/instructors]\n    title: Team\n')).toEqual([]);
  });

  it('by a made page and a written route, at the item that gave the path, whichever comes first', () => {
    const madeFirst = duplicatesIn('  - template: product\n  - path: /about\n    aliases: [/RING]\n    title: About\n', item('ring', '/ring'));
    expect(madeFirst).toEqual(['content/product-pages.yaml:3:7: [0].to: duplicate route path "/ring" (already declared at pages.yaml:12 as "/RING"; paths match regardless of case)']);
    const writtenFirst = duplicatesIn('  - path: /ring\n    title: Ring\n  - template: product\n', item('ring', '/ring'));
    expect(writtenFirst).toEqual(['content/product-pages.yaml:3:7: [0].to: duplicate route path "/ring" (already declared at pages.yaml:10)']);
  });

  it('by two made pages, at the later item', () => {
    expect(duplicatesIn('  - template: product\n', item('ring', '/ring') + item('cap', '/ring'))).toEqual([
      'content/product-pages.yaml:6:7: [1].to: duplicate route path "/ring" (already declared on line 3)',
    ]);
  });

  it('once for each later declaration', () => {
    expect(duplicatesIn('  - path: /a\n    title: A\n  - path: /a\n    title: B\n  - path: /A\n    title: C\n')).toEqual([
      'pages.yaml:12:11: routes[1].path: duplicate route path "/a" (already declared on line 10)',
      'pages.yaml:14:11: routes[2].path: duplicate route path "/A" (already declared on line 10 as "/a"; paths match regardless of case)',
    ]);
  });

  it('not for a path items write wrongly, which each item\'s own check reports', () => {
    expect(duplicatesIn('  - template: product\n', item('ring', 'ring') + item('cap', 'ring'))).toEqual([]);
  });

  it('nowhere when every path is its own', () => {
    expect(duplicatesIn('  - path: /\n    title: Home\n  - template: product\n', item('ring', '/ring') + item('cap', '/cap'))).toEqual([]);
  });
});
