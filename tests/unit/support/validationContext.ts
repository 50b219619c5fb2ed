import type { ValidationContext } from '../../../src/schema/context';

/**
 * The context a block's schema is parsed in, for a small made-up site: a few routes, no
 * collections unless given, every file present, and the legal settings a text may quote.
 */
export function smallSiteContext(overrides: Partial<ValidationContext> = {}): ValidationContext {
  return {
    routes: new Set(['/', '/contact', '/ring', '/stones', '/hirz']),
    collections: new Map(),
    fileExists: () => true,
    readText: () => undefined,
    settings: { name: 'Test Academy', legal: { country: 'Pakistan', state: 'Punjab', supportEmail: 'help@academy.test', supportPhone: '+92 300 1111111' } },
    ...overrides,
  };
}
