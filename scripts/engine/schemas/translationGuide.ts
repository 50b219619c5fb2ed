import { stringify } from 'yaml';
import { translationFolder } from '../content/translations/readTranslation';
import { SCHEMAS_DIR } from './jsonSchemas';
import { translationSchemaFile } from './translationSchemas';

/** The heading of the guide, which each block's "Translated" line refers to. */
export const TRANSLATION_GUIDE_HEADING = 'Translating a page';

const folder = translationFolder('<code>');
const urdu = translationFolder('ur');

/** A link from docs/ to a JSON Schema of content/schemas/. */
const schemaLink = (file: string) => `[\`${file}\`](../${SCHEMAS_DIR}/${file})`;

/** A translated page as an editor writes it: the start of the Urdu about page. */
const example = stringify({
  routes: {
    '/about': {
      title: 'ہمارے بارے میں',
      blocks: [{ type: 'page-header', subtitle: 'ہم کون ہیں اور کیسے پڑھاتے ہیں' }],
    },
  },
}).trimEnd();

/**
 * The catalogue's section on translating: where a language's texts are written, in what shape, and
 * the JSON Schemas an editor's YAML extension checks them with. Each block's own section then says
 * which of its fields a translation gives.
 */
export function translationGuide(): string {
  return [
    `## ${TRANSLATION_GUIDE_HEADING}`,
    '',
    'The site in another language (Urdu, at `/ur/`) is the English with its texts given in that language.',
    `An editor writes them under \`${folder}/\` (\`${urdu}/\` for Urdu), in the shapes of the English files,`,
    'and gives only texts: addresses, pictures, numbers and choices are the English\'s. A text not given',
    'shows in English, and `npm run validate` lists it with its place in the English.',
    '',
    '- `pages.yaml`: `site:` (the menu\'s and the footer\'s labels, the academy\'s name...), `templates:` by name',
    '  (the pages a template makes, such as the course pages) and `routes:` by the page\'s path (`/about:`).',
    '  A page is in the language once its path is listed there. Its `blocks:` are the English page\'s, in',
    '  the same order, each naming its `type:` and giving the fields its section below lists as',
    '  "Translated"; a block the English adds later shows in English until it is translated.',
    '- One file per collection (`courses.yaml`, `faq.yaml`...): each item\'s texts under its `id`. The blocks',
    '  that list a collection\'s items (courses, the team, testimonials...) show them in the language from there.',
    `- Markdown: written in place, or in a file of the translation's own under \`${folder}/texts/\`, named`,
    `  from \`content/\`: \`markdown: { file: ${urdu.replace('content/', '')}/texts/about/story.md }\`.`,
    '- `messages.yaml`, or a file per group under `messages/`: the texts of the site\'s code (buttons,',
    '  labels, errors), with every key of `src/i18n/messages/en/`.',
    '',
    'A text with no Latin letter (a number, an Arabic name) and a template\'s `{{item.field}}` read the same in',
    'every language, and are not asked for. `npm run dev` serves each language\'s pages (`/ur/about`) and',
    'shows a mistake in a translation on the pages it stops, with its file, line and column.',
    '',
    'Each file\'s first line names its JSON Schema, so an editor with the YAML language server gets',
    `completion, descriptions and inline errors as they type: ${schemaLink(translationSchemaFile('pages'))} for`,
    `\`pages.yaml\`, ${schemaLink(translationSchemaFile('messages'))} for the messages, and`,
    "`translation-<collection>.schema.json` for a collection's file (such as",
    `${schemaLink(translationSchemaFile('courses'))}), all in [\`${SCHEMAS_DIR}/\`](../${SCHEMAS_DIR}).`,
    '',
    `The start of the about page in Urdu, in \`${urdu}/pages.yaml\`:`,
    '',
    '```yaml',
    `# yaml-language-server: $schema=../../schemas/${translationSchemaFile('pages')}`,
    example,
    '```',
  ].join('\n');
}
