import '../theme/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { reloadOnceForChunkError } from './chunkReload';
import { ErrorScreen } from './ErrorScreen';
import { loadPage } from './pageCache';
import { routeFor } from './routes';

const container = document.getElementById('root')!;

function app() {
  return (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
}

/** The page's chunk is in memory before hydrating, so the first render matches the prerendered HTML. */
async function start() {
  try {
    await loadPage(routeFor(window.location.pathname));
  } catch (error) {
    if (reloadOnceForChunkError(error)) return;
    createRoot(container).render(<ErrorScreen error={error} />);
    return;
  }
  // The dev server sends an empty root; production sends the prerendered page.
  if (container.hasChildNodes()) hydrateRoot(container, app());
  else createRoot(container).render(app());
}

void start();
