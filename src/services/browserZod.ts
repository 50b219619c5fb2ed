import { config } from 'zod/mini';

/*
 * zod compiles its parsers with `new Function` where it may, and first probes whether it may. The
 * site's Content-Security-Policy forbids eval, and Chromium reports even the caught probe as a
 * violation. Services that validate in the browser import this module first.
 */
config({ jitless: true });
