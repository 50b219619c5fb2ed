import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { siteSettingsSchema, type SiteSettings } from '../../../src/schema/site';

let parsed: SiteSettings | undefined;

/**
 * The site settings of the validator's small fixture site, for blocks drawn with them. Parsed on a
 * test's first call rather than as the file loads, so that mutation testing can tell which tests
 * use them: code run while a file loads counts as covered by every test.
 */
export const testSite = (): SiteSettings =>
  (parsed ??= z.object({ site: siteSettingsSchema }).parse(parse(readFileSync('tests/unit/fixtures/site/pages.yaml', 'utf8'))).site);
