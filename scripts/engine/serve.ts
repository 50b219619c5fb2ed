/** Serves the production build on $PORT (default 4173), as `npm start` does after building. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { outDir } from './paths';
import { createStaticServer } from './serve/staticServer';

if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`No build in ${outDir}: run "npm run build" first.`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '0.0.0.0';
createStaticServer(outDir).listen(port, host, () => {
  console.log(`Serving ${outDir} at http://localhost:${port}`);
});
