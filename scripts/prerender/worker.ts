/** A prerender worker: renders the share of the pages it was given and reports what it wrote and found. */
import { parentPort, workerData } from 'node:worker_threads';
import type { PageJob } from './pageFiles';
import { renderJobs, type RenderSetup } from './renderJobs';

const { setup, jobs } = workerData as { setup: RenderSetup; jobs: PageJob[] };
parentPort!.postMessage(await renderJobs(setup, jobs));
