import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { siteSettingsSchema, type SiteSettings } from '../../../src/schema/site';

/** The site settings of the validator's small fixture site, for blocks drawn with them. */
export const testSite: SiteSettings = z.object({ site: siteSettingsSchema }).parse(parse(readFileSync('tests/unit/fixtures/site/pages.yaml', 'utf8'))).site;
