import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outDir } from '../../../scripts/engine/paths';
import { createStaticServer } from '../../../scripts/engine/serve/staticServer';

/**
 * One address whose site can be replaced by another build, as a host does at a deployment: the
 * production server over this worktree's build, then over a copy of it changed by the test.
 */
export interface Deployments {
  readonly origin: string;
  /** Copies the build, lets `change` edit the copy (its folder given), and serves it from now on. */
  deploy(change: (root: string) => void): void;
  close(): Promise<void>;
}

export async function startDeployments(): Promise<Deployments> {
  const copies: string[] = [];
  let current: Server = createStaticServer(outDir);
  const front = createServer((request, response) => current.emit('request', request, response));
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy(change) {
      const root = mkdtempSync(join(tmpdir(), 'site-deployment-'));
      copies.push(root);
      cpSync(outDir, root, { recursive: true });
      change(root);
      // The server lists its files as it starts: started after the changes, it serves them.
      current = createStaticServer(root);
    },
    async close() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      for (const root of copies) rmSync(root, { recursive: true, force: true });
    },
  };
}
