import { loadSite, type SiteContent } from '../../../scripts/content/loadSite';

let loaded: SiteContent | undefined;

/**
 * The project's own content, loaded as the build loads it, once per test file. Loaded on a test's
 * first call rather than as the file loads, so that mutation testing can tell which tests read
 * the content: code run while a file loads counts as covered by every test.
 */
export function realSite(): SiteContent {
  if (!loaded) {
    const result = loadSite(process.cwd());
    if (!result.data) throw new Error(`The project's content does not load: ${JSON.stringify(result.errors)}`);
    loaded = result.data;
  }
  return loaded;
}
