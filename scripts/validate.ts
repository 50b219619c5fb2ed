/**
 * `npm run validate`: checks pages.yaml and every collection under content/ and prints each
 * problem as `file:line:column: path: message`. Exits 1 on errors (stale JSON Schemas included),
 * 0 when there are only warnings.
 */
import { collectionNames } from '../src/schema/collections';
import { formatContentError } from '../src/content/contentError';
import { staleJsonSchemas } from '../src/content/jsonSchemas';
import { loadSite, PAGES_FILE } from '../src/content/loadSite';

const root = process.cwd();
const { errors, warnings } = loadSite(root);
const stale = staleJsonSchemas(root);

for (const warning of warnings) console.warn(`warning: ${formatContentError(warning)}`);
for (const error of errors) console.error(`error: ${formatContentError(error)}`);
for (const file of stale) console.error(`error: ${file}: does not match the zod schemas (missing, stale or no longer generated); run npx tsx scripts/generate-schemas.ts`);

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const total = errors.length + stale.length;
console.log(`${PAGES_FILE} and ${count(collectionNames.length, 'collection')}: ${count(total, 'error')}, ${count(warnings.length, 'warning')}`);
process.exit(total ? 1 : 0);
