import { resolve } from 'node:path';

/** The repository's root folder, wherever a test file sits below it. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');
