import { collectionNames } from '../../../src/schema/collections';
import { annotationsWanted, contentAnnotation, formatAnnotation } from '../content/annotations';
import { formatContentError } from '../content/contentError';
import { loadSite, PAGES_FILE } from '../content/loadSite';
import { staleJsonSchemas } from '../schemas/jsonSchemas';

/** Where the report goes: the plain lines keep their streams, the workflow commands go to stdout with the summary. */
export interface ValidationOutput {
  log(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

const staleMessage = 'does not match the zod schemas (missing, stale or no longer generated); run npm run schemas';

/**
 * Checks pages.yaml and every collection under content/ in `root`, prints each problem as
 * `file:line:column: path: message`, and returns the exit code: 1 on errors (stale JSON Schemas
 * included), 0 when there are only warnings. Then the list of what the site's other languages do
 * not translate yet, each located in the English, as warnings. On GitHub Actions (unless
 * VALIDATE_ANNOTATIONS=false) each problem is also printed as a workflow command, which the runner
 * turns into an annotation on that line of the pull request; the plain line stays, because the log
 * shows an annotation's message without its location.
 */
export function validateSite(root: string, env: NodeJS.ProcessEnv, output: ValidationOutput): 0 | 1 {
  const { errors, warnings, untranslated } = loadSite(root);
  const stale = staleJsonSchemas(root);
  const annotate = annotationsWanted(env);

  for (const warning of warnings) {
    output.warn(`warning: ${formatContentError(warning)}`);
    if (annotate) output.log(contentAnnotation('warning', warning));
  }
  // What the other languages do not have yet: a list for their editors, never an error (the English shows meanwhile).
  if (untranslated.length) output.log(`Not yet translated (${untranslated.length}):`);
  for (const missing of untranslated) output.warn(`warning: ${formatContentError(missing)}`);
  for (const error of errors) {
    output.error(`error: ${formatContentError(error)}`);
    if (annotate) output.log(contentAnnotation('error', error));
  }
  for (const file of stale) {
    output.error(`error: ${file}: ${staleMessage}`);
    if (annotate) output.log(formatAnnotation({ level: 'error', file, title: 'Stale JSON Schema', message: staleMessage }));
  }

  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const total = errors.length + stale.length;
  if (untranslated.length) output.log(`${count(untranslated.length, 'text or page')} not yet translated (listed above)`);
  output.log(`${PAGES_FILE} and ${count(collectionNames.length, 'collection')}: ${count(total, 'error')}, ${count(warnings.length, 'warning')}`);
  return total ? 1 : 0;
}
