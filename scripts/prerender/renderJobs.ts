import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageAssets } from '../../src/app/renderPage';
import type { SiteSettings } from '../../src/schema/site';
import { fileFor, type PageJob } from './pageFiles';

type ServerEntry = typeof import('../../src/app/renderPage');

/** What a renderer needs: the server build, the pages' shared settings and assets, and where to write. */
export interface RenderSetup {
  readonly serverEntry: string;
  readonly outDir: string;
  readonly site: SiteSettings;
  readonly assets: PageAssets;
}

/** Renders each job's page from the server build and writes it; returns how many were written. */
export async function renderJobs(setup: RenderSetup, jobs: readonly PageJob[]): Promise<number> {
  const server = (await import(pathToFileURL(join(setup.serverEntry)).href)) as ServerEntry;
  await server.loadBlockComponents();
  const folders = new Set<string>();
  for (const { page, path } of jobs) {
    const file = fileFor(setup.outDir, path);
    const folder = dirname(file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    writeFileSync(file, server.renderPage(page, setup.site, setup.assets, path));
  }
  return jobs.length;
}
