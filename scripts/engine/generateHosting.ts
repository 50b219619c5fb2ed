/**
 * Writes firebase.json (Firebase Hosting with the site's headers, and the database rules) for the
 * configuration in .env and the environment. `--check` exits 1 when the committed file is stale.
 * Run it again after configuring EmailJS, Firebase or a remote Quran source.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadValidSite } from './content/loadSite';
import { hostingConfig } from './hosting/hostingConfig';
import { firebaseJson } from '../../src/hosting/firebaseHosting';
import { headerRules } from '../../src/hosting/headersFile';
import { securityHeaders } from '../../src/hosting/securityHeaders';

const site = loadValidSite(process.cwd());
const expected = firebaseJson(headerRules(securityHeaders(hostingConfig(process.cwd(), site.data))));
if (process.argv.includes('--check')) {
  const current = readFileSync('firebase.json', 'utf8');
  if (current !== expected) {
    console.error('firebase.json is stale: run npm run hosting');
    process.exit(1);
  }
} else {
  writeFileSync('firebase.json', expected);
  console.log('wrote firebase.json');
}
