import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A heading and a paragraph: no stylesheet, no font, no script, nothing of the site. */
const BLANK_PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Blank page</title>
<h1>Blank page</h1>
<p>The floor of the machine that measures: what Lighthouse finds on a page that does nothing.</p>
</html>`;

/**
 * Serves the blank page for as long as `measure` runs. Lighthouse's blocking time is the main thread's
 * observed work under throttling, and on some machines even this page is not free of it: measured
 * beside the routes, it says how much of a route's figure is the machine's.
 */
export async function withBlankPage<T>(measure: (url: string) => Promise<T>): Promise<T> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(BLANK_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await measure(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.close();
  }
}
