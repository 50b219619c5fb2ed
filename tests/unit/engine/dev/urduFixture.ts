import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { en } from '../../../../src/i18n/messages/en';
import { fixtureCopies, type Edit } from '../../support/fixtureSite';

/*
 * The fixture site of tests/unit/fixtures/site with Urdu declared and translated, as an editor
 * writes it under content/translations/ur/: the home page, the team page (its text in a Markdown
 * file of its own) and the not-found page (with the alias /404), and every text of the code.
 */

/** Every message of the English catalog, "اردو" + the English's placeholders. */
function urduCatalog(catalog: unknown = en): unknown {
  if (typeof catalog === 'string') return `اردو ${(catalog.match(/\{\w+\}/g) ?? []).join(' ')}`.trim();
  return Object.fromEntries(Object.entries(catalog as object).map(([key, value]) => [key, urduCatalog(value)]));
}

export const URDU_PAGES = `routes:
  /:
    title: سرورق
    blocks:
      - type: hero
        heading: گھر بیٹھے سیکھیں
  /team:
    title: ہماری ٹیم
    blocks:
      - type: page-header
      - type: prose
        markdown: { file: translations/ur/texts/team.md }
  "*":
    title: صفحہ نہیں ملا
`;

export const URDU_TEAM_TEXT = 'چھ لوگ اکیڈمی چلاتے ہیں۔ [ہمیں لکھیں](/contact)۔\n';

/** The translation's files by their path under content/translations/ur/. */
export type UrduFiles = Record<string, string>;

const URDU_FILES: UrduFiles = { 'pages.yaml': URDU_PAGES, 'texts/team.md': URDU_TEAM_TEXT, 'messages.yaml': stringify(urduCatalog()) };

/** Makes copies of the fixture in Urdu for one test file: the translation above, with `files` written over it, then the edits. */
export function urduFixtureCopies(prefix: string): (files?: UrduFiles, ...edits: Edit[]) => string {
  const copies = fixtureCopies(prefix);
  return (files = {}, ...edits) => {
    const root = copies(
      [
        'pages.yaml',
        '  locales: [{ code: en, label: English, direction: ltr, intl: en-GB, font: serif }]',
        '  locales: [{ code: en, label: English, direction: ltr, intl: en-GB, font: serif }, { code: ur, label: اردو, direction: rtl, intl: ur-PK, font: nastaliq }]',
      ],
      // The not-found page has an address of its own, where the build writes it in each language but the default (/ur/404).
      ['pages.yaml', '  - path: "*"\n', '  - path: "*"\n    aliases: [/404]\n'],
      ...edits,
    );
    for (const [name, text] of Object.entries({ ...URDU_FILES, ...files })) {
      const path = join(root, 'content/translations/ur', name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
    return root;
  };
}
