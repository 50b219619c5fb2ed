import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import site from 'virtual:site';
import type { Page } from '../schema/page';
import { App } from './App';
import { headTags } from './head';
import { loadPage } from './pageCache';
import { routeFor, routes } from './routes';

export { routes, site };

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/** Renders a path to HTML, waiting for every lazy block, as the prerender script needs it. */
export async function render(url: string): Promise<{ appHtml: string; head: string; page: Page }> {
  const page = await loadPage(routeFor(url));
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { appHtml: await streamToString(prelude), head: headTags(page, site), page };
}
