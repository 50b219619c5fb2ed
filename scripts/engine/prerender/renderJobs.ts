import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerModule from '../../../src/app/server/renderPage';
import type { PageAssets, PageContent } from '../../../src/app/server/renderPage';
import { linkedDataProblems } from '../../../src/linkedData/checks';
import { absoluteUrl } from '../../../src/linkedData/ids';
import { pagePreviewPng, PREVIEW_SIZE } from '../linkPreviews/render';
import { fileFor, type PageJob } from './pageFiles';

type ServerEntry = typeof ServerModule;

/** What a renderer needs: the server build, the site's content and shared assets, and where to write. */
export interface RenderSetup {
  readonly serverEntry: string;
  readonly outDir: string;
  readonly content: PageContent;
  readonly assets: PageAssets;
}

export interface RenderResult {
  readonly written: number;
  /** What a page's structured data misses, as "route: Kind "name": missing "property"". */
  readonly problems: readonly string[];
}

/**
 * Renders each job's page from the server build and writes it, with the page's link preview
 * picture; draws each page's structured data once, checks it and writes it into the page.
 */
export async function renderJobs(setup: RenderSetup, jobs: readonly PageJob[]): Promise<RenderResult> {
  const server = (await import(pathToFileURL(join(setup.serverEntry)).href)) as ServerEntry;
  await server.loadBlockComponents();
  const { site } = setup.content;
  const folders = new Set<string>();
  const problems: string[] = [];
  for (const { page, path } of jobs) {
    // Pages that name the same preview title share one picture: drawn once, kept once.
    const pictured = page.previewTitle ?? page.title;
    const preview = pagePreviewPng({ title: pictured }, site, setup.outDir);
    const linkPreview = { url: absoluteUrl(preview, site), ...PREVIEW_SIZE, alt: `${pictured}: ${site.name}, on a green and gold star pattern` };
    const linkedData = server.pageGraph(page, setup.content, { linkPreview });
    if (path === page.path) for (const problem of linkedDataProblems(linkedData)) problems.push(`${page.path}: ${problem}`);
    const file = fileFor(setup.outDir, path);
    const folder = dirname(file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    writeFileSync(file, server.renderPage(page, setup.content, { ...setup.assets, linkPreview }, path, linkedData));
  }
  return { written: jobs.length, problems };
}
