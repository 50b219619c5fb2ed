/** A prerender worker: renders the share of the pages it was given and reports what it wrote and found. */
import { parentPort, workerData } from 'node:worker_threads';
import type { PageJob } from './pageFiles';
import { renderJobs, type RenderSetup } from './renderJobs';

if (!parentPort) throw new Error('worker.ts runs as a worker thread that scripts/engine/prerender.ts starts, not on its own');
const { setup, jobs } = workerData as { setup: RenderSetup; jobs: PageJob[] };
parentPort.postMessage(await renderJobs(setup, jobs));
