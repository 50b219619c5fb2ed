/**
 * `npm run validate`: checks pages.yaml and every collection under content/ and prints each
 * problem as `file:line:column: path: message`. Exits 1 on errors (stale JSON Schemas included),
 * 0 when there are only warnings. Then the list of what the site's other languages do not
 * translate yet, each located in the English, as warnings. On GitHub Actions (unless VALIDATE_ANNOTATIONS=false) each
 * problem is also printed as a workflow command, which the runner turns into an annotation on
 * that line of the pull request; the plain line stays, because the log shows an annotation's
 * message without its location.
 */
import { collectionNames } from '../../src/schema/collections';
import { formatContentError } from './content/contentError';
import { staleJsonSchemas } from './schemas/jsonSchemas';
import { loadSite, PAGES_FILE } from './content/loadSite';
import { contentAnnotation, formatAnnotation, annotationsWanted } from './content/annotations';

const root = process.cwd();
const { errors, warnings, untranslated } = loadSite(root);
const stale = staleJsonSchemas(root);

const annotate = annotationsWanted();
const staleMessage = 'does not match the zod schemas (missing, stale or no longer generated); run npm run schemas';

// The plain lines keep their streams; the workflow commands go to stdout with the summary.
for (const warning of warnings) {
  console.warn(`warning: ${formatContentError(warning)}`);
  if (annotate) console.log(contentAnnotation('warning', warning));
}
// What the other languages do not have yet: a list for their editors, never an error (the English shows meanwhile).
if (untranslated.length) console.log(`Not yet translated (${untranslated.length}):`);
for (const missing of untranslated) console.warn(`warning: ${formatContentError(missing)}`);
for (const error of errors) {
  console.error(`error: ${formatContentError(error)}`);
  if (annotate) console.log(contentAnnotation('error', error));
}
for (const file of stale) {
  console.error(`error: ${file}: ${staleMessage}`);
  if (annotate) console.log(formatAnnotation({ level: 'error', file, title: 'Stale JSON Schema', message: staleMessage }));
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const total = errors.length + stale.length;
if (untranslated.length) console.log(`${count(untranslated.length, 'text or page')} not yet translated (listed above)`);
console.log(`${PAGES_FILE} and ${count(collectionNames.length, 'collection')}: ${count(total, 'error')}, ${count(warnings.length, 'warning')}`);
process.exit(total ? 1 : 0);
