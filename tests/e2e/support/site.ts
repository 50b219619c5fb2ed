import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { siteSettingsSchema, type SiteSettings } from '../../../src/schema/site';

/** The site settings the pages must show, read from pages.yaml so that filling them in never breaks a test. */
export const siteSettings: SiteSettings = z.object({ site: siteSettingsSchema }).parse(parse(readFileSync('pages.yaml', 'utf8'))).site;
