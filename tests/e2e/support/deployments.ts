import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { outDir } from '../../../scripts/engine/paths';
import { createStaticServer, keepingIdleConnections } from '../../../scripts/engine/serve/staticServer';

/**
 * One address whose site can be replaced by another build, as a host does at a deployment: the
 * production server over this worktree's build, then over a copy of it changed by the test.
 */
export interface Deployments {
  readonly origin: string;
  /** Copies the build, lets `change` edit files of the copy, and serves it from now on. */
  deploy(change: (files: DeploymentFiles) => void): void;
  close(): Promise<void>;
}

/** The files of a deployment, named by their path in the site (`about/index.html`). */
interface DeploymentFiles {
  /** Rewrites a text file. */
  edit(path: string, rewrite: (text: string) => string): void;
  /** Adds text at the end of a file, whatever it holds (a PDF, say). */
  append(path: string, text: string): void;
}

/**
 * A copy of the build made of hard links, not of copied bytes: the build holds some 13,000 files
 * (the search index's among them), which took seconds to copy for the three a test changes. It sits
 * beside the build, so on its file system. A file is edited as a new file in the copy's place,
 * never through its link, so the build itself is never changed.
 */
function linkedCopy(): { root: string; files: DeploymentFiles } {
  const root = mkdtempSync(`${outDir}-deployment-`);
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    const from = join(entry.parentPath, entry.name);
    const to = join(root, from.slice(outDir.length));
    if (entry.isDirectory()) mkdirSync(to, { recursive: true });
    else {
      mkdirSync(dirname(to), { recursive: true });
      linkSync(from, to);
    }
  }
  const replace = (path: string, content: (old: Buffer) => Buffer) => {
    const file = join(root, path);
    const old = readFileSync(file);
    unlinkSync(file);
    writeFileSync(file, content(old));
  };
  const files: DeploymentFiles = {
    edit: (path, rewrite) => replace(path, (old) => Buffer.from(rewrite(old.toString('utf8')))),
    append: (path, text) => replace(path, (old) => Buffer.concat([old, Buffer.from(text)])),
  };
  return { root, files };
}

export async function startDeployments(): Promise<Deployments> {
  const copies: string[] = [];
  let current: Server = createStaticServer(outDir);
  const front = keepingIdleConnections(createServer((request, response) => current.emit('request', request, response)));
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy(change) {
      const { root, files } = linkedCopy();
      copies.push(root);
      change(files);
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
