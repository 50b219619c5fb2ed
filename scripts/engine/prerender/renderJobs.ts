import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerModule from '../../../src/app/server/renderPage';
import type { PageAssets, PageContent } from '../../../src/app/server/renderPage';
import type { LinkPreview } from '../../../src/app/server/head';
import { linkedDataProblems, nodeProblems } from '../../../src/linkedData/checks';
import type { LinkedNode } from '../../../src/linkedData/graph';
import { absoluteUrl } from '../../../src/linkedData/ids';
import type { SiteSettings } from '../../../src/schema/site';
import { pagePreviewPng, PREVIEW_SIZE } from '../linkPreviews/render';
import { fileFor, type PageJob } from './pageFiles';

type ServerEntry = typeof ServerModule;

/** What a renderer needs: the server build, the site's content and shared assets, and where to write. */
export interface RenderSetup {
  readonly serverEntry: string;
  readonly outDir: string;
  /** What each language's pages are drawn from, the default language first. */
  readonly contents: readonly PageContent[];
  readonly assets: PageAssets;
}

export interface RenderResult {
  readonly written: number;
  /** What a page's structured data misses, as "route: Kind "name": missing "property"". */
  readonly problems: readonly string[];
}

/** The same value for the same key, made once: what thousands of pages share is worked out once. */
function remembered<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}

/** A turn of the event loop: the picture renderer's memory is given back only then (see renderJobs). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Renders each job's page from the server build and writes it, with the page's link preview
 * picture; draws each page's structured data once, checks it and writes it into the page.
 *
 * What many pages share is worked out once: their preview picture (pages that name the same
 * preview title share one), and the checks of the nodes their structured data has in common (the
 * academy, the site). Between pages the loop lets the event loop turn: the picture renderer frees
 * a drawing's pixels (3 MB) only then, and a loop that never yielded kept every picture it drew.
 */
export async function renderJobs(setup: RenderSetup, jobs: readonly PageJob[]): Promise<RenderResult> {
  const server = (await import(pathToFileURL(join(setup.serverEntry)).href)) as ServerEntry;
  await server.loadBlockComponents();
  const { site } = setup.contents[0]!;
  const previewOf = remembered((title: string) => linkPreviewOf(title, site, setup.outDir));
  const problemsOf = remembered((node: string) => nodeProblems(JSON.parse(node) as LinkedNode));
  const folders = new Set<string>();
  const problems: string[] = [];
  for (const { page, path, language } of jobs) {
    const content = setup.contents[language]!;
    const linkPreview = previewOf(page.previewTitle ?? page.title);
    const linkedData = server.pageGraph(page, content, { linkPreview });
    if (path === page.path) for (const problem of linkedDataProblems(linkedData, (node) => problemsOf(JSON.stringify(node)))) problems.push(`${page.path}: ${problem}`);
    const file = fileFor(setup.outDir, path);
    const folder = dirname(file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    writeFileSync(file, server.renderPage(page, content, { ...setup.assets, linkPreview }, path, linkedData));
    await nextTurn();
  }
  return { written: jobs.length, problems };
}

/** The link preview of the pages whose picture shows `title`: drawn (or taken from the cache) once. */
function linkPreviewOf(title: string, site: SiteSettings, outDir: string): LinkPreview {
  const preview = pagePreviewPng({ title }, site, outDir);
  return { url: absoluteUrl(preview, site), ...PREVIEW_SIZE, alt: `${title}: ${site.name}, on a green and gold star pattern` };
}
